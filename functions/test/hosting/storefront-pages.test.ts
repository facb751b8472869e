import { FieldValue } from 'firebase-admin/firestore';
import { EMULATOR_HOST, LOCAL_URLS } from '@bookstore/domain';
import { Window } from 'happy-dom';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { coverPath, SEED_BOOKS } from '../../../seed/catalog';
import { validateHtmlDocuments } from '../../../scripts/lib/html-validator';
import { db, RENDER_FUNCTION } from '../../../tests/support/emulators';
import { useSeededStore } from '../../../tests/support/seeded-store';

// The pages Hosting sends to the render function, fetched as a link-preview crawler
// fetches them: no JavaScript, the HTML as served.

const HOSTING = LOCAL_URLS.hosting;
const CRAWLER = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';

useSeededStore();

async function served(path: string) {
  const response = await fetch(`${HOSTING}${path}`, { headers: { 'user-agent': CRAWLER } });
  const html = await response.text();
  const document = new new Window().DOMParser().parseFromString(html, 'text/html');
  const meta = (key: string) =>
    document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
  return { response, html, document, meta };
}

const book = SEED_BOOKS[4]!;
const bookUrl = `${HOSTING}/books/${book.slug}`;

describe('a book page as served', () => {
  it('carries its title, description, canonical URL, Open Graph and Twitter tags', async () => {
    const { response, document, meta } = await served(`/books/${book.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/);
    expect(document.title).toBe(`${book.title} | Book Store`);
    const description = `${book.title} by ${book.author}. ${book.description.slice(0, 120)}`;
    expect(meta('description')).toBe(description);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(bookUrl);
    expect(meta('og:type')).toBe('book');
    expect(meta('og:title')).toBe(book.title);
    expect(meta('og:description')).toBe(description);
    expect(meta('og:url')).toBe(bookUrl);
    expect(meta('og:image')).toBe(`${HOSTING}${coverPath(book)}`);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:title')).toBe(book.title);
    expect(meta('twitter:image')).toBe(`${HOSTING}${coverPath(book)}`);
    // One of each: the template's own title and description were replaced, not doubled.
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('carries schema.org JSON-LD: a Book with its ISBN and author, and an Offer in INR', async () => {
    const { document } = await served(`/books/${book.slug}`);
    const blocks = document.querySelectorAll('script[type="application/ld+json"]');
    expect(blocks).toHaveLength(1);
    const data = JSON.parse(blocks[0]!.textContent ?? '');
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('Book');
    expect(data.name).toBe(book.title);
    expect(data.isbn).toBe(book.ISBN.replace(/-/g, ''));
    expect(data.isbn).toMatch(/^97[89]\d{10}$/);
    expect(data.author).toEqual({ '@type': 'Person', name: book.author });
    expect(data.description).toBe(book.description);
    expect(data.image).toBe(`${HOSTING}${coverPath(book)}`);
    expect(data.url).toBe(bookUrl);
    expect(data.offers['@type']).toBe('Offer');
    expect(data.offers.price).toBe(book.newPrice.toFixed(2));
    expect(data.offers.priceCurrency).toBe('INR');
    expect(data.offers.availability).toBe('https://schema.org/InStock');
  });

  it('says OutOfStock once the stock is gone, read from the book itself', async () => {
    await db.collection('books').doc(book.slug).update({ stock: 0, updatedAt: FieldValue.serverTimestamp() });
    const { document } = await served(`/books/${book.slug}`);
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '');
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('shows the book without JavaScript: cover, title, author, description and both prices', async () => {
    const { document } = await served(`/books/${book.slug}`);
    const main = document.querySelector('main')!;
    expect(main.querySelector('h1')?.textContent).toBe(book.title);
    expect(main.querySelector(`img[src="${coverPath(book)}"]`)?.getAttribute('alt')).toBe(`Cover of ${book.title}`);
    expect(main.textContent).toContain(book.author);
    expect(main.textContent).toContain(book.description);
    expect(main.textContent).toContain(`₹${book.newPrice.toFixed(2)}`);
    expect(main.textContent).toContain(`₹${book.oldPrice.toFixed(2)}`);
  });

  it("serves a title and an author holding replacement patterns ($&, $', $`) and Devanagari as typed, in one page", async () => {
    const title = "Tea $& toast $' and $` गोदान";
    const author = '<b>Ink</b> $& Co';
    await db.collection('books').doc(book.slug).update({ title, author, updatedAt: FieldValue.serverTimestamp() });
    const { html, document, meta } = await served(`/books/${book.slug}`);
    expect(document.querySelector('main h1')?.textContent).toBe(title);
    expect(document.querySelector('main')!.textContent).toContain(`Author: ${author}`);
    expect(document.title).toBe(`${title} | Book Store`);
    expect(meta('description')).toBe(`${title} by ${author}. ${book.description.slice(0, 120)}`);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(document.querySelectorAll('main b')).toHaveLength(0);
  });

  it('serves a seeded Hindi classic at its Latin slug with its Devanagari title and author', async () => {
    const hindi = SEED_BOOKS.find((seeded) => seeded.slug === 'godan')!;
    const { response, document, meta } = await served(`/books/${hindi.slug}`);
    expect(response.status).toBe(200);
    expect(document.querySelector('main h1')?.textContent).toBe('गोदान');
    expect(document.querySelector('main')!.textContent).toContain(`Author: ${hindi.author}`);
    expect(document.title).toBe(`${hindi.title} | Book Store`);
    expect(meta('og:title')).toBe(hindi.title);
  });

  it('embeds the data it was rendered from, for the browser to hydrate without asking again', async () => {
    const { document } = await served(`/books/${book.slug}`);
    const state = JSON.parse(document.getElementById('query-state')?.textContent ?? '');
    const query = state.queries.find((entry: { queryKey: unknown[] }) => entry.queryKey[1] === 'book');
    expect(query.queryKey).toEqual(['catalog', 'book', book.slug]);
    expect(query.state.data).toMatchObject({ _id: book.slug, title: book.title, newPrice: book.newPrice });
  });

  it('has no rating and no aggregateRating before the first review', async () => {
    const { document } = await served(`/books/${book.slug}`);
    expect(document.querySelector('[data-testid="book-rating"]')).toBeNull();
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '');
    expect(data).not.toHaveProperty('aggregateRating');
    const api = (await (await fetch(`${HOSTING}/api/books/${book.slug}`)).json()) as { rating: unknown };
    expect(api.rating).toEqual({ average: null, count: 0 });
  });

  it("shows the average and count read from the book's rating document, and gives the JSON-LD an aggregateRating", async () => {
    // 52 of 12 reviews: the page reads this one document (decision 061), never the reviews themselves.
    await db.collection('bookRatings').doc(book.slug).set({ count: 12, starsTotal: 52 });
    const { document } = await served(`/books/${book.slug}`);
    const line = document.querySelector('main [data-testid="book-rating"]');
    expect(line?.textContent).toContain('4.3 of 5');
    expect(line?.textContent).toContain('12 reviews');
    expect(line?.querySelector('a')?.getAttribute('href')).toBe('#reviews');
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '');
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 12,
      bestRating: 5,
    });
    const api = (await (await fetch(`${HOSTING}/api/books/${book.slug}`)).json()) as { rating: unknown };
    expect(api.rating).toEqual({ average: 4.3, count: 12 });
  });

  it('is kept by the CDN no longer than the catalog API is (60 s in all)', async () => {
    const { response } = await served(`/books/${book.slug}`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
  });
});

