/** The shop's short information pages, linked from the footer. Contact is its own page (/contact), from the settings. */
export const INFO_PAGES: Record<string, { title: string; body: string[] }> = {
  services: {
    title: 'Services',
    body: [
      'We deliver across India. Pay in cash on delivery, or in advance by UPI.',
      'Ask us for recommendations, gift wrapping, or books we do not stock yet: we order them in.',
    ],
  },
  about: {
    title: 'About Us',
    body: ['We are a small independent book shop. Every book on these pages was chosen by someone who read it.'],
  },
  privacy: {
    title: 'Privacy Policy',
    body: [
      'We keep your name, e-mail, phone number and address only to deliver your orders.',
      'Your orders are visible only to you and to the shop. We never sell or share your details.',
    ],
  },
  terms: {
    title: 'Terms of Service',
    body: [
      'Orders are paid in cash on delivery or in advance by UPI. Prices are in Indian rupees and include taxes unless stated otherwise; shipping and any cash-on-delivery fee are shown at checkout before you order.',
      'You may return an undamaged book within 7 days of delivery.',
    ],
  },
};
