/**
 * Orders on one instance that share a book take turns on it before their transactions start
 * (issue 37 §1). Firestore would serialize them anyway, on the book's stock, but by locks and
 * aborted attempts: on the emulator 100 orders of five overlapping books ran into its lock
 * timeout, and in production each aborted attempt is a retry after a back-off. Waiting here
 * costs nothing of that: orders on other books go on in parallel, and the transaction, which
 * alone guarantees the stock, runs as before. An order joins the line of all its books at once
 * and then waits only for orders that joined before it, and before it holds any Firestore lock,
 * so no two orders can wait on each other here or in the database.
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