describe('statuses that tell the truth', () => {
  it.each([
    ['an unknown book', '/books/no-such-book'],
    ['a deleted book', `/books/${SEED_BOOKS[0]!.slug}`],
    ['an unknown path', '/no/such/page'],
    ['an unknown info page', '/info/no-such-page'],
    ['an unknown genre', '/genres/no-such-genre'],
    ['a genre by its id rather than its slug', '/genres/mysteryThriller'],
  ])('%s answers 404 with the not-found page rendered', async (what, path) => {
    if (what === 'a deleted book') await db.collection('books').doc(SEED_BOOKS[0]!.slug).delete();
    const { response, document } = await served(path);
    expect(response.status).toBe(404);
    expect(document.querySelector('h1')?.textContent).toBe('404: Page not found');
    expect(document.title).toBe('Page not found | Book Store');
  });

  it('a client-rendered route (the cart) answers the app shell, with nothing rendered in it', async () => {
    const { response, document } = await served('/cart');
    expect(response.status).toBe(200);
    expect(document.getElementById('root')?.innerHTML).toBe('');
    expect(document.getElementById('query-state')).toBeNull();
  });
});

describe('the home page as served', () => {
  it('shows its headings and first books without JavaScript, with the site’s tags', async () => {
    const { response, document, meta } = await served('/');
    expect(response.status).toBe(200);
    expect(document.title).toBe('Book Store');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${HOSTING}/`);
    expect(meta('og:type')).toBe('website');
    const headings = [...document.querySelectorAll('h1, h2')].map((heading) => heading.textContent);
    expect(headings).toEqual(expect.arrayContaining(['New Releases This Week', 'Top Sellers', 'Recommended for you']));
    // The newest three covers (as the API names them) link to their pages as plain links.
    const home = (await (await fetch(`${HOSTING}/api/catalog/home`)).json()) as { newReleases: { _id: string }[] };
    const newest = home.newReleases.map((entry) => `/books/${entry._id}`);
    expect(newest).toHaveLength(3);
    const links = [...document.querySelectorAll('main a[href^="/books/"]')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(newest));
  });
});

describe('search results as served', () => {
  it('renders the results and their count for ?q=', async () => {
    const { response, document } = await served(`/search?q=${encodeURIComponent(book.title)}`);
    expect(response.status).toBe(200);
    expect(document.querySelector('[data-testid="result-count"]')?.textContent).toMatch(/^\d+ books?$/);
    expect(document.querySelector('main')?.textContent).toContain(book.title);
  });

  it('sends a long page of results whole, in place: nothing hidden for a script to reveal', async () => {
    // Past React's progressive chunk (12,800 bytes), which React would outline as hidden markup
    // and an inline script the CSP refuses: the results stayed hidden, and hydration failed (#419).
    const { html, document } = await served('/search?q=the');
    expect(html.length).toBeGreaterThan(12_800);
    expect(document.querySelectorAll('main [data-testid="book-card"]').length).toBeGreaterThanOrEqual(12);
    expect(html).not.toMatch(/<!--\$\?-->|<template\b|\bhidden\b[^>]*\bid="S:/);
  });
});

describe('a genre page as served', () => {
  const genreBooks = SEED_BOOKS.filter((seed) => seed.category === 'mysteryThriller');

  it("shows the genre's books without JavaScript, ranked as the API ranks them, with its title and description", async () => {
    const { response, document, meta } = await served('/genres/mystery-thriller');
    expect(response.status).toBe(200);
    expect(document.title).toBe('Mystery/Thriller | Book Store');
    expect(meta('description')).toBe('Mystery/Thriller books, best sellers first.');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${HOSTING}/genres/mystery-thriller`,
    );
    expect(document.querySelector('main h1')?.textContent).toBe('Mystery/Thriller');
    expect(document.querySelector('[data-testid="result-count"]')?.textContent).toBe(`${genreBooks.length} books`);
    const ranked = (await (await fetch(`${HOSTING}/api/catalog/top-sellers?category=mysteryThriller`)).json()) as {
      books: { title: string }[];
    };
    const titles = [...document.querySelectorAll('main h3')].map((heading) => heading.textContent);
    expect(titles).toEqual(ranked.books.map((each) => each.title));
    expect([...titles].sort()).toEqual(genreBooks.map((seed) => seed.title).sort());
    // Each book links to its page as a plain link.
    for (const seed of genreBooks) expect(document.querySelector(`main a[href="/books/${seed.slug}"]`)).not.toBeNull();
  });

  it('a book page links its genre to the genre page', async () => {
    const { document } = await served(`/books/${genreBooks[0]!.slug}`);
    expect(document.querySelector('main a[href="/genres/mystery-thriller"]')?.textContent).toBe('Mystery/Thriller');
  });

  it.each([
    ['markup', '/genres/%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['Devanagari', `/genres/${encodeURIComponent('कथा')}`],
    ['markup after the slug', '/genres/fiction%3Cb%3E'],
  ])('a slug of %s answers 404 without echoing it', async (_what, path) => {
    const page = await served(path);
    expect(page.response.status).toBe(404);
    expect(page.document.querySelector('h1')?.textContent).toBe('404: Page not found');
    expect(page.html).not.toMatch(/<script>alert|<b>|कथा/);
    expectWellFormed(page);
  });

  it('a page that is not a number, holding replacement patterns, is the first page, in one document', async () => {
    const page = await served('/genres/fiction?page=$&');
    expect(page.response.status).toBe(200);
    expect(page.document.querySelector('main h1')?.textContent).toBe('Fiction');
    expect(page.document.querySelectorAll('main [data-testid="book-card"]').length).toBe(
      SEED_BOOKS.filter((seed) => seed.category === 'fiction').length,
    );
    expectWellFormed(page);
  });
});

