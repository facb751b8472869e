import { FieldValue } from 'firebase-admin/firestore';
import { randomInt } from 'node:crypto';
import { collections } from '../../functions/src/db/collections';

/**
 * Runs `during` while the stock of a random book among `ids` is written every 50 ms: each
 * instance's catalog listener then receives a change every 50 ms, as in a busy shop.
 */
export async function whileBooksChange<T>(ids: readonly string[], during: () => Promise<T>): Promise<T> {
  let changing = true;
  let writes = 0;
  const writer = (async () => {
    while (changing) {
      await collections
        .books()
        .doc(ids[randomInt(ids.length)]!)
        // updatedAt as the API writes it: the index's catch-up after an idle spell goes by it.
        .update({ stock: 20 + randomInt(30), updatedAt: FieldValue.serverTimestamp() });
      writes++;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    return await during();
  } finally {
    changing = false;
    await writer;
    console.log(`  (${writes} stock changes while measuring)`);
  }
}
