// A flash sale, driven from outside, as a shop's first flash sale would meet the store: against
// a store started with `npm start` as it is (no worker ended, none warmed), 3,000 books, 200
// verified customers, then 200 book pages at once and 200 orders for 200 different books at 20
// connections, through Hosting. Prints what answered and how fast. Local only.
//
//   npm start            (in one terminal)
//   npm run abuse:flash-sale [-- --books 3000 --orders 200 --connections 20]
import { parseArgs } from 'node:util';
import { useFirestoreOf } from './lib/admin-sdk';
import { runMain } from './lib/setup-error';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      books: { type: 'string', default: '3000' },
      orders: { type: 'string', default: '200' },
      connections: { type: 'string', default: '20' },
    },
  });
  await useFirestoreOf(undefined, 'Running a flash sale on');
  // Imported once the emulators' addresses are set: the tests' support opens Firestore at import.
  const { flashSaleFromOutside } = await import('./abuse/flash-sale');
  await flashSaleFromOutside(Number(values.books), Number(values.orders), Number(values.connections));
}

void runMain(main);
