import { lineTotal } from '../money/money';

/** Cart limits shared by the cart screen and the order API. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 5;
/** A generous bound on distinct books in one order; keeps one order inside one transaction. */
export const MAX_ORDER_LINES = 50;

export interface CartLine {
  _id: string;
  title: string;
  coverImage: string;
  newPrice: number;
  quantity: number;
}

export type AddResult = { cart: CartLine[]; added: boolean };

/** Adds a book with quantity 1; a book already in the cart is not added again. */
export function addToCart(cart: CartLine[], book: Omit<CartLine, 'quantity'>): AddResult {
  if (cart.some((line) => line._id === book._id)) return { cart, added: false };
  const { _id, title, coverImage, newPrice } = book;
  return { cart: [...cart, { _id, title, coverImage, newPrice, quantity: MIN_QUANTITY }], added: true };
}

/**
 * `stock` is the book's current stock when known: + stops at the lower of 5 and the stock.
 * (Without it, only the cart limit applies; the order API checks stock either way.)
 */
export function canIncrement(line: CartLine, stock?: number): boolean {
  return line.quantity < quantityLimit(stock);
}

/** How many copies one cart line may hold: the cart limit, or fewer if fewer are left. */
export function quantityLimit(stock?: number): number {
  return stock === undefined ? MAX_QUANTITY : Math.max(0, Math.min(MAX_QUANTITY, Math.floor(stock)));
}

export function canDecrement(line: CartLine): boolean {
  return line.quantity > MIN_QUANTITY;
}

export function changeQuantity(cart: CartLine[], id: string, delta: 1 | -1, stock?: number): CartLine[] {
  return cart.map((line) => {
    if (line._id !== id) return line;
    if (delta === 1 && !canIncrement(line, stock)) return line;
    if (delta === -1 && !canDecrement(line)) return line;
    return { ...line, quantity: line.quantity + delta };
  });
}

export function removeFromCart(cart: CartLine[], id: string): CartLine[] {
  return cart.filter((line) => line._id !== id);
}

export function cartCount(cart: CartLine[]): number {
  return cart.length;
}

export function cartSubtotal(cart: CartLine[]): number {
  return lineTotal(cart.map((line) => ({ price: line.newPrice, quantity: line.quantity })));
}

/**
 * Reads a stored cart defensively: anything that is not a well-formed list of lines
 * (hand-edited storage, an older format) yields an empty cart instead of a crash.
 */
export function parseStoredCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const seen = new Set<string>();
    const lines: CartLine[] = [];
    for (const item of value) {
      if (!isCartLine(item) || seen.has(item._id)) continue;
      seen.add(item._id);
      lines.push(item);
    }
    return lines;
  } catch {
    return [];
  }
}

function isCartLine(item: unknown): item is CartLine {
  if (typeof item !== 'object' || item === null) return false;
  const line = item as Record<string, unknown>;
  return (
    typeof line._id === 'string' &&
    typeof line.title === 'string' &&
    typeof line.coverImage === 'string' &&
    typeof line.newPrice === 'number' &&
    Number.isFinite(line.newPrice) &&
    Number.isInteger(line.quantity) &&
    (line.quantity as number) >= MIN_QUANTITY &&
    (line.quantity as number) <= MAX_QUANTITY
  );
}
