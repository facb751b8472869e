/**
 * The search's order: the ISBN asked for, then an exact title, then books with
 * every query word in the title, then in the author, then the rest. Within a tier, copies
 * sold, then newest, then the id, so the order is total and pages never overlap.
 */
export const Tier = { Isbn: 0, ExactTitle: 1, Title: 2, Author: 3, Other: 4 } as const;
export type Tier = (typeof Tier)[keyof typeof Tier];

export interface Ranked {
  tier: Tier;
  id: string;
  sold: number;
  createdMs: number;
}

export function byRank(a: Ranked, b: Ranked): number {
  return a.tier - b.tier || b.sold - a.sold || b.createdMs - a.createdMs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
