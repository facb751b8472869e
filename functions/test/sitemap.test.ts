import { LOCAL_URLS } from '@bookstore/domain';
import { describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../../seed/catalog';
import { fetchChecked } from './support/http';
import { useSeededStore } from './support/seeded-store';

useSeededStore();

describe('GET /sitemap.xml', () => {
  it('lists the home page and every book page on the site’s own origin', async () => {
    const response = await fetchChecked(`${LOCAL_URLS.hosting}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0"/);
    expect(xml).toContain(`<loc>${LOCAL_URLS.hosting}/</loc>`);
    for (const book of SEED_BOOKS) expect(xml).toContain(`<loc>${LOCAL_URLS.hosting}/books/${book.slug}</loc>`);
    expect(xml.match(/<url>/g)).toHaveLength(SEED_BOOKS.length + 1);
  });
});

describe('GET /robots.txt', () => {
  it('is served statically and keeps private pages out of search engines', async () => {
    const text = await (await fetch(`${LOCAL_URLS.hosting}/robots.txt`)).text();
    expect(text).toContain('User-agent: *');
    for (const path of ['/admin', '/dashboard', '/checkout', '/orders']) expect(text).toContain(`Disallow: ${path}`);
  });
});
