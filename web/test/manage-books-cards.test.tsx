import { MAX_STOCK, type Book } from '@bookstore/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@web/features/admin/api/session';
import {
  adminBooksApi,
  adminStats,
  json,
  makeBook,
  mockApi,
  OWNER_LOGIN,
  ownerOverviewApi,
  renderApp,
  sentBody,
} from './render-app';
import { stubScreenWidth } from './support/screen-width';

// Manage Books under 640 px is a list of cards, the stock changed by − / + and a
// number field and saved as Edit Book saves it.

/** The fields Edit Book sends (bookFormSchema's), and the stock it was loaded with. */
const FORM_FIELDS = [
  'ISBN',
  'author',
  'category',
  'coverImage',
  'description',
  'expectedStock',
  'newPrice',
  'oldPrice',
  'stock',
  'title',
  'trending',
];

/**
 * The owner's API over a shelf that keeps what is saved, with the server's stock rule: an
 * `expectedStock` other than the stock it has is refused (409). `hold` keeps the edits' answers
 * back until the test lets them go.
 */
function mockShelf(books: Book[], waiting: Array<{ bookId: string; waiting: number }> = []) {
  const shelf = new Map(books.map((book) => [book._id, book]));
  const held: Array<() => void> = [];
  const control = { hold: false, failWith: null as Response | null };
  const calls = mockApi({
    ...ownerOverviewApi(adminStats()),
    '/api/admin/stock-alerts': () => ({ waitingByBook: waiting, reorder: [] }),
    '/api/admin/books': adminBooksApi(() => [...shelf.values()]),
    '/api/books/edit/': async (url, init) => {
      if (control.hold) await new Promise<void>((resolve) => held.push(resolve));
      if (control.failWith) return control.failWith;
      const book = shelf.get(url.split('/').at(-1)!)!;
      const { expectedStock, ...fields } = sentBody({ init });
      if (expectedStock !== book.stock)
        return json(
          {
            message: `The stock of '${book.title}' changed to ${book.stock} while you were editing. Check it and save again.`,
          },
          409,
        );
      const saved = { ...book, ...fields, updatedAt: '2026-01-02T00:00:00.000Z' };
      shelf.set(book._id, saved);
      return { message: 'Book updated.', book: saved };
    },
  });
  const edits = () => calls.filter((call) => call.url.startsWith('/api/books/edit/')).map((call) => sentBody(call));
  const release = () => held.splice(0).forEach((resolve) => resolve());
  return { shelf, edits, control, release };
}

/** A book the form accepts as it is (render-app's makeBook has a made-up ISBN, which the form would refuse). */
const shelfBook = (id: string, overrides: Partial<Book>) => makeBook(id, { ISBN: '9780306406157', ...overrides });

function openAt(px: number, books: Book[], waiting: Array<{ bookId: string; waiting: number }> = []) {
  stubScreenWidth(px);
  saveSession(OWNER_LOGIN);
  const api = mockShelf(books, waiting);
  renderApp('/dashboard/manage-books');
  return { ...api, user: userEvent.setup() };
}

const card = async (title: string) => within(await screen.findByRole('listitem', { name: title }));
const stockField = (title: string) => screen.getByRole('spinbutton', { name: `Stock of ${title}` });
const more = (title: string) => screen.getByRole('button', { name: `One copy more of ${title}` });
const fewer = (title: string) => screen.getByRole('button', { name: `One copy fewer of ${title}` });

