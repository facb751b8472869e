import { LOCAL_URLS, POLICY_KINDS, POLICY_TITLES, type StoreSettings } from '@bookstore/domain';
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateHtmlDocuments } from '../../../scripts/lib/html-validator';
import { RENDER_FUNCTION } from '../../../tests/support/emulators';
import { API_DOORS, fetchChecked } from '../../../tests/support/http';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { saveShopDetails } from '../../../tests/support/shop-details';

// The shop's policy pages, served at both doors (Hosting's rewrite to the render
// function, and the render function's own URL), with the default texts written from the settings
// and then with the owner's own; the old /info/privacy and /info/terms move for good (301); the
// settings' policy texts are checked at both API doors.

const HOSTING = LOCAL_URLS.hosting;
const PAGE_DOORS = [
  ['Hosting', HOSTING],
  ['the render function’s own URL', RENDER_FUNCTION],
] as const;
const PAGE_CACHE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';

const store = useSeededStore({ per: 'suite' });
let token: string;
beforeAll(async () => {
  token = await store.ownerToken();
});

async function page(base: string, path: string) {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' });
  const html = await response.text();
  const document = new new Window().DOMParser().parseFromString(html, 'text/html');
  const article = document.querySelector('main article');
  return { response, html, document, article };
}

/** The settings the default texts are checked against: a 10-day window, refunds in 5, COD ₹25, no UPI. */
const RULES: Partial<StoreSettings> = {
  refunds: { keepChargesOnReturn: true, keepChargesOnRefusal: false, days: 5, returnWindowDays: 10 },
  shipping: { flatCharge: 40, freeAbove: 800, prefixCharges: [] },
  cod: { fee: 25, minOrder: 0, maxOrder: null, excludedPins: [], rtoLimit: 3 },
  complaints: { answerHours: 24 },
};

/** A sentence each default text must carry for RULES (and the demo shop's grievance officer). */
const EXPECTED: Record<(typeof POLICY_KINDS)[number], string[]> = {
  returns: [
    'You may return books within 10 days of delivery',
    'within 5 days',
    'the shipping charge and the cash-on-delivery fee are not refunded',
  ],
  cancellation: ['choose "Cancel order"', 'we refund the whole amount within 5 days'],
  shipping: [
    'Shipping costs ₹40.00 an order; orders of ₹800.00 or more ship free.',
    'a cash-on-delivery fee of ₹25.00',
  ],
  privacy: ['our grievance officer, Asha Verma, grievance@pustakghar.test'],
  terms: ['We answer within 24 hours and resolve it within one month', 'Every complaint gets a ticket number'],
};

