/**
 * The shop's short information pages, linked from the footer. Contact is its own page (/contact)
 * and the policies theirs (/policies/…), from the settings.
 */
export const INFO_PAGES: Record<string, { title: string; body: string[] }> = {
  services: {
    title: 'Services',
    body: [
      'We deliver across India: see Shipping and Delivery for the charges and the ways to pay.',
      'Ask us for recommendations, gift wrapping, or books we do not stock yet: we order them in.',
    ],
  },
  about: {
    title: 'About Us',
    body: ['We are a small independent book shop. Every book on these pages was chosen by someone who read it.'],
  },
};
