import { describe, expect, it } from 'vitest';
import {
  checkoutPolicySummaries,
  DEFAULT_STORE_SETTINGS,
  defaultPolicyText,
  INVALID_UNICODE_MESSAGE,
  paymentSummary,
  POLICY_KINDS,
  policyText,
  publicStoreSettings,
  storeSettingsSchema,
  type StoreSettings,
} from '../src';

// The shop's policies in the settings, and the default texts written from them.

const SHOP: StoreSettings = {
  ...DEFAULT_STORE_SETTINGS,
  legalName: 'Pustak Ghar LLP',
  address: '12 MG Road, Pune 411001',
  supportEmail: 'care@pustak.example',
  grievanceOfficer: { name: 'Asha Rao', email: 'grievance@pustak.example', phone: '+91 98765 00000' },
  upi: { vpa: 'pustak@okbank', payeeName: 'Pustak Ghar', expiryHours: 12, merchant: false, merchantCode: '' },
  shipping: { flatCharge: 50, freeAbove: 999, prefixCharges: [] },
  cod: { fee: 25, minOrder: 100, maxOrder: 5000, excludedPins: ['7'], rtoLimit: 2 },
};
const withRefunds = (refunds: Partial<StoreSettings['refunds']>): StoreSettings => ({
  ...SHOP,
  refunds: { ...SHOP.refunds, ...refunds },
});
const text = (kind: (typeof POLICY_KINDS)[number], settings: StoreSettings = SHOP) =>
  defaultPolicyText(kind, publicStoreSettings(settings));

describe('the default policy texts', () => {
  it('returns: the window and the refund days from the settings; what a return refunds by keepChargesOnReturn', () => {
    const returns = text('returns', withRefunds({ returnWindowDays: 10, days: 5 }));
    expect(returns).toContain('You may return books within 10 days of delivery');
    expect(returns).toContain('"Request a return"');
    expect(returns).toContain('within 5 days');
    expect(returns).toContain('when you return the whole order, the shipping charge and the cash-on-delivery fee too');
    const kept = text('returns', withRefunds({ keepChargesOnReturn: true }));
    expect(kept).toContain('the shipping charge and the cash-on-delivery fee are not refunded');
    expect(text('returns', withRefunds({ returnWindowDays: 1 }))).toContain('within 1 day of delivery');
  });

  it('returns with a window of 0: no returns for a change of mind, damaged or wrong books still taken back', () => {
    const returns = text('returns', withRefunds({ returnWindowDays: 0 }));
    expect(returns).toContain('We do not take back books because you changed your mind.');
    expect(returns).toContain(
      'damaged, with missing or misprinted pages, or that is not the book you ordered is never refused',
    );
    expect(returns).not.toContain('Request a return');
    expect(text('terms', withRefunds({ returnWindowDays: 0 }))).toContain('We take back damaged or wrong books');
  });

  it('names exchanges, warranty and guarantee (rule 7(1))', () => {
    for (const settings of [SHOP, withRefunds({ returnWindowDays: 0 })]) {
      expect(text('returns', settings)).toMatch(/Exchanges: we do not exchange/);
      expect(text('returns', settings)).toMatch(/Warranty and guarantee: /);
    }
  });

  it('payments: COD with its fee and limits, UPI with its payment time only when the shop has a UPI ID', () => {
    const shipping = text('shipping');
    expect(shipping).toContain(
      '- Cash on delivery: you pay the courier in cash when the parcel arrives, for orders of ₹100.00 or more and up to ₹5,000.00, except at a few PIN codes the checkout names; a cash-on-delivery fee of ₹25.00 is added.',
    );
    expect(shipping).toContain('- UPI: you pay in any UPI app when you order, within 12 hours');
    const noUpi: StoreSettings = { ...SHOP, upi: { ...DEFAULT_STORE_SETTINGS.upi } };
    for (const kind of POLICY_KINDS)
      expect(text(kind, noUpi)).not.toMatch(/- UPI:|paid by UPI|UPI account you paid from/);
    expect(text('cancellation')).toContain('An order paid by UPI is cancelled and refunded in full');
    // The RTO limit is the owner's business: no text tells it.
    for (const kind of POLICY_KINDS) expect(text(kind)).not.toMatch(/refused parcels|RTO/);
  });

  it('shipping: the flat charge, the free-above threshold, area charges; free when nothing is charged', () => {
    expect(text('shipping')).toContain('Shipping costs ₹50.00 an order; orders of ₹999.00 or more ship free.');
    const areas: StoreSettings = {
      ...SHOP,
      shipping: { flatCharge: 0, freeAbove: null, prefixCharges: [{ prefix: '79', charge: 90 }] },
    };
    expect(text('shipping', areas)).toContain(
      'Shipping is free, except to a few areas with their own charge by PIN code.',
    );
    expect(text('shipping', { ...SHOP, shipping: { flatCharge: 0, freeAbove: 500, prefixCharges: [] } })).toContain(
      'Shipping is free.',
    );
  });

  it('cancellation: before shipping from the Orders page; a refused prepaid parcel by keepChargesOnRefusal', () => {
    expect(text('cancellation')).toContain('until it ships: on your Orders page, choose "Cancel order"');
    expect(text('cancellation')).toContain('we refund the whole amount within 7 days');
    expect(text('cancellation', withRefunds({ keepChargesOnRefusal: true }))).toContain(
      'the price of the books, less the shipping charge and the cash-on-delivery fee',
    );
  });

  it('terms: the seller, the grievance officer, ticket numbers, the reply hours and one month to resolve', () => {
    const terms = text('terms', { ...SHOP, complaints: { answerHours: 24 }, gstin: '27AAPFU0939F1ZV' });
    expect(terms).toContain('Pustak Ghar LLP, 12 MG Road, Pune 411001. GSTIN 27AAPFU0939F1ZV.');
    expect(terms).toContain('Every complaint gets a ticket number');
    expect(terms).toContain('We answer within 24 hours and resolve it within one month of the complaint.');
    expect(terms).toContain('Our grievance officer is Asha Rao, grievance@pustak.example, +91 98765 00000.');
    expect(text('privacy')).toContain('our grievance officer, Asha Rao, grievance@pustak.example');
  });

  it('the owner’s text replaces the default; an empty one shows the default', () => {
    const own = { ...SHOP, policies: { ...SHOP.policies, privacy: 'Our own <b>words</b> $&' } };
    expect(policyText('privacy', { ...publicStoreSettings(own), policies: own.policies })).toEqual({
      text: 'Our own <b>words</b> $&',
      isDefault: false,
    });
    expect(policyText('terms', { ...publicStoreSettings(own), policies: own.policies })).toEqual({
      text: text('terms'),
      isDefault: true,
    });
  });

  it('the checkout’s summaries and payment line follow the settings', () => {
    expect(checkoutPolicySummaries(publicStoreSettings(SHOP))).toEqual({
      returns: 'Returns within 7 days of delivery; refunds within 7 days.',
      shipping: 'Shipping costs ₹50.00 an order; orders of ₹999.00 or more ship free.',
      cancellation: 'Cancel from your Orders page any time before the order ships.',
    });
    expect(checkoutPolicySummaries(publicStoreSettings(withRefunds({ returnWindowDays: 0 }))).returns).toBe(
      'No returns for a change of mind; damaged or wrong books are refunded within 7 days.',
    );
    expect(paymentSummary(SHOP)).toBe('Pay on delivery in cash, or now by UPI.');
    expect(paymentSummary(DEFAULT_STORE_SETTINGS)).toBe('Pay on delivery in cash.');
  });
});

