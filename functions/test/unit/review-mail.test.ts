import { describe, expect, it } from 'vitest';
import { reviewHiddenMail, reviewInvitationMail } from '../../src/mail/templates/reviews';

// The review e-mails with odd text: titles and reasons read as written in the text part and
// escaped in the HTML part, and `$&` / `$'` are not replacement patterns anywhere.

const settings = { shopName: 'Book Nook', siteOrigin: 'https://books.example.in' };
const ODD = "$& $' <script>alert(1)</script> =cmd पुस्तक";

describe('review e-mails with odd text', () => {
  it('invites with each book as written and a link to its form', () => {
    const mail = reviewInvitationMail(
      '#1042',
      [
        { id: 'odd-book', title: ODD },
        { id: 'plain', title: 'Godan' },
      ],
      settings,
    );
    expect(mail.subject).toBe('How did you find your books? (order #1042)');
    expect(mail.text).toContain(`Review ${ODD}`);
    expect(mail.text).toContain('https://books.example.in/books/odd-book#write-review');
    expect(mail.html).toContain('https://books.example.in/books/plain#write-review');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('$&amp; $&#39;');
    expect(mail.html).toContain('पुस्तक');
  });

  it('tells the reviewer why, as the owner wrote it', () => {
    const mail = reviewHiddenMail({ bookId: 'b', bookTitle: ODD, stars: 2, title: ODD, reason: ODD }, settings);
    expect(mail.text.split(ODD).length - 1).toBeGreaterThanOrEqual(3);
    expect(mail.html).not.toContain('<script>');
  });
});