describe('the served HTML is valid (W3C Nu checker)', () => {
  it('/, a book page, a genre page and the not-found page have no errors', async () => {
    const [home, bookPage, genrePage, notFound] = await Promise.all(
      ['/', `/books/${book.slug}`, '/genres/mystery-thriller', '/no/such/page'].map(
        async (path) => (await served(path)).html,
      ),
    );
    const errors = await validateHtmlDocuments({
      '/': home!,
      'book page': bookPage!,
      'genre page': genrePage!,
      'not found': notFound!,
    });
    expect(errors).toEqual({ '/': [], 'book page': [], 'genre page': [], 'not found': [] });
  }, 60_000);
});

// What a stranger can put in a page's data or its address.

/** The four replacement patterns of String.prototype.replace, which once expanded inside served pages. */
const PATTERNS = "$' $` $& $$";

/** The parts of a served page there must be exactly one of; answers its query state, parsed. */
function expectWellFormed({ html, document }: Awaited<ReturnType<typeof served>>) {
  for (const part of [/<html\b/g, /<head>/g, /<\/head>/g, /<body\b/g, /<div id="root">/g, /<\/html>/g])
    expect(html.match(part), String(part)).toHaveLength(1);
  return JSON.parse(document.getElementById('query-state')?.textContent ?? '') as { queries: unknown[] };
}

