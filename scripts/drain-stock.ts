// `npm run abuse:drain-stock`: runs the stock-draining attack (scripts/abuse/stock-drain.ts) against the store that
// `npm start` is serving (the local emulators only) and prints what it achieved. It places
// real orders in the local store; cancel them from the owner's Orders page (filter by the
// printed e-mail, "Cancel all open orders").
import { drainStock } from './abuse/stock-drain';
import { runMain } from './lib/setup-error';

async function main(): Promise<void> {
  const passesArg = process.argv.find((arg) => arg.startsWith('--passes='));
  const passes = passesArg ? Number(passesArg.split('=')[1]) : 3;
  console.log(
    `• One new account orders 5 copies of every book, ${passes} times over, each with a fresh Idempotency-Key…`,
  );
  const report = await drainStock({ passes });
  const statuses = (tally: Record<number, number>) =>
    Object.entries(tally)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
  console.log(`  account: ${report.email}`);
  console.log(`  before verifying the e-mail: ${statuses(report.unverified)}`);
  console.log(`  after verifying it: ${statuses(report.verified)} (${report.attempts} attempts)`);
  console.log(`  orders placed: ${report.ordersPlaced}`);
  console.log(`  books whose stock moved: ${report.stockMoved.length}; untouched: ${report.booksUntouched}`);
  for (const book of report.stockMoved) console.log(`    ${book.title}: ${book.before} → ${book.after}`);
  for (const refusal of report.firstRefusals) console.log(`  refused: ${refusal}`);
}

void runMain(main);
