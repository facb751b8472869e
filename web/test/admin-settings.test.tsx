import {
  defaultPolicyTexts,
  DEFAULT_STORE_SETTINGS,
  INVALID_UNICODE_MESSAGE,
  PIN_PREFIX_MESSAGE,
  type AdminStoreSettings,
  type StoreSettings,
} from '@bookstore/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@web/features/admin/api/session';
import { json, mockApi, OWNER_LOGIN, ownerOverviewApi, renderApp, sentBody } from './render-app';

/** A shop with every optional field filled (an empty GSTIN is allowed, and the form sends it so). */
const SETTINGS: StoreSettings = {
  ...DEFAULT_STORE_SETTINGS,
  shopName: 'Pustak Ghar',
  legalName: 'Pustak Ghar LLP',
  address: '12 MG Road, Pune 411001',
  supportEmail: 'care@pustak.example',
  supportPhone: '+91 98765 43210',
  grievanceOfficer: { name: 'Asha Rao', email: 'grievance@pustak.example', phone: '+91 98765 00000' },
  gstin: '27AAPFU0939F1ZV',
  upi: { vpa: 'pustak@okbank', payeeName: 'Pustak Ghar', expiryHours: 24, merchant: false, merchantCode: '' },
  shipping: { flatCharge: 50, freeAbove: 999, prefixCharges: [{ prefix: '110', charge: 40 }] },
  cod: { fee: 20, minOrder: 0, maxOrder: 5000, excludedPins: ['7'], rtoLimit: null },
  phoneProof: 'cod',
};

/** The owner's request as production's proxies deliver it: an entry the browser wrote, then three hops. */
const CONNECTION = {
  address: '203.0.113.7',
  forwardedFor: ['6.6.6.6', '203.0.113.7', '199.36.158.100', '35.191.0.1'],
  peer: '169.254.1.1',
  trustedProxyHops: 3,
};

function settingsApi(answerSave?: (init?: RequestInit) => Response, connection: () => unknown = () => CONNECTION) {
  let stored: AdminStoreSettings = {
    settings: SETTINGS,
    serviceablePins: { count: 1200, uploadedAt: '2026-03-01T10:00:00.000Z' },
    signature: null,
    policyDefaults: defaultPolicyTexts(SETTINGS),
  };
  const calls = mockApi({
    '/api/admin/settings/serviceable-pins': (_url, init) => {
      const { pins } = sentBody({ init }) as { pins: string[] };
      stored = {
        ...stored,
        serviceablePins: { count: pins.length, uploadedAt: pins.length ? '2026-03-02T10:00:00.000Z' : null },
      };
      return stored.serviceablePins;
    },
    '/api/admin/settings': (_url, init) => {
      if (init?.method !== 'PUT') return stored;
      if (answerSave) return answerSave(init);
      stored = { ...stored, settings: sentBody({ init }) as StoreSettings };
      return { message: 'The settings were saved.', settings: stored.settings, policyDefaults: stored.policyDefaults };
    },
    '/api/admin/connection': connection,
    ...ownerOverviewApi(),
  });
  return {
    calls,
    saves: () => calls.filter((call) => call.init?.method === 'PUT' && call.url === '/api/admin/settings'),
  };
}