describe(`a book and a search holding ${PATTERNS}`, () => {
  const title = `Dollar ${PATTERNS} Days`;
  const description = `It costs ${PATTERNS} and a line that goes on long enough to be cut.`;

  /** The newest book, as the home page's first new release, renamed to hold the patterns. */
  async function renamedNewestBook(): Promise<string> {
    const home = (await (await fetch(`${HOSTING}/api/catalog/home`)).json()) as { newReleases: { _id: string }[] };
    const id = home.newReleases[0]!._id;
    await db.collection('books').doc(id).update({ title, description, updatedAt: FieldValue.serverTimestamp() });
    // The render function's catalog index learns of the change at its next catch-up (decision 060).
    const cover = async () =>
      (await served('/')).document.querySelector(`main a[href="/books/${id}"] img`)?.getAttribute('alt');
    await expect.poll(cover, { timeout: 15_000 }).toBe(`Cover of ${title}`);
    return id;
  }

  it('home, the book page, search with and without results, an info page and not found stay one document each', async () => {
    const id = await renamedNewestBook();
    const found = `/search?q=${encodeURIComponent(title)}`;
    const none = `/search?q=${encodeURIComponent(`zz ${PATTERNS}`)}`;
    const pages = [
      ['/', 200, 'Book Store'],
      [`/books/${id}`, 200, `${title} | Book Store`],
      [found, 200, `Search: ${title} | Book Store`],
      [none, 200, `Search: zz ${PATTERNS} | Book Store`],
      [`/info/about?q=${encodeURIComponent(PATTERNS)}`, 200, 'About Us | Book Store'],
      [`/no/such/${encodeURIComponent(PATTERNS)}`, 404, 'Page not found | Book Store'],
    ] as const;
    for (const [path, status, pageTitle] of pages) {
      const page = await served(path);
      expect(page.response.status, path).toBe(status);
      expect(page.document.title, path).toBe(pageTitle);
      expectWellFormed(page);
    }

    const home = await served('/');
    const homeState = expectWellFormed(home);
    expect(JSON.stringify(homeState.queries)).toContain(JSON.stringify(title).slice(1, -1));
    expect(home.document.querySelector(`main a[href="/books/${id}"] img`)?.getAttribute('alt')).toBe(
      `Cover of ${title}`,
    );

    const bookPage = await served(`/books/${id}`);
    expect(bookPage.document.querySelector('main h1')?.textContent).toBe(title);
    expect(bookPage.document.querySelector('main')!.textContent).toContain(description);
    expect(bookPage.meta('og:title')).toBe(title);
    expect(bookPage.meta('og:description')).toBe(
      `${title} by ${SEED_BOOKS.find((seed) => seed.slug === id)!.author}. ${description}`,
    );
    const jsonLd = JSON.parse(bookPage.document.querySelector('script[type="application/ld+json"]')?.textContent ?? '');
    expect(jsonLd).toMatchObject({ name: title, description });

    const results = await served(found);
    expect(results.document.querySelector('main h1')?.textContent).toBe(`Results for “${title}”`);
    expect(results.document.querySelector('main h3')?.textContent).toBe(title);
    const canonical = new URL(results.document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '');
    expect(canonical.origin + canonical.pathname).toBe(`${HOSTING}/search`);
    expect(canonical.searchParams.get('q')).toBe(title);

    const empty = await served(none);
    expect(empty.document.querySelector('main')!.textContent).toContain(`No books match “zz ${PATTERNS}”.`);
  });
});

