import { NEXT_CURSOR_HEADER, type CheckoutValues, type Order, type PaymentMethod } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError, call } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth-context';
import { CATALOG_KEY } from '@web/lib/catalog-key';
import { asCustomer } from '@web/lib/as-customer';

export const ordersKey = (email: string) => ['orders', email.toLowerCase()] as const;

/** One answer of the customer's list: its orders, and the cursor of the next page (null after the last). */
export interface MyOrdersPage {
  orders: Order[];
  nextCursor: string | null;
}

/** An order the API answered (paid, cancelled) in place of the one the customer's list holds. */
export const replaceListedOrder = (queryClient: QueryClient, order: Order) =>
  queryClient.setQueryData<InfiniteData<MyOrdersPage, string | null>>(ordersKey(order.email), (list) =>
    list
      ? {
          ...list,
          pages: list.pages.map((page) => ({
            ...page,
            orders: page.orders.map((listed) => (listed._id === order._id ? order : listed)),
          })),
        }
      : list,
  );

/**
 * The signed-in customer's orders, newest first, a page at a time (decision 070): the answer is
 * the page's list, and its Next-Cursor header, when there is one, asks for the next. Not asked
 * for before the e-mail is verified: the API would refuse.
 */
export function useMyOrders() {
  const auth = useAuth();
  const email = auth.user?.email ?? '';
  return useInfiniteQuery({
    queryKey: ordersKey(email),
    enabled: Boolean(email) && auth.user?.emailVerified === true,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      asCustomer(auth, async (token): Promise<MyOrdersPage> => {
        let nextCursor: string | null = null;
        const orders = await call(routes.listMyOrders, {
          params: { email },
          query: { cursor: pageParam ?? undefined },
          token,
          signal,
          onHeaders: (headers) => {
            nextCursor = headers.get(NEXT_CURSOR_HEADER);
          },
        });
        return { orders, nextCursor };
      }),
    getNextPageParam: (page) => page.nextCursor,
    select: (list) => list.pages.flatMap((page) => page.orders),
  });
}

export interface PlaceOrderInput {
  details: CheckoutValues;
  products: Array<{ productId: string; quantity: number }>;
  paymentMethod: PaymentMethod;
  /** The quote's total for that method: the server refuses any other. */
  totalPrice: number;
  /** One per checkout attempt, so a retried or doubled request cannot order twice. */
  idempotencyKey: string;
  /** A coupon the quote gave a discount for; the total is then after it. */
  couponCode?: string;
}

export function usePlaceOrder() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    // A refusal as unverified wrote nothing, so the one retry may carry the same Idempotency-Key.
    mutationFn: ({ details, products, paymentMethod, totalPrice, idempotencyKey, couponCode }: PlaceOrderInput) =>
      asCustomer(auth, (token) =>
        call(routes.placeOrder, {
          token,
          headers: { 'Idempotency-Key': idempotencyKey },
          body: { ...details, products, paymentMethod, totalPrice, ...(couponCode ? { couponCode } : {}) },
        }),
      ),
    // An order takes copies off the shelf and moves the top sellers: every cached catalog answer is stale.
    onSuccess: (order) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKey(order.email) }),
        queryClient.invalidateQueries({ queryKey: CATALOG_KEY }),
      ]),
    // 409: a book has fewer copies than the cart asks for. Fresh stock lets the cart's + stop there.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: CATALOG_KEY });
    },
  });
}
