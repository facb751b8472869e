// Orders: the cart, the checkout, the status machine, shipping and couriers, and their answers.
export * from './cart';
export * from './checkout';
export * from './order-status';
export * from './order-admin';
export * from './orders-export';
export * from './orders-csv';
export * from './pin-code';
export * from './couriers';
export * from './payment-methods';
export * from './delivery-quote';
export * from './shipping-quote';
export * from './order-reference';
export * from './order-answers';
export * from './return-basics';
export * from './return-requests';
export * from './return-decision';
export * from './return-request-answers';
