import { array, number, object, type InferType } from 'yup';
import { PAYMENT_METHODS, type PaymentMethod } from './payment-methods';
import { MAX_ORDER_LINES, MAX_QUANTITY, MIN_QUANTITY } from './cart';
import { isDocumentId } from '../shared/ids';
import { hasAtMostTwoDecimals } from '../money/money';
import { PIN_CODE_MESSAGE, PIN_CODE_PATTERN } from './pin-code';
import { optionalCouponCode } from '../coupons/coupon-code';
import { emailAddress, named, PHONE_PATTERN, requiredText, text, trimmedText } from '../shared/fields';

export const addressSchema = object({
  street: requiredText('Address is required.', 200),
  city: requiredText('City is required.', 100),
  country: requiredText('Country is required.', 100),
  state: requiredText('State is required.', 100),
  // The India Post PIN code; the length cap comes first, so an overlong paste is told so.
  zipcode: requiredText('Zipcode is required.', 12).matches(PIN_CODE_PATTERN, PIN_CODE_MESSAGE),
  landmark: trimmedText().max(200, 'Must be at most 200 characters.').default(''),
});

/** What the shopper types at checkout. The checkout form validates with exactly this. */
export const checkoutSchema = object({
  name: requiredText('Full name is required.', 100),
  email: emailAddress().required('Email is required.'),
  phone: requiredText('Phone number is required.', 20).matches(PHONE_PATTERN, 'Phone number is not valid.'),
  address: addressSchema.required('Address is required.'),
});

const PAYMENT_METHOD_MESSAGE = `Payment method must be one of: ${PAYMENT_METHODS.join(', ')}.`;
export const paymentMethod = () =>
  text().strict().typeError(PAYMENT_METHOD_MESSAGE).oneOf<PaymentMethod>(PAYMENT_METHODS, PAYMENT_METHOD_MESSAGE);

const QUANTITY_MESSAGE = `Quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}.`;

export const orderLineSchema = object({
  productId: text()
    .strict()
    .typeError('Product id must be a text.')
    .required('Product id is required.')
    // The same rule as every other id, so reserved names like "__x__" never reach Firestore.
    .test('document-id', 'Product id is not valid.', (v) => v === undefined || isDocumentId(v)),
  quantity: number()
    .strict()
    .typeError(QUANTITY_MESSAGE)
    .required(QUANTITY_MESSAGE)
    .integer(QUANTITY_MESSAGE)
    .min(MIN_QUANTITY, QUANTITY_MESSAGE)
    .max(MAX_QUANTITY, QUANTITY_MESSAGE),
});

/** The body of POST /api/orders/create-order: the checkout details plus the cart. */
export const orderRequestSchema = named(
  'OrderRequest',
  checkoutSchema.shape({
    products: array()
      .of(orderLineSchema.required())
      .required('Your cart is empty.')
      .min(1, 'Your cart is empty.')
      .max(MAX_ORDER_LINES, `An order may hold at most ${MAX_ORDER_LINES} different books.`)
      .test('unique-products', 'A book may not be listed twice.', (lines) => {
        const ids = (lines ?? []).map((line) => line?.productId);
        return new Set(ids).size === ids.length;
      }),
    // The original body names none, and is cash on delivery.
    paymentMethod: paymentMethod().default('cod'),
    totalPrice: number()
      .strict()
      .typeError('Total price must be a number.')
      .required('Total price is required.')
      .min(0, 'Total price must not be negative.')
      .test(
        'two-decimals',
        'Total price may have at most 2 decimals.',
        (v) => v === undefined || hasAtMostTwoDecimals(v),
      ),
    // A coupon; the total must then be the one after its discount.
    couponCode: optionalCouponCode(),
  }),
);

export type CheckoutValues = InferType<typeof checkoutSchema>;
/** A validated order body; code that places orders itself (tests, scripts) may leave out the payment method. */
export type OrderRequest = Omit<InferType<typeof orderRequestSchema>, 'paymentMethod'> & {
  paymentMethod?: PaymentMethod;
};
