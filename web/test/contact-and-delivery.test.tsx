import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  deliveryQuote,
  makeBook,
  mockApi,
  queryOf,
  renderApp,
  storeDetails,
  bookDetail,
  NO_REVIEWS,
} from './render-app';

describe('/contact', () => {
  it('shows the shop, its customer care, the grievance officer and the GSTIN from the settings', async () => {
    mockApi({ '/api/store': () => storeDetails(), '/api/books': () => [] });
    renderApp('/contact');
    expect(await screen.findByRole('heading', { name: 'Pustak Ghar' })).toBeInTheDocument();
    const value = (term: string, section: string) =>
      within(screen.getByRole('region', { name: section })).getByText(term, { selector: 'dt' })
        .nextElementSibling as HTMLElement;
    expect(value('Legal name', 'Pustak Ghar')).toHaveTextContent('Pustak Ghar Books LLP');
    expect(value('Address', 'Pustak Ghar')).toHaveTextContent('12 MG RoadPune 411001');
    expect(within(value('Customer-care e-mail', 'Pustak Ghar')).getByRole('link')).toHaveAttribute(
      'href',
      'mailto:care@pustak.example',
    );
    expect(within(value('Customer-care phone', 'Pustak Ghar')).getByRole('link')).toHaveAttribute(
      'href',
      'tel:+912040001234',
    );
    expect(value('GSTIN', 'Pustak Ghar')).toHaveTextContent('27AAPFU0939F1ZV');
    expect(value('Name', 'Grievance officer')).toHaveTextContent('Asha Rao');
    expect(value('E-mail', 'Grievance officer')).toHaveTextContent('grievance@pustak.example');
    expect(value('Phone', 'Grievance officer')).toHaveTextContent('+91 20 4000 9999');
  });

  it('leads the old /info/contact address there', async () => {
    mockApi({ '/api/store': () => storeDetails(), '/api/books': () => [] });
    const { router } = renderApp('/info/contact');
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(await screen.findByRole('heading', { name: 'Grievance officer' })).toBeInTheDocument();
  });
});

describe('the book page’s Check delivery box', () => {
  const book = makeBook('a', { newPrice: 349.5 });

  it('asks for the book’s price with COD and says the charge and whether COD is offered', async () => {
    const calls = mockApi({
      '/api/books/a/reviews': () => NO_REVIEWS,
      '/api/books/a': () => bookDetail(book),
      '/api/shipping/quote': (url) =>
        queryOf(url).get('pin') === '110001'
          ? deliveryQuote({ shippingCharge: 40, codFee: 20, total: 409.5 })
          : deliveryQuote({
              shippingCharge: 80,
              codAvailable: false,
              codUnavailableReason: 'Cash on delivery is not offered at this PIN code.',
              total: 429.5,
            }),
    });
    const user = userEvent.setup();
    renderApp('/books/a');
    const pin = await screen.findByLabelText('PIN code');
    await user.type(pin, '110001');
    const answer = await screen.findByTestId('delivery-answer');
    expect(answer).toHaveTextContent('We deliver to 110001.');
    expect(answer).toHaveTextContent('Shipping for this book: ₹40.00');
    expect(answer).toHaveTextContent('Cash on delivery is offered (fee ₹20.00).');
    const quote = calls.find((call) => call.url.startsWith('/api/shipping/quote'))!;
    expect(queryOf(quote.url).toString()).toBe('pin=110001&subtotal=349.50&payment=cod');

    await user.clear(pin);
    await user.type(pin, '799001');
    await waitFor(() =>
      expect(screen.getByTestId('delivery-answer')).toHaveTextContent(
        'Cash on delivery is not offered at this PIN code.',
      ),
    );
    expect(screen.getByTestId('delivery-answer')).toHaveTextContent('Shipping for this book: ₹80.00');
  });

  it('says where the shop does not deliver, and asks nothing for a PIN code that is not one', async () => {
    const calls = mockApi({
      '/api/books/a/reviews': () => NO_REVIEWS,
      '/api/books/a': () => bookDetail(book),
      '/api/shipping/quote': () =>
        deliveryQuote({
          deliverable: false,
          codAvailable: false,
          codUnavailableReason: 'We do not deliver to this PIN code.',
          total: 349.5,
        }),
    });
    const user = userEvent.setup();
    renderApp('/books/a');
    const pin = await screen.findByLabelText('PIN code');
    await user.type(pin, '012345');
    expect(await screen.findByText('A PIN code is 6 digits and does not start with 0.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls.filter((call) => call.url.startsWith('/api/shipping'))).toEqual([]);
    await user.clear(pin);
    await user.type(pin, '999999');
    expect(await screen.findByText('We do not deliver to this PIN code yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('delivery-answer')).not.toBeInTheDocument();
  });
});
