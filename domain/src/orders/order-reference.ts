/**
 * How a person names an order: its number, "#1042", read out over the phone and
 * printed in e-mails and lists. Orders placed before numbers existed are named by their id.
 * URLs and the API keep the id.
 */
export function orderReference(order: { _id: string; number?: number | undefined }): string {
  return order.number === undefined ? order._id : `#${order.number}`;
}

/** "#1042", "1042" typed into the owner's search: the number it names, else undefined. */
export function parseOrderNumber(typed: string): number | undefined {
  const match = /^#?\s*([1-9][0-9]{0,9})$/.exec(typed.trim());
  return match ? Number(match[1]) : undefined;
}