describe('Manage Books on a phone', () => {
  it('shows each book as a card: cover, title, author, price, stock, waiting count, Edit and Delete; no table', async () => {
    openAt(
      390,
      [shelfBook('b1', { title: 'The Salt Road', author: 'Anita Rao', newPrice: 349.5, stock: 4 })],
      [{ bookId: 'b1', waiting: 3 }],
    );
    const salt = await card('The Salt Road');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('book-card')).toHaveLength(1);
    expect(salt.getByRole('presentation')).toHaveAttribute('src', '/covers/b1.svg');
    expect(salt.getByText('Anita Rao')).toBeInTheDocument();
    expect(salt.getByText('₹349.50')).toBeInTheDocument();
    expect(stockField('The Salt Road')).toHaveValue(4);
    await waitFor(() => expect(salt.getByTestId('book-waiting')).toHaveTextContent('3'));
    expect(salt.getByRole('link', { name: 'Edit The Salt Road' })).toHaveAttribute('href', '/dashboard/edit-book/b1');
    expect(salt.getByRole('button', { name: 'Delete The Salt Road' })).toBeInTheDocument();
  });

  it('from 640 px keeps the table, with no cards', async () => {
    openAt(640, [shelfBook('b1', { title: 'The Salt Road' })]);
    expect(await screen.findAllByTestId('book-row')).toHaveLength(1);
    expect(screen.queryByTestId('book-card')).not.toBeInTheDocument();
  });

  it('+ saves the whole book as Edit Book does, with the stock it had as expectedStock', async () => {
    const book = shelfBook('b1', { title: 'The Salt Road', stock: 10 });
    const { user, edits, shelf } = openAt(390, [book]);
    await card('The Salt Road');
    await user.click(more('The Salt Road'));
    await waitFor(() => expect(shelf.get('b1')!.stock).toBe(11));
    expect(edits()).toHaveLength(1);
    const [body] = edits();
    expect(Object.keys(body).sort()).toEqual(FORM_FIELDS);
    expect(body).toMatchObject({
      ISBN: book.ISBN,
      title: book.title,
      newPrice: book.newPrice,
      stock: 11,
      expectedStock: 10,
    });
    expect(stockField('The Salt Road')).toHaveValue(11);
  });

  it('quick taps while a save is on its way lose nothing: the latest stock is sent once the save answers', async () => {
    const { user, edits, shelf, control, release } = openAt(390, [
      shelfBook('b1', { title: 'The Salt Road', stock: 10 }),
    ]);
    await card('The Salt Road');
    control.hold = true;
    await user.click(more('The Salt Road'));
    await user.click(more('The Salt Road'));
    await user.click(more('The Salt Road'));
    await user.click(fewer('The Salt Road'));
    expect(stockField('The Salt Road')).toHaveValue(12);
    expect(edits().map(({ stock, expectedStock }) => [stock, expectedStock])).toEqual([[11, 10]]);
    control.hold = false;
    release();
    await waitFor(() => expect(shelf.get('b1')!.stock).toBe(12));
    expect(edits().map(({ stock, expectedStock }) => [stock, expectedStock])).toEqual([
      [11, 10],
      [12, 11],
    ]);
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(stockField('The Salt Road')).toHaveValue(12);
  });

  it('− stops at 0 and + at the schema’s maximum', async () => {
    const { user, edits } = openAt(390, [
      shelfBook('b1', { title: 'Empty Shelf', stock: 1 }),
      shelfBook('b2', { title: 'Full Shelf', stock: MAX_STOCK }),
    ]);
    await card('Empty Shelf');
    await user.click(fewer('Empty Shelf'));
    await waitFor(() => expect(stockField('Empty Shelf')).toHaveValue(0));
    await waitFor(() => expect(fewer('Empty Shelf')).toBeDisabled());
    expect(more('Full Shelf')).toBeDisabled();
    expect(fewer('Full Shelf')).toBeEnabled();
    expect(edits().map(({ stock }) => stock)).toEqual([0]);
  });

  it('a typed stock is saved on Enter; one the schema refuses is not sent, says why and is put back', async () => {
    const { user, edits, shelf } = openAt(390, [shelfBook('b1', { title: 'The Salt Road', stock: 10 })]);
    const salt = await card('The Salt Road');
    const field = stockField('The Salt Road');
    for (const [typed, message] of [
      [String(MAX_STOCK + 1), `Stock must be at most ${MAX_STOCK}.`],
      ['-3', 'Stock must not be negative.'],
      ['2.5', 'Stock must be a whole number.'],
      ['', 'Stock is required.'],
    ]) {
      await user.clear(field);
      if (typed) await user.type(field, typed);
      await user.keyboard('{Enter}');
      expect(await salt.findByRole('alert')).toHaveTextContent(message!);
      expect(field).toHaveValue(10);
    }
    expect(edits()).toEqual([]);
    await user.clear(field);
    await user.type(field, '25{Enter}');
    await waitFor(() => expect(shelf.get('b1')!.stock).toBe(25));
    expect(salt.queryByRole('alert')).not.toBeInTheDocument();
    expect(edits().map(({ stock, expectedStock }) => [stock, expectedStock])).toEqual([[25, 10]]);
  });

  it('a book the form would refuse (no author) is not sent: the form’s message says what to fill in', async () => {
    const { user, edits } = openAt(390, [shelfBook('b1', { title: 'Anonymous', author: undefined, stock: 2 })]);
    const anonymous = await card('Anonymous');
    await user.click(more('Anonymous'));
    expect(await anonymous.findByRole('alert')).toHaveTextContent('Author is required.');
    expect(stockField('Anonymous')).toHaveValue(2);
    expect(edits()).toEqual([]);
  });

  it('a failed save shows the server’s message and puts the number back', async () => {
    const { user, control } = openAt(390, [shelfBook('b1', { title: 'The Salt Road', stock: 10 })]);
    const salt = await card('The Salt Road');
    control.failWith = json({ message: 'The store is being updated: try again in a minute.' }, 503);
    await user.click(more('The Salt Road'));
    expect(await salt.findByRole('alert')).toHaveTextContent('The store is being updated: try again in a minute.');
    expect(stockField('The Salt Road')).toHaveValue(10);
  });

  it('a stock that moved meanwhile (409): the server’s message, then the stock the server has', async () => {
    const { user, shelf, edits } = openAt(390, [shelfBook('b1', { title: 'The Salt Road', stock: 10 })]);
    const salt = await card('The Salt Road');
    // An order takes three copies after the page loaded.
    shelf.set('b1', { ...shelf.get('b1')!, stock: 7 });
    await user.click(more('The Salt Road'));
    expect(await salt.findByRole('alert')).toHaveTextContent(
      "The stock of 'The Salt Road' changed to 7 while you were editing. Check it and save again.",
    );
    await waitFor(() => expect(stockField('The Salt Road')).toHaveValue(7));
    expect(shelf.get('b1')!.stock).toBe(7);
    expect(edits().map(({ stock, expectedStock }) => [stock, expectedStock])).toEqual([[11, 10]]);
  });
});
