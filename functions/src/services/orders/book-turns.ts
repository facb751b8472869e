/**
 * Orders on one instance that share a book take turns on it before their transactions start.
 * Each order's write to a book is conditioned on the book being unchanged since
 * it was read (db/contended-transaction.ts), so of two orders racing for one book, one commits
 * and the other reads again and re-runs: correct, but wasted work, and in a rush on a shop's
 * favourites a lot of it. Waiting here costs nothing of that: orders on other books go on in
 * parallel, and the condition still guards the stock across instances. An order joins the line
 * of all its books at once and then waits only for orders that joined before it, holding no
 * Firestore lock meanwhile, so no two orders can wait on each other.
 */
const lastTurn = new Map<string, Promise<void>>();

export async function inTurnFor<T>(bookIds: string[], work: () => Promise<T>): Promise<T> {
  const ids = [...new Set(bookIds)];
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  const before = ids.flatMap((id) => lastTurn.get(id) ?? []);
  for (const id of ids) lastTurn.set(id, mine);
  try {
    await Promise.all(before);
    return await work();
  } finally {
    release();
    // The last in line leaves no entry behind: the map holds only books with orders in flight.
    for (const id of ids) if (lastTurn.get(id) === mine) lastTurn.delete(id);
  }
}
