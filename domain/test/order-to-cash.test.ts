import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STORE_SETTINGS,
  orderReference,
  parseOrderNumber,
  publicStoreSettings,
  quoteDelivery,
  storeSettingsSchema,
  trackingUrl,
  upiMerchantOf,
  upiPayLink,
  upiPaymentSchema,
  type QuoteRules,
} from '../src';

describe('store settings', () => {
  it('the defaults pass the schema the owner’s form uses', () => {
    expect(storeSettingsSchema.validateSync(DEFAULT_STORE_SETTINGS, { strict: false })).toEqual(DEFAULT_STORE_SETTINGS);
  });

  it('every default tracking link makes a link for an AWB', () => {
    for (const template of Object.values(DEFAULT_STORE_SETTINGS.trackingTemplates)) {
      expect(trackingUrl(template, 'AB 12&3')).toMatch(/^https:\/\/\S+AB%2012%263/);
    }
  });

  it('leaves the RTO rule out of the public settings', () => {
    expect(publicStoreSettings(DEFAULT_STORE_SETTINGS).cod).not.toHaveProperty('rtoLimit');
  });
});

describe('quoteDelivery', () => {
  const rules: QuoteRules = {
    shipping: {
      flatCharge: 50,
      freeAbove: 500,
      prefixCharges: [
        { prefix: '4', charge: 70 },
        { prefix: '41', charge: 30 },
      ],
    },
    cod: { fee: 20, minOrder: 100, maxOrder: 1000, excludedPins: ['4110'] },
    serviceable: null,
  };

  it('prices in paise, so no float drift reaches a total', () => {
    expect(quoteDelivery(rules, '560001', 10_10, 'cod')).toMatchObject({ shippingCharge: 50, total: 80.1 });
    expect(
      quoteDelivery({ ...rules, shipping: { ...rules.shipping, flatCharge: 0.1 } }, '560001', 20, 'upi').total,
    ).toBe(0.3);
  });

  it('the longest prefix wins, whatever the order the owner listed them in', () => {
    expect(quoteDelivery(rules, '411001', 200_00, 'upi').shippingCharge).toBe(30);
    expect(quoteDelivery(rules, '400001', 200_00, 'upi').shippingCharge).toBe(70);
  });

  it('an invalid PIN code is not deliverable', () => {
    expect(quoteDelivery(rules, '041100', 200_00, 'cod')).toMatchObject({ deliverable: false, codAvailable: false });
  });
});

describe('UPI', () => {
  const payment = {
    vpa: 'book.nook@okbank',
    payeeName: 'Nook & Co $& <script> पुस्तक',
    amount: 1249.5,
    note: '#1042',
    reference: 'AbC123',
  };
  const paramsOf = (link: string) => new URL(link.replace('upi://pay', 'https://x/pay')).searchParams;

  it('builds a personal UPI ID’s pay link of pa, pn, am, cu and tn only, every value encoded', () => {
    const link = upiPayLink(payment);
    expect(link).toBe(
      'upi://pay?pa=book.nook%40okbank&pn=Nook%20%26%20Co%20%24%26%20%3Cscript%3E%20%E0%A4%AA%E0%A5%81%E0%A4%B8%E0%A5%8D%E0%A4%A4%E0%A4%95&am=1249.50&cu=INR&tn=%231042',
    );
    // No merchant parameter: UPI apps refuse or flag a personal ID's payment that carries one.
    expect([...paramsOf(link).keys()]).toEqual(['pa', 'pn', 'am', 'cu', 'tn']);
    expect(paramsOf(link).get('pn')).toBe('Nook & Co $& <script> पुस्तक');
  });

  it('adds tr, and mc when the shop has a code, for a merchant’s UPI ID', () => {
    const coded = paramsOf(upiPayLink({ ...payment, merchant: { code: '5942' } }));
    expect([...coded.keys()]).toEqual(['pa', 'pn', 'mc', 'tr', 'am', 'cu', 'tn']);
    expect(coded.get('mc')).toBe('5942');
    expect(coded.get('tr')).toBe('AbC123');
    const uncoded = paramsOf(upiPayLink({ ...payment, merchant: { code: '' } }));
    expect([...uncoded.keys()]).toEqual(['pa', 'pn', 'tr', 'am', 'cu', 'tn']);
  });

  it('reads the merchant part from the settings, and a body saved before it as a personal ID', () => {
    expect(upiMerchantOf({ merchant: false, merchantCode: '5942' })).toBeUndefined();
    expect(upiMerchantOf({ merchant: true, merchantCode: '5942' })).toEqual({ code: '5942' });
    const { merchant: _m, merchantCode: _c, ...before } = DEFAULT_STORE_SETTINGS.upi;
    // The server reads a stored body over the defaults (personal, no code); it still passes.
    expect(storeSettingsSchema.validateSync({ ...DEFAULT_STORE_SETTINGS, upi: before }).upi).toMatchObject(before);
    expect(DEFAULT_STORE_SETTINGS.upi).toMatchObject({ merchant: false, merchantCode: '' });
    for (const merchantCode of ['594', '59421', '५९४२', '=594', '$&12'])
      expect(
        () =>
          storeSettingsSchema.validateSync({
            ...DEFAULT_STORE_SETTINGS,
            upi: { ...before, merchant: true, merchantCode },
          }),
        merchantCode,
      ).toThrow('Merchant code must be 4 digits (MCC), like 5942.');
    expect(() =>
      storeSettingsSchema.validateSync({ ...DEFAULT_STORE_SETTINGS, upi: { ...before, merchant: 'yes' } }),
    ).toThrow('Merchant UPI ID must be true or false.');
  });

  it('takes a UTR of 12 digits, spaces and dashes ignored, and nothing else', () => {
    expect(upiPaymentSchema.validateSync({ utr: ' 4123-4567 8901 ' })).toEqual({ utr: '412345678901' });
    for (const utr of ['१२३४५६७८९०१२', '12345678901', '=123456789012', '12345\ud8006789']) {
      expect(() => upiPaymentSchema.validateSync({ utr }), utr).toThrow();
    }
  });
});

describe('order numbers', () => {
  it('names an order by its number, or by its id before numbers existed', () => {
    expect(orderReference({ _id: 'x1', number: 1042 })).toBe('#1042');
    expect(orderReference({ _id: 'x1' })).toBe('x1');
  });

  it('reads a number typed with or without #', () => {
    expect(parseOrderNumber(' #1042 ')).toBe(1042);
    expect(parseOrderNumber('1042')).toBe(1042);
    expect(parseOrderNumber('#10a')).toBeUndefined();
    expect(parseOrderNumber('0')).toBeUndefined();
  });
});
