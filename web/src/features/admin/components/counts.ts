import { STORE_LOCALE } from '@bookstore/domain';

const countFormat = new Intl.NumberFormat(STORE_LOCALE);

/** A count as the owner's screens write it: "20,000", grouped the store's way. */
export const formatCount = (n: number): string => countFormat.format(n);

/** "1 book", "20,000 books". */
export const countOf = (n: number, one: string, many: string): string => `${formatCount(n)} ${n === 1 ? one : many}`;
