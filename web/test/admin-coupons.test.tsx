import type { Coupon } from '@bookstore/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@web/features/admin/api/session';
import { json, mockApi, OWNER_LOGIN, ownerOverviewApi, renderApp, sentBody } from './render-app';

// The owner's Coupons page: the codes with their uses and the discount given, a new
// code through the shared schema, and pause.

const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  code: 'DIWALI10',
  kind: 'percent',
  value: 10,
  maxDiscount: 200,
  minSubtotal: 500,
  validFrom: null,
  validUntil: '2026-11-30',
  totalUses: 50,
  usesPerPerson: 1,
  firstOrderOnly: false,
  genres: null,
  paused: false,
  uses: 12,
  discountGiven: 1234.5,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

function openCoupons() {
  let listed = [coupon()];
  const calls = mockApi({
    '/api/admin/coupons': (url, init) => {
      if (init?.method === 'POST') {
        const made = coupon({ ...(sentBody({ init }) as Partial<Coupon>), uses: 0, discountGiven: 0 });
        listed = [made, ...listed];
        return json(made, 201);
      }
      if (init?.method === 'PATCH') {
        const { paused } = sentBody({ init }) as { paused: boolean };
        listed = listed.map((c) => (url.endsWith(c.code) ? { ...c, paused } : c));
        return { message: 'ok', coupon: listed.find((c) => url.endsWith(c.code))! };
      }
      return { coupons: listed };
    },
    ...ownerOverviewApi(),
  });
  saveSession(OWNER_LOGIN);
  renderApp('/dashboard/coupons');
  return calls;
}

describe('the owner’s Coupons page', () => {
  it('lists the codes with their uses and the discount given, and pauses one', async () => {
    const calls = openCoupons();
    const table = await screen.findByRole('table', { name: 'Coupon codes' });
    expect(within(table).getByTestId('uses-DIWALI10')).toHaveTextContent('12 of 50');
    expect(within(table).getByText('₹1,234.50')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Pause' }));
    expect(await within(table).findByText('paused')).toBeInTheDocument();
    const patch = calls.find((call) => call.init?.method === 'PATCH')!;
    expect(patch.url).toBe('/api/admin/coupons/DIWALI10');
    expect(sentBody(patch)).toEqual({ paused: true });
  });

  it('creates a code through the shared schema: odd codes refused in the form, nulls for the empty limits', async () => {
    const calls = openCoupons();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Coupon codes' });
    const code = screen.getByLabelText('Code (4 to 20 letters and digits)');
    await user.type(code, '<script>');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('A coupon code is 4 to 20 letters and digits.')).toBeInTheDocument();
    expect(calls.filter((call) => call.init?.method === 'POST')).toEqual([]);

    await user.clear(code);
    await user.type(code, 'bookfair');
    await user.selectOptions(screen.getByLabelText('Kind'), 'fixed');
    await user.type(screen.getByLabelText('Amount (₹)'), '150');
    await user.click(screen.getByLabelText('First order only'));
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('The code BOOKFAIR is ready.')).toBeInTheDocument();
    const sent = sentBody(calls.find((call) => call.init?.method === 'POST')!);
    expect(sent).toEqual({
      code: 'BOOKFAIR',
      kind: 'fixed',
      value: 150,
      maxDiscount: null,
      minSubtotal: null,
      validFrom: null,
      validUntil: null,
      totalUses: null,
      usesPerPerson: null,
      firstOrderOnly: true,
      genres: null,
    });
    await waitFor(() => expect(screen.getByTestId('uses-BOOKFAIR')).toHaveTextContent('0'));
  });
});
