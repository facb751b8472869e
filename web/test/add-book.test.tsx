import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_SOURCE_BYTES, UNREADABLE_IMAGE } from '@web/features/admin/catalog/components/cover-image';
import { saveSession } from '@web/features/admin/api/session';
import {
  adminBooksApi,
  adminStats,
  bookAfterWrite,
  COVER_URL,
  held,
  json,
  makeBook,
  mockApi,
  OWNER_LOGIN,
  ownerOverviewApi,
  renderApp,
  sentBody,
  typeInto,
} from './render-app';

// happy-dom has no image decoding: the chosen file goes up as it is, unless a test turns the
// real resize on (with a stand-in decoder).
const resize = vi.hoisted(() => ({ real: false }));
vi.mock('../src/features/admin/catalog/components/cover-image', async (original) => {
  const actual = await original<typeof import('@web/features/admin/catalog/components/cover-image')>();
  return { ...actual, resizeCover: async (file: Blob) => (resize.real ? actual.resizeCover(file) : file) };
});
afterEach(() => {
  resize.real = false;
});

const STATS = adminStats();

/** POST /api/books/create-book's answer: the book as stored, from what the form sent. */
const createdAnswer = (init?: RequestInit) =>
  json({ message: 'Book created successfully.', book: bookAfterWrite(makeBook('new'), init) }, 201);

async function fillBook(user: ReturnType<typeof userEvent.setup>) {
  await typeInto(user, {
    'Book Number': '978-0-306-40615-7',
    Title: 'The Salt Road',
    Description: 'A long walk along the coast.',
    Author: 'Asha Rao',
  });
  await user.selectOptions(screen.getByLabelText('Category'), 'Fiction');
  await typeInto(user, { 'Old Price (₹)': '300', 'New Price (₹)': '250', Stock: '5' });
}

describe('Add New Book', () => {
  it("reads 'Adding..' while the create request is in flight", async () => {
    saveSession(OWNER_LOGIN);
    const answer = held();
    mockApi({
      '/api/books/create-book': (_url, init) => answer.promise.then(() => createdAnswer(init)),
      '/api/admin/books': adminBooksApi(() => []),
      ...ownerOverviewApi(STATS),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/add-new-book');
    await screen.findByRole('button', { name: 'Add Book' });
    await fillBook(user);
    await user.type(screen.getByLabelText('or enter an image URL'), '/covers/salt-road.webp');
    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    const busy = await screen.findByRole('button', { name: 'Adding..' });
    expect(busy).toBeDisabled();
    answer.release();
    expect(await screen.findByText('Book added')).toBeInTheDocument();
  });

  it("after 'Book added' the form is empty, the file is cleared, and closing the popup opens Manage Books", async () => {
    saveSession(OWNER_LOGIN);
    const calls = mockApi({
      '/api/admin/covers': () => json({ url: COVER_URL }, 201),
      '/api/books/create-book': (_url, init) => createdAnswer(init),
      '/api/admin/books': adminBooksApi(() => []),
      ...ownerOverviewApi(STATS),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/add-new-book');
    await screen.findByRole('button', { name: 'Add Book' });
    await fillBook(user);
    const picker = screen.getByLabelText<HTMLInputElement>('Upload an image');
    await user.upload(picker, new File(['png'], 'cover.png', { type: 'image/png' }));
    expect(screen.getByText('Selected: cover.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Book' }));

    expect(await screen.findByText('Book added')).toBeInTheDocument();
    const created = sentBody(calls.find((call) => call.url === '/api/books/create-book')!);
    expect(created).toMatchObject({
      title: 'The Salt Road',
      category: 'fiction',
      coverImage: COVER_URL,
      oldPrice: 300,
      newPrice: 250,
      stock: 5,
    });
    // The page under the popup (hidden from the accessibility tree while it is open).
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
    for (const label of ['Book Number', 'Description', 'Author', 'Category', 'or enter an image URL'])
      expect(screen.getByLabelText(label)).toHaveValue('');
    for (const label of ['Old Price (₹)', 'New Price (₹)', 'Stock'])
      expect(screen.getByLabelText(label)).toHaveValue(null);
    expect(picker.value).toBe('');
    expect(screen.queryByText('Selected: cover.png')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/add-new-book');

    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/manage-books'));
  });
});

describe('Add New Book refusals', () => {
  /** The add form, filled in but for the cover, with every call it makes recorded. */
  async function openFilledForm(
    createBook: (url: string, init?: RequestInit) => unknown = (_url, init) => createdAnswer(init),
  ) {
    saveSession(OWNER_LOGIN);
    const calls = mockApi({
      '/api/admin/covers': () => json({ url: COVER_URL }, 201),
      '/api/books/create-book': createBook,
      '/api/admin/books': adminBooksApi(() => []),
      ...ownerOverviewApi(STATS),
    });
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/dashboard/add-new-book');
    await screen.findByRole('button', { name: 'Add Book' });
    await fillBook(user);
    const sent = () => calls.filter((call) => call.init?.method === 'POST').map((call) => call.url);
    return { user, sent, picker: screen.getByLabelText<HTMLInputElement>('Upload an image') };
  }

  it('a non-image file and a too-large image get a clear message, and nothing is uploaded', async () => {
    const { user, sent, picker } = await openFilledForm();
    await user.upload(picker, new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).')).toBeInTheDocument();
    expect(picker.value).toBe('');
    expect(screen.queryByText(/^Selected:/)).not.toBeInTheDocument();

    const huge = new File(['png'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: MAX_SOURCE_BYTES + 1 });
    await user.upload(picker, huge);
    expect(await screen.findByText('The image is too large (10.0 MB). Choose one under 10 MB.')).toBeInTheDocument();
    expect(picker.value).toBe('');
    expect(screen.queryByText(/^Selected:/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    expect(await screen.findByText('Cover image is required.')).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('an image the browser cannot read says so, and nothing is uploaded', async () => {
    resize.real = true;
    vi.spyOn(globalThis, 'createImageBitmap').mockRejectedValue(
      new DOMException('The source image could not be decoded.', 'InvalidStateError'),
    );
    const { user, sent, picker } = await openFilledForm();
    await user.upload(picker, new File(['not a png'], 'broken.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    expect(await screen.findByText(UNREADABLE_IMAGE)).toBeInTheDocument();
    expect(screen.queryByText(/could not be decoded/)).not.toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it("a refused create shows 'The book could not be added' with the server's message, and keeps the form", async () => {
    // The API refuses a create for its input alone (400, each field named; say the deployed
    // API's rules are newer than this page's): it has no conflict (409) to answer, since a
    // second book with the same ISBN is a book like any other.
    const message = 'Cover image must be an https web address or an uploaded image.';
    const { user, sent } = await openFilledForm(() => json({ message, errors: { coverImage: message } }, 400));
    await user.type(screen.getByLabelText('or enter an image URL'), '/covers/salt-road.webp');
    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    expect(await screen.findByText('The book could not be added')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(sent()).toEqual(['/api/books/create-book']);
    expect(screen.queryByText('Book added')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('The Salt Road');
  });
});