async function openSettings() {
  saveSession(OWNER_LOGIN);
  const view = renderApp('/dashboard/settings');
  await screen.findByRole('heading', { name: 'Settings' });
  return view;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const save = () => userEvent.setup().click(screen.getByRole('button', { name: 'Save settings' }));

describe('the settings page', () => {
  it('is linked from the owner’s navigation and loads the saved settings and the PIN list’s size', async () => {
    saveSession(OWNER_LOGIN);
    settingsApi();
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Settings' }));
    // The page's chunk loads first; a busy machine running the whole suite takes its time.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/settings'));
    expect(await screen.findByLabelText('Shop name')).toHaveValue('Pustak Ghar');
    expect(field('Customer-care phone')).toHaveValue('+91 98765 43210');
    expect(field('UPI ID')).toHaveValue('pustak@okbank');
    expect(field('Shipping charge per order (₹)')).toHaveValue(50);
    expect(field('Prefix 1')).toHaveValue('110');
    expect(field('COD maximum order value (₹)')).toHaveValue(5000);
    expect(field('Excluded PIN code or prefix 1')).toHaveValue('7');
    expect(screen.getByLabelText('Off: never switch COD off by itself')).toBeChecked();
    expect(field('Delhivery tracking link')).toHaveValue('https://www.delhivery.com/track/package/{awb}');
    const phoneProof = screen.getByLabelText<HTMLSelectElement>('Ask for a verified phone');
    expect(phoneProof).toHaveDisplayValue('For cash on delivery');
    expect([...phoneProof.options].map((option) => option.text)).toEqual([
      'Never',
      'For cash on delivery',
      'For every order',
    ]);
    expect(screen.getByTestId('serviceable-pins-current')).toHaveTextContent(/^1,200 PIN codes, uploaded 1 Mar 2026/);
  });

  it.each([
    ['Shop name', '', 'Shop name is required.'],
    ['Legal name', 'Pustak \ud800 Ghar', INVALID_UNICODE_MESSAGE],
    ['Customer-care phone', '<script>', 'Customer-care phone is not valid.'],
    ['UPI ID', '=cmd|calc@okbank', 'UPI ID is not valid (like shopname@okbank).'],
    ['GSTIN (optional)', '$&', 'GSTIN is not valid (15 characters, like 27AAPFU0939F1ZV).'],
    ['Prefix 1', '११०', PIN_PREFIX_MESSAGE],
    ['Excluded PIN code or prefix 1', '0', PIN_PREFIX_MESSAGE],
    [
      'Delhivery tracking link',
      'https://www.delhivery.com/track/package/',
      'Delhivery: the tracking link must contain {awb}.',
    ],
    ['Payment time (hours)', '0', 'Payment time must be at least 1 hour.'],
    ['Merchant category code (MCC), merchant IDs only', '$&12', 'Merchant code must be 4 digits (MCC), like 5942.'],
    ['Merchant category code (MCC), merchant IDs only', '५९४२', 'Merchant code must be 4 digits (MCC), like 5942.'],
    ['Shipping charge per order (₹)', '-1', 'Shipping charge must not be negative.'],
    ['COD maximum order value (₹)', '', 'COD maximum order value is required (null for none).'],
  ])('refuses “%s” = %j with the shared schema’s message, and sends nothing', async (label, value, message) => {
    const { saves } = settingsApi();
    await openSettings();
    // fireEvent: a lone surrogate cannot be typed key by key.
    fireEvent.change(field(label), { target: { value } });
    await save();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(saves()).toHaveLength(0);
  });

  it('refuses a COD maximum below the minimum, and a prefix listed twice', async () => {
    const { saves } = settingsApi();
    await openSettings();
    const user = userEvent.setup();
    fireEvent.change(field('COD minimum order value (₹)'), { target: { value: '6000' } });
    await user.click(screen.getByRole('button', { name: 'Add a prefix charge' }));
    await user.type(field('Prefix 2'), '110');
    await user.type(field('Charge for prefix 2 (₹)'), '60');
    await save();
    expect(await screen.findByText('The COD maximum must be at least the minimum.')).toBeInTheDocument();
    expect(screen.getByText('Each prefix may be listed once.')).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it('saves the whole of the settings, text as typed ($&, <script>, =cmd, Devanagari) and rules as numbers', async () => {
    const { saves } = settingsApi();
    await openSettings();
    const user = userEvent.setup();
    fireEvent.change(field('Shop name'), { target: { value: '  पुस्तक घर $& <script> =cmd  ' } });
    fireEvent.change(field('GSTIN (optional)'), { target: { value: '27aapfu0939f1zv' } });
    fireEvent.change(field('Free shipping from a subtotal of (₹)'), { target: { value: '1499.5' } });
    await user.click(screen.getByRole('button', { name: 'Add a prefix charge' }));
    await user.type(field('Prefix 2'), '7');
    await user.type(field('Charge for prefix 2 (₹)'), '80.5');
    await user.click(screen.getByRole('button', { name: 'Remove excluded 1' }));
    await user.click(screen.getByLabelText('Off: never switch COD off by itself'));
    await user.type(field('UPI only after this many refused parcels (RTO)'), '3');
    await user.selectOptions(screen.getByLabelText('Ask for a verified phone'), 'For every order');
    await user.click(screen.getByLabelText(/This is a merchant UPI ID/));
    await user.type(field('Merchant category code (MCC), merchant IDs only'), ' 5942 ');
    await save();
    expect(await screen.findByText('The settings were saved.')).toBeInTheDocument();
    expect(saves()).toHaveLength(1);
    expect(sentBody(saves()[0]!)).toEqual({
      ...SETTINGS,
      // Trimmed and in capitals, as the shared schema makes them.
      shopName: 'पुस्तक घर $& <script> =cmd',
      gstin: '27AAPFU0939F1ZV',
      shipping: {
        flatCharge: 50,
        freeAbove: 1499.5,
        prefixCharges: [
          { prefix: '110', charge: 40 },
          { prefix: '7', charge: 80.5 },
        ],
      },
      cod: { ...SETTINGS.cod, excludedPins: [], rtoLimit: 3 },
      phoneProof: 'always',
      upi: { ...SETTINGS.upi, merchant: true, merchantCode: '5942' },
    });
    expect(field('Shop name')).toHaveValue('पुस्तक घर $& <script> =cmd');
  });

  it('saves “Never free” and “No maximum” as null', async () => {
    const { saves } = settingsApi();
    await openSettings();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Never free'));
    await user.click(screen.getByLabelText('No maximum'));
    expect(field('COD maximum order value (₹)')).toBeDisabled();
    await save();
    await screen.findByText('The settings were saved.');
    expect(sentBody(saves()[0]!)).toMatchObject({ shipping: { freeAbove: null }, cod: { maxOrder: null } });
  });

  it('saves the refund policy: charges kept on a return or a refusal, and the days to refund in', async () => {
    const { saves } = settingsApi();
    await openSettings();
    const user = userEvent.setup();
    const onReturn = field('Keep shipping and the COD fee when a customer returns a parcel');
    const onRefusal = field('Keep shipping and the COD fee when a prepaid parcel is refused');
    // The defaults: a refund is the whole total, within 7 days.
    expect(onReturn).not.toBeChecked();
    expect(onRefusal).not.toBeChecked();
    expect(field('Refund within (days)')).toHaveValue(7);
    await user.click(onReturn);
    await user.clear(field('Refund within (days)'));
    await user.type(field('Refund within (days)'), '61');
    await save();
    expect(await screen.findByText('Refund days must be a whole number from 1 to 60.')).toBeInTheDocument();
    expect(saves()).toEqual([]);

    await user.clear(field('Refund within (days)'));
    await user.type(field('Refund within (days)'), '10');
    await save();
    await screen.findByText('The settings were saved.');
    expect(sentBody(saves()[0]!)).toMatchObject({
      refunds: { keepChargesOnReturn: true, keepChargesOnRefusal: false, days: 10 },
    });
  });

  it('shows each policy’s default text from the server while its box is empty, and saves the owner’s text as typed', async () => {
    const { saves } = settingsApi();
    await openSettings();
    const user = userEvent.setup();
    const returns = field('Returns and Refunds');
    expect(returns).toHaveValue('');
    expect(returns).toHaveAttribute('placeholder', defaultPolicyTexts(SETTINGS).returns);
    expect(returns.placeholder).toContain('within 7 days of delivery');
    expect(field('Privacy Policy')).toHaveAttribute('placeholder', defaultPolicyTexts(SETTINGS).privacy);
    // "Start from the default text" copies the default in to edit; one button per empty box.
    expect(screen.getAllByRole('button', { name: 'Start from the default text' })).toHaveLength(5);
    await user.click(screen.getAllByRole('button', { name: 'Start from the default text' })[2]!);
    expect(field('Shipping and Delivery')).toHaveValue(defaultPolicyTexts(SETTINGS).shipping);
    const odd = "पुस्तक $& $' <script>alert(1)</script>\n\n- =cmd";
    fireEvent.change(field('Terms of Service'), { target: { value: `  ${odd}  ` } });
    await save();
    await screen.findByText('The settings were saved.');
    expect(sentBody(saves()[0]!)).toMatchObject({
      policies: {
        returns: '',
        cancellation: '',
        shipping: defaultPolicyTexts(SETTINGS).shipping,
        privacy: '',
        terms: odd,
      },
    });
  });

  it('refuses a policy longer than 20,000 characters or with a broken character', async () => {
    const { saves } = settingsApi();
    await openSettings();
    fireEvent.change(field('Cancellation'), { target: { value: 'x'.repeat(20_001) } });
    await save();
    expect(await screen.findByText('The Cancellation text must be at most 20,000 characters.')).toBeInTheDocument();
    fireEvent.change(field('Cancellation'), { target: { value: 'Cancel \ud800 any time' } });
    await save();
    expect(await screen.findByText(INVALID_UNICODE_MESSAGE)).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it('shows the server’s field messages on a refused save and keeps what was typed', async () => {
    const { saves } = settingsApi(() =>
      json(
        {
          message: 'Some settings are not valid.',
          errors: {
            'shipping.flatCharge': 'Shipping charge is too high for us.',
            'upi.payeeName': 'Payee name is odd.',
            'shipping.prefixCharges[0].prefix': 'This prefix is taken by another rule.',
            _: 'Something about the whole.',
          },
        },
        400,
      ),
    );
    await openSettings();
    fireEvent.change(field('Shipping charge per order (₹)'), { target: { value: '75' } });
    await save();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The settings were not saved: Some settings are not valid.');
    expect(field('Shipping charge per order (₹)')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Shipping charge per order (₹)')).toHaveAccessibleDescription('Shipping charge is too high for us.');
    expect(field('Payee name')).toHaveAccessibleDescription('Payee name is odd.');
    expect(field('Prefix 1')).toHaveAccessibleDescription('This prefix is taken by another rule.');
    // A message that names no field is in the alert.
    expect(alert).toHaveTextContent('Something about the whole.');
    expect(field('Shipping charge per order (₹)')).toHaveValue(75);
    expect(saves()).toHaveLength(1);
    expect(screen.queryByText('The settings were saved.')).toBeNull();
  });
});

/** A file as a browser hands it over, from its exact text (BOM, CRLF and all). */
const csvFile = (text: string, name = 'serviceable.csv') => new File([text], name, { type: 'text/csv' });

describe('the serviceable PIN list', () => {
  it('reads the PIN-code column of a courier’s CSV (quoted headers, BOM, CRLF), shows the bad rows, then uploads', async () => {
    const { calls } = settingsApi();
    await openSettings();
    const user = userEvent.setup();
    const text =
      '\uFEFF"City";"Pin Code";"COD"\r\n"Delhi";"110001";"Y"\r\n"Delhi";"110001";"Y"\r\n"Pune";"0411001";"N"\r\n\r\n"Kolkata";"700016";"Y"\r\n"Nowhere";"";"N"\r\n';
    await user.upload(screen.getByLabelText('CSV from the courier’s panel'), csvFile(text));
    const summary = await screen.findByTestId('pin-file-summary');
    expect(summary).toHaveTextContent('serviceable.csv: 2 PIN codes in the column “Pin Code” (1 repeat counted once).');
    expect(
      within(screen.getByTestId('bad-pins'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Row 4: “0411001”', 'Row 7: empty']);
    await user.click(screen.getByRole('button', { name: 'Upload 2 PIN codes' }));
    expect(await screen.findByText('Uploaded 2 PIN codes.')).toBeInTheDocument();
    const upload = calls.find((call) => call.url === '/api/admin/settings/serviceable-pins')!;
    expect(upload.init?.method).toBe('PUT');
    expect(sentBody(upload)).toEqual({ pins: ['110001', '700016'] });
    expect(screen.getByTestId('serviceable-pins-current')).toHaveTextContent(/^2 PIN codes, uploaded 2 Mar 2026/);
  });

  it.each([
    ['city,state\nDelhi,DL\n', /The first row must name the columns, such as “Pincode”/],
    ['pincode\n', 'The file has a header but no PIN codes.'],
    ['', 'The file is empty.'],
  ])('refuses a file without PIN codes (%j) and uploads nothing', async (text, message) => {
    const { calls } = settingsApi();
    await openSettings();
    await userEvent.setup().upload(screen.getByLabelText('CSV from the courier’s panel'), csvFile(text));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(calls.some((call) => call.url.includes('serviceable-pins'))).toBe(false);
  });

  it('takes a one-column file headed ZIP', async () => {
    const { calls } = settingsApi();
    await openSettings();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('CSV from the courier’s panel'), csvFile('ZIP\n560001\n'));
    await user.click(await screen.findByRole('button', { name: 'Upload 1 PIN code' }));
    await screen.findByText('Uploaded 1 PIN code.');
    expect(sentBody(calls.find((call) => call.url.includes('serviceable-pins'))!)).toEqual({ pins: ['560001'] });
  });

  it('“Remove list” uploads an empty list after asking', async () => {
    const { calls } = settingsApi();
    await openSettings();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove list' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove list' }));
    expect(await screen.findByText('The list was removed.')).toBeInTheDocument();
    expect(sentBody(calls.find((call) => call.url.includes('serviceable-pins'))!)).toEqual({ pins: [] });
    expect(screen.getByTestId('serviceable-pins-current')).toHaveTextContent('No list');
    expect(screen.queryByRole('button', { name: 'Remove list' })).toBeNull();
  });
});

describe('the signature on bills', () => {
  const SIGNED = {
    contentType: 'image/png' as const,
    width: 300,
    height: 100,
    size: 4,
    uploadedAt: '2026-03-03T10:00:00.000Z',
    image: 'data:image/png;base64,iVBORw==',
  };

  it('uploads the chosen file as base64, shows the preview, and removes it', async () => {
    const calls = mockApi({
      '/api/admin/connection': () => CONNECTION,
      '/api/admin/settings/signature': (_url, init) =>
        init?.method === 'PUT'
          ? { message: 'Signature saved: bills issued from now on carry it.', signature: SIGNED }
          : { message: 'Signature removed.', signature: null },
      '/api/admin/settings': () => ({
        settings: SETTINGS,
        serviceablePins: { count: 0, uploadedAt: null },
        policyDefaults: defaultPolicyTexts(SETTINGS),
        signature: null,
      }),
      ...ownerOverviewApi(),
    });
    await openSettings();
    expect(screen.getByText('None: bills say no signature is required.')).toBeInTheDocument();
    const user = userEvent.setup();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'sign.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Signature image (PNG or JPEG, at most 200 KB)'), png);
    expect(await screen.findByRole('img', { name: 'The signature on the bills' })).toHaveAttribute('src', SIGNED.image);
    const put = calls.find((call) => call.url === '/api/admin/settings/signature' && call.init?.method === 'PUT')!;
    expect(sentBody(put)).toEqual({ contentType: 'image/png', data: 'iVBORw==' });

    await user.click(screen.getByRole('button', { name: 'Remove signature' }));
    expect(await screen.findByText('None: bills say no signature is required.')).toBeInTheDocument();
    expect(calls.some((call) => call.init?.method === 'DELETE')).toBe(true);
  });

  it('shows the server’s reason for a refused file, and keeps what was there', async () => {
    const refusal = 'Choose a PNG or JPEG image of the signature.';
    mockApi({
      '/api/admin/connection': () => CONNECTION,
      '/api/admin/settings/signature': () => json({ message: refusal, errors: { contentType: refusal } }, 400),
      '/api/admin/settings': () => ({
        settings: SETTINGS,
        serviceablePins: { count: 0, uploadedAt: null },
        policyDefaults: defaultPolicyTexts(SETTINGS),
        signature: SIGNED,
      }),
      ...ownerOverviewApi(),
    });
    await openSettings();
    const gif = new File(['GIF89a'], 'sign.gif', { type: 'image/gif' });
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText('Signature image (PNG or JPEG, at most 200 KB)'), gif);
    expect(await screen.findByText(`Not saved: ${refusal}`)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The signature on the bills' })).toHaveAttribute('src', SIGNED.image);
  });
});

describe('the owner’s connection', () => {
  it('shows the address the store counts, the chain it came through with that entry marked, and the hop count', async () => {
    settingsApi();
    await openSettings();
    const panel = within(await screen.findByRole('region', { name: 'Your connection' }));
    expect(await panel.findByText('203.0.113.7', { selector: 'p > strong' })).toBeInTheDocument();
    const entries = panel.getAllByRole('listitem').map((item) => item.textContent);
    expect(entries).toEqual([
      '6.6.6.6',
      '203.0.113.7 (counted as your address)',
      '199.36.158.100',
      '35.191.0.1',
      '169.254.1.1 (the connection)',
    ]);
    expect(panel.getByText(/TRUSTED_PROXY_HOPS, now 3/)).toBeInTheDocument();
  });

  it('says so when the connection cannot be read, and the settings still work', async () => {
    settingsApi(undefined, () => json({ message: 'Something went wrong on our side.' }, 500));
    await openSettings();
    const panel = within(await screen.findByRole('region', { name: 'Your connection' }));
    expect(await panel.findByRole('alert')).toHaveTextContent('The connection could not be read');
    expect(field('Shop name')).toHaveValue('Pustak Ghar');
  });
});
