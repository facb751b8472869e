import { CUSTOMER_LIMITS, type Order } from '@bookstore/domain';
import { createCustomer, type Customer } from '../../tests/support/emulators';
import { phoneFor } from '../lib/shopper-phone';
import { HOSTING } from './http';

/** Verified customers, created ten at a time on the Auth emulator, as the API tests create them. */
export async function verifiedCustomers(count: number): Promise<Customer[]> {
  const customers: Customer[] = [];
  for (let i = 0; i < count; i += 10)
    customers.push(...(await Promise.all(Array.from({ length: Math.min(10, count - i) }, () => createCustomer()))));
  return customers;
}

/**
 * Customers for `orders` orders: each may hold CUSTOMER_LIMITS.openOrders open orders, so
 * order i is placed by customer floor(i / that).
 */
export async function shoppersFor(orders: number): Promise<(i: number) => Customer> {
  const perCustomer = CUSTOMER_LIMITS.openOrders;
  const customers = await verifiedCustomers(Math.ceil(orders / perCustomer));
  return (i) => customers[Math.floor(i / perCustomer)]!;
}

export interface PlacedOrder {
  status: number;
  headers: Headers;
  /** The placed order; absent when refused. */
  order?: Order;
  /** The API's answer when refused. */
  refusal?: string;
}

/** POST /api/orders/create-order for one copy of a book, as the checkout sends it. */
export async function placeOrder(customer: Customer, book: { id: string; price: number }): Promise<PlacedOrder> {
  const response = await fetch(`${HOSTING}/api/orders/create-order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.idToken}` },
    body: JSON.stringify({
      name: 'Bench Shopper',
      email: customer.email,
      phone: phoneFor(customer.email),
      address: { street: '1 Road', city: 'Pune', country: 'India', state: 'MH', zipcode: '411001' },
      products: [{ productId: book.id, quantity: 1 }],
      totalPrice: book.price,
    }),
  });
  const text = await response.text();
  const { status, headers } = response;
  return status === 201 ? { status, headers, order: JSON.parse(text) as Order } : { status, headers, refusal: text };
}

/** Like placeOrder, but a refusal stops the bench with the API's message. */
export async function mustPlaceOrder(customer: Customer, book: { id: string; price: number }): Promise<PlacedOrder> {
  const placed = await placeOrder(customer, book);
  if (!placed.order) throw new Error(`An order for ${book.id} was refused: HTTP ${placed.status} ${placed.refusal}`);
  return placed;
}
