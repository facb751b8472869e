// `npm run migrate [-- --project <id>]`: the one-off data migrations an older deployed store
// needs, in order. Each is safe to run twice and while shoppers order: a second run
// changes nothing. Without --project it migrates the running local emulator (`npm start`);
// with --project, that real Firebase project through your Application Default Credentials.
import { parseArgs } from 'node:util';
import { categoryLabel } from '@bookstore/domain';
import { backfillCustomerAverages } from '../functions/src/migrations/customer-averages';
import { genreRows, migrateGenres } from '../functions/src/migrations/genres';
import { moveSettlementsOffOrders } from '../functions/src/migrations/order-settlements';
import { moveOwnerNamesToAudit } from '../functions/src/migrations/owner-names';
import { carryCodSwitchesToPersons } from '../functions/src/migrations/person-cod-switches';
import { fileOrdersUnderPersons } from '../functions/src/migrations/person-holds';
import { carryRtoCountsToPersons } from '../functions/src/migrations/person-rto-counts';
import { reportRefundsOverPaid } from '../functions/src/migrations/refunds-over-paid';
import { rebuildSalesFromBills } from '../functions/src/migrations/sales-from-bills';
import { useFirestoreOf } from './lib/admin-sdk';
import { runMain } from './lib/setup-error';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { project: { type: 'string' } } });
  await useFirestoreOf(values.project, 'Migrating');

  console.log('• Genres: every book onto the 22 genres of the specification (decision 031)…');
  const genres = await migrateGenres();
  // One row per stored value, before and after: the earlier ids fall to 0, the genres fill up.
  const rows = genreRows({ ...genres.before, ...genres.after }).map(([value]) => ({
    category: categoryLabel(value) === value ? JSON.stringify(value) : `${categoryLabel(value)} (${value})`,
    before: genres.before[value] ?? 0,
    after: genres.after[value] ?? 0,
  }));
  console.table(rows);
  console.log(`✔ ${genres.moved} book(s) moved to their genre.`);
  const unknown = Object.entries(genres.unknown);
  if (unknown.length > 0)
    console.log(
      `! Left alone, no genre matches: ${unknown.map(([value, count]) => `${JSON.stringify(value)} (${count})`).join(', ')}. ` +
        'Edit those books in Manage Books and choose a genre.',
    );

  console.log("• Users by average order: each customer's standing orders summed from their orders (decision 033)…");
  const averages = await backfillCustomerAverages();
  console.log(`✔ ${averages.customers} customer(s) summed.`);

  console.log(
    "• Orders: owner names in the customer's copy of the history move to the owner-only audit (decision 018)…",
  );
  const names = await moveOwnerNamesToAudit();
  console.log(`✔ ${names.moved} of ${names.orders} order(s) rewritten.`);

  console.log(
    '• Orders: each filed under its mailbox, and a phone it proved, for the order limits (decisions 035, 045)…',
  );
  const persons = await fileOrdersUnderPersons();
  console.log(`✔ ${persons.orders} order(s) filed, ${persons.open} of them open.`);

  console.log(
    "• Refused parcels: each account's count carried to its mailbox and proven phones, for the COD rule (decisions 045, 049)…",
  );
  const rto = await carryRtoCountsToPersons();
  console.log(`✔ ${rto.accounts} account(s) carried, ${rto.parcels} refused parcel(s) in all.`);

  console.log('• Sales figures: each bill and credit note in the month it was issued (decision 051)…');
  const sales = await rebuildSalesFromBills();
  console.log(
    `✔ ${sales.bills} bill(s), ${sales.creditNotes} credit note(s), ${sales.orders} order(s) placed; ` +
      (sales.rewritten ? 'the figures were rebuilt.' : 'the figures already followed them.'),
  );
  console.log(
    "• COD orders: the courier's settlement (cash pending, remittance, its history note) off the order the customer reads (decision 047)…",
  );
  const settlements = await moveSettlementsOffOrders();
  console.log(`✔ ${settlements.moved} order(s) moved, ${settlements.remitted} of them remitted.`);
  console.log("• COD off: each account's switch carried to its mailbox and proven phones (decision 049)…");
  const cod = await carryCodSwitchesToPersons();
  console.log(`✔ ${cod.accounts} account(s) carried, ${cod.keys} mailbox(es) and phone(s) switched off.`);
  console.log(
    '• Refunds: orders that owe back more than they were paid, a report that changes nothing (decision 077)…',
  );
  const overpaid = await reportRefundsOverPaid();
  if (overpaid.length > 0) {
    console.table(overpaid);
    console.log(
      `! ${overpaid.length} order(s) owe back more than they were paid. See docs/owner-guide.md, "Returns with a coupon", for what to do.`,
    );
  } else console.log('✔ No order owes back more than it was paid.');
  process.exit(0);
}

void runMain(main);
