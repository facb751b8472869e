/**
 * One person behind several spellings: the per-customer limits of decision 021 count
 * a mailbox and a delivery phone, not an exact e-mail, so aliases of one inbox or one phone do
 * not each get their own allowance of cash-on-delivery orders.
 */

/** Domains whose mailboxes ignore dots in the local part; googlemail.com is gmail.com. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address delivers to: lower case, a `+tag` dropped on every domain (most
 * providers deliver `x+tag@` to `x@`, and a shop loses nothing by assuming so), and dots dropped
 * for Gmail. Not an address to write to: only a key.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  const domain = address.slice(at + 1);
  let local = address.slice(0, at).split('+')[0]!;
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) local = local.replace(/\./g, '');
  return `${local || address.slice(0, at)}@${dotless ?? domain}`;
}

/**
 * A phone number in E.164 (+ and up to 15 digits), reading Indian habits: ten digits are a
 * mobile number in India (+91), a leading 0 is the trunk prefix, and 00 the international one.
 * Spaces, dashes, dots and brackets are ignored. Null when too few digits are left to be a
 * number anywhere.
 */
export function phoneE164(phone: string): string | null {
  const plus = phone.trim().startsWith('+');
  let digits = phone.replace(/\D/g, '');
  if (!plus) {
    if (digits.startsWith('00')) digits = digits.slice(2);
    else if (digits.length === 10) digits = `91${digits}`;
    else if (digits.length === 11 && digits.startsWith('0')) digits = `91${digits.slice(1)}`;
  }
  return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
}
