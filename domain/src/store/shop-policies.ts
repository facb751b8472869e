import { object, type InferType } from 'yup';
import { text } from '../shared/fields';

/*
 * The shop's policies (decision 056): five texts the owner writes in the settings,
 * each shown on its own page (/policies/<kind>). An empty text means the default, written from
 * the shop's own settings (policy-defaults.ts), so a new shop never shows a promise its settings
 * do not keep.
 */

export const POLICY_KINDS = ['returns', 'cancellation', 'shipping', 'privacy', 'terms'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

export const POLICY_TITLES: Record<PolicyKind, string> = {
  returns: 'Returns and Refunds',
  cancellation: 'Cancellation',
  shipping: 'Shipping and Delivery',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
};

export const isPolicyKind = (value: string): value is PolicyKind => (POLICY_KINDS as readonly string[]).includes(value);

/** A policy's length limit: a long terms page is about 5,000 words. */
export const MAX_POLICY_CHARS = 20_000;

const policy = (kind: PolicyKind) =>
  text()
    .typeError(`The ${POLICY_TITLES[kind]} text must be text.`)
    // Line ends as the browser's textarea sends them; the ends of the text only.
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : value))
    .max(
      MAX_POLICY_CHARS,
      `The ${POLICY_TITLES[kind]} text must be at most ${MAX_POLICY_CHARS.toLocaleString('en-IN')} characters.`,
    )
    .default('');

const POLICY_DEFAULTS: Record<PolicyKind, string> = {
  returns: '',
  cancellation: '',
  shipping: '',
  privacy: '',
  terms: '',
};

/**
 * The owner's texts; '' (the default) shows the default text. Optional with defaults like the
 * refund policy: a settings body saved before it, or with only some texts, stays valid.
 */
export const shopPoliciesSchema = object({
  returns: policy('returns'),
  cancellation: policy('cancellation'),
  shipping: policy('shipping'),
  privacy: policy('privacy'),
  terms: policy('terms'),
}).transform((value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? { ...POLICY_DEFAULTS, ...value } : value,
);
export type ShopPolicies = InferType<typeof shopPoliciesSchema>;

export const DEFAULT_SHOP_POLICIES: ShopPolicies = { ...POLICY_DEFAULTS };