describe('the policy pages with the default texts', () => {
  beforeAll(async () => {
    await saveShopDetails(token, RULES);
  });

  describe.each(PAGE_DOORS)('through %s', (_door, base) => {
    it.each(POLICY_KINDS)('/policies/%s is served with its default text, from the settings', async (kind) => {
      const { response, document, article } = await page(base, `/policies/${kind}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(PAGE_CACHE);
      expect(document.title).toBe(`${POLICY_TITLES[kind]} | Book Store`);
      expect(article?.querySelector('h1')?.textContent).toBe(POLICY_TITLES[kind]);
      for (const sentence of EXPECTED[kind]) expect(article?.textContent).toContain(sentence);
      // The shop has no UPI ID: no text offers UPI; and the RTO limit is the owner's own.
      expect(article?.textContent).not.toMatch(/- UPI:|paid by UPI|RTO|refused parcels/);
    });

    it('lists are lists and paragraphs paragraphs', async () => {
      const { article } = await page(base, '/policies/returns');
      expect(article?.querySelectorAll('ul li').length).toBe(3);
      expect(article?.querySelectorAll('p').length).toBeGreaterThanOrEqual(4);
    });

    it('a policy there is none of is a 404', async () => {
      const { response, document } = await page(base, '/policies/refunds');
      expect(response.status).toBe(404);
      expect(document.querySelector('h1')?.textContent).toBe('404: Page not found');
    });

    it.each([
      ['/info/privacy', '/policies/privacy'],
      ['/info/terms', '/policies/terms'],
      ['/info/terms?from=old-link', '/policies/terms'],
      ['/info/contact', '/contact'],
    ])('%s answers 301 to %s on the site', async (from, to) => {
      const { response } = await page(base, from);
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(`${HOSTING}${to}`);
    });

    it('the information pages that stay are still served', async () => {
      const { response, article } = await page(base, '/info/about');
      expect(response.status).toBe(200);
      expect(article?.querySelector('h1')?.textContent).toBe('About Us');
    });
  });

  it('a policy page is valid HTML (W3C Nu checker)', async () => {
    const { html } = await page(HOSTING, '/policies/returns');
    expect(await validateHtmlDocuments({ returns: html })).toEqual({ returns: [] });
  }, 60_000);
});

/** What a stranger might put in a text the owner pastes: markup, replacement patterns, a formula, Devanagari. */
const ODD = [
  "पुस्तकें लौटाने की नीति: <script>alert(1)</script> $& $' $` $$",
  "- =cmd|' /C calc'!A0\n- <img src=x onerror=alert(1)>",
  '# Heading $&',
].join('\n\n');

describe('the policy pages with the owner’s text', () => {
  beforeAll(async () => {
    await saveShopDetails(token, {
      ...RULES,
      policies: { returns: '', cancellation: '', shipping: '', privacy: '', terms: ODD },
    });
  });

  describe.each(PAGE_DOORS)('through %s', (_door, base) => {
    it('/policies/terms shows the owner’s text as written, nothing of it markup', async () => {
      const { response, html, article } = await page(base, '/policies/terms');
      expect(response.status).toBe(200);
      expect(article?.querySelectorAll('script, img')).toHaveLength(0);
      expect([...article!.querySelectorAll('p, li, h2')].map((element) => element.textContent)).toEqual([
        "पुस्तकें लौटाने की नीति: <script>alert(1)</script> $& $' $` $$",
        "=cmd|' /C calc'!A0",
        '<img src=x onerror=alert(1)>',
        'Heading $&',
      ]);
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      // The default text is gone from that page, and still shows on the others.
      expect(article?.textContent).not.toContain('ticket number');
      expect((await page(base, '/policies/privacy')).article?.textContent).toContain('grievance officer');
    });
  });

  describe.each(API_DOORS)('the API through %s', (_door, base) => {
    it('GET /policies/{kind} answers the owner’s text, or the default with isDefault', async () => {
      const terms = await fetchChecked(`${base}/policies/terms`);
      expect(terms.status).toBe(200);
      expect(await terms.json()).toEqual({ kind: 'terms', title: 'Terms of Service', text: ODD, isDefault: false });
      const returns = (await (await fetchChecked(`${base}/policies/returns`)).json()) as Record<string, unknown>;
      expect(returns).toMatchObject({ kind: 'returns', title: 'Returns and Refunds', isDefault: true });
      expect(returns.text).toContain('within 10 days of delivery');
      expect((await fetchChecked(`${base}/policies/refunds`)).status).toBe(404);
      expect((await fetchChecked(`${base}/policies/constructor`)).status).toBe(404);
    });

    it('GET /store leaves the texts out (each page asks for its own)', async () => {
      const body = (await (await fetchChecked(`${base}/store`)).json()) as Record<string, unknown>;
      expect(body).not.toHaveProperty('policies');
      expect(body).toHaveProperty('refunds');
    });
  });
});

describe.each(API_DOORS)('the settings’ policy texts through %s', (_door, base) => {
  const saveSettings = async (body: unknown) => {
    const response = await fetchChecked(`${base}/admin/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };
  const saved = async () => {
    const response = await fetchChecked(`${base}/admin/settings`, { headers: { authorization: `Bearer ${token}` } });
    return ((await response.json()) as { settings: StoreSettings }).settings;
  };

  it.each([
    [
      'too long',
      { terms: 'x'.repeat(20_001) },
      'policies.terms',
      'The Terms of Service text must be at most 20,000 characters.',
    ],
    [
      'a lone surrogate',
      { privacy: 'a \ud800 b' },
      'policies.privacy',
      'Contains a broken character (invalid Unicode). Please retype this field.',
    ],
    ['not text', { returns: { text: 'x' } }, 'policies.returns', 'The Returns and Refunds text must be text.'],
  ])('refuses a policy %s with the field’s message, and changes nothing', async (_what, policies, field, message) => {
    const before = await saved();
    const refused = await saveSettings({ ...before, policies: { ...before.policies, ...policies } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ [field]: message });
    expect(await saved()).toEqual(before);
  });

  it('takes a settings body from before the policies, every text then the default; and 20,000 characters', async () => {
    const { policies: _left, ...before } = await saved();
    const old = await saveSettings(before);
    expect(old.status).toBe(200);
    expect(old.body.settings.policies).toEqual({ returns: '', cancellation: '', shipping: '', privacy: '', terms: '' });
    expect(old.body.policyDefaults.returns).toContain('within 10 days of delivery');
    const longest = await saveSettings({ ...before, policies: { shipping: 'x'.repeat(20_000) } });
    expect(longest.status).toBe(200);
    expect((await saved()).policies.shipping).toHaveLength(20_000);
  });
});