describe('the policies in the settings', () => {
  const { policies: _left, ...before } = SHOP;

  it('a settings body saved before them stays valid, every text empty (the default)', async () => {
    const settings = await storeSettingsSchema.validate(before);
    expect(settings.policies).toEqual({ returns: '', cancellation: '', shipping: '', privacy: '', terms: '' });
  });

  it('takes some texts, the rest empty; trims the ends and keeps the rest as typed, with one kind of line end', async () => {
    const odd = "पुस्तक $& $' <script>alert(1)</script>\r\n\r\n- =cmd|' /C calc'!A0";
    const settings = await storeSettingsSchema.validate({ ...before, policies: { terms: `  ${odd}\n` } });
    expect(settings.policies).toEqual({
      returns: '',
      cancellation: '',
      shipping: '',
      privacy: '',
      terms: "पुस्तक $& $' <script>alert(1)</script>\n\n- =cmd|' /C calc'!A0",
    });
  });

  it.each([
    [
      { returns: 'x'.repeat(20_001) },
      'policies.returns',
      'The Returns and Refunds text must be at most 20,000 characters.',
    ],
    [{ privacy: 'a \ud800 b' }, 'policies.privacy', INVALID_UNICODE_MESSAGE],
    [{ terms: ['a'] }, 'policies.terms', 'The Terms of Service text must be text.'],
  ])('refuses %j', async (policies, path, message) => {
    const error = await storeSettingsSchema
      .validate({ ...before, policies }, { abortEarly: false })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ inner: [expect.objectContaining({ path, message })] });
  });

  it('takes 20,000 characters', async () => {
    const settings = await storeSettingsSchema.validate({ ...before, policies: { shipping: 'x'.repeat(20_000) } });
    expect(settings.policies.shipping).toHaveLength(20_000);
  });
});
