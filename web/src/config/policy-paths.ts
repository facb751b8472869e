/**
 * The path of one of the shop's policies (POLICY_KINDS: returns, cancellation, shipping, privacy,
 * terms). Beside `paths`, not in it: `paths` is in the first load, and only the footer and the
 * checkout, both lazy, link here (web/test/policy-pages.test.tsx checks it against the router).
 */
export const policyPath = (kind: string) => `/policies/${encodeURIComponent(kind)}`;
