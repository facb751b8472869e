// Money in paise, UPI payments and the couriers’ COD remittances.
export * from './money';
export * from './upi';
export * from './utr';
export * from './order-payment';
export * from './remittance-csv';
export * from './remittance';
export * from './refunds';
export * from './refund-methods';
export * from './paid-shares';