/** A GET with its request line and Host as written: fetch() would turn `\` into `/` and set Host itself. */
function sendAsWritten(port: string, target: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; cacheControl: string; html: string }>((resolve, reject) => {
    request({ host: EMULATOR_HOST, port, path: target, headers }, (res) => {
      let html = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (html += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, cacheControl: String(res.headers['cache-control'] ?? ''), html }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** `path` at `base` (Hosting, or a function's own URL with its prefix), sent as written. */
const rawGet = (base: string, path: string, headers?: Record<string, string>) => {
  const url = new URL(base);
  return sendAsWritten(url.port, url.pathname.replace(/\/$/, '') + path, headers);
};

describe('addresses that name another host', () => {
  const doors = [
    ['Hosting', HOSTING],
    ['the render function’s own URL', RENDER_FUNCTION],
  ] as const;
  const odd = [
    `//evil.example/books/${book.slug}`,
    `/\\evil.example/books/${book.slug}`,
    `/\\/evil.example/books/${book.slug}`,
    `/%2F%2Fevil.example/books/${book.slug}`,
    `/%5Cevil.example/books/${book.slug}`,
    '//evil.example',
    '//',
  ];

  describe.each(doors)('through %s', (door, base) => {
    // The Hosting emulator itself dies on `GET //` (an Invalid URL thrown in firebase-tools'
    // hosting middleware), taking every emulator down: that one is asked of the function only.
    const paths = door === 'Hosting' ? odd.filter((path) => path !== '//') : odd;
    it.each(paths)('%s is a 404 no cache keeps, naming no other host', async (path) => {
      const answer = await rawGet(base, path);
      expect(answer.status).toBe(404);
      expect(answer.cacheControl).not.toMatch(/public|s-maxage/);
      expect(answer.html).not.toContain('evil.example');
    });

    it('a book page names the configured origin, whatever Host and X-Forwarded-Host say', async () => {
      const answer = await rawGet(base, `/books/${book.slug}`, {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
      });
      expect(answer.status).toBe(200);
      expect(answer.html).not.toContain('evil.example');
      expect(answer.html).toContain(`<link rel="canonical" href="${bookUrl}" />`);
    });
  });

  it('a request line in absolute form (GET http://evil.example/…, to the function’s own URL) names no other host', async () => {
    const { port, pathname } = new URL(RENDER_FUNCTION);
    const answer = await sendAsWritten(port, `http://evil.example${pathname}/books/${book.slug}`);
    expect(answer.html).not.toContain('evil.example');
    expect(answer.status).toBe(404);
    expect(answer.cacheControl).not.toMatch(/public|s-maxage/);
  });
});
