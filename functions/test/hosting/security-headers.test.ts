import { LOCAL_URLS } from '@bookstore/domain';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../../../seed/catalog';
import { fetchChecked, get } from '../../../tests/support/http';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { START_SCRIPT_CSP_SOURCE } from '../../../web/src/app/server/start-after-paint';

const HOSTING = LOCAL_URLS.hosting;

// The catalog, so the pages below show books (a long page of search results among them).
useSeededStore({ per: 'suite' });

/** "a b; c d e" → { a: ['b'], c: ['d', 'e'] } */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values.sort()]),
  );
}

/**
 * What the deployed site allows: Google's sign-in script and popup, Firebase Auth's APIs, and the
 * reCAPTCHA behind a phone's one-time code (decision 045).
 */
const PRODUCTION_CSP = {
  'default-src': ["'self'"],
  // Besides files: the served page's one inline script, by its hash (web/src/app/server/start-after-paint.ts).
  'script-src': [
    "'self'",
    START_SCRIPT_CSP_SOURCE,
    'https://apis.google.com',
    'https://www.google.com/recaptcha/',
    'https://www.gstatic.com/recaptcha/',
  ].sort(),
  // Libraries in the storefront (sweetalert2) inject <style> elements; see docs/decisions.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  'frame-src': [
    "'self'",
    'https://*.firebaseapp.com',
    'https://apis.google.com',
    'https://www.google.com/recaptcha/',
    'https://recaptcha.google.com/recaptcha/',
  ].sort(),
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Locally the app also talks to the Auth emulator, and nothing else changes. */
const AUTH_EMULATOR = LOCAL_URLS.auth;
const LOCAL_CSP = {
  ...PRODUCTION_CSP,
  'connect-src': [...PRODUCTION_CSP['connect-src'], AUTH_EMULATOR].sort(),
  'frame-src': [...PRODUCTION_CSP['frame-src'], AUTH_EMULATOR].sort(),
};

it('firebase.json, which is what gets deployed, allows no local emulator', () => {
  const config = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'firebase.json'), 'utf8'));
  const pages = config.hosting.headers.find((rule: { source: string }) => rule.source === '**');
  const csp = pages.headers.find((header: { key: string }) => header.key === 'Content-Security-Policy').value as string;
  expect(directives(csp)).toEqual(PRODUCTION_CSP);
  expect(csp).not.toMatch(/127\.0\.0\.1|localhost/);
});

describe('security headers on every HTML page (served by the emulators from their copy of firebase.json)', () => {
  // Rendered pages, a 404 rendered by the render function, and a client-rendered route's shell.
  it.each([
    ['/', 200],
    ['/index.html', 404],
    ['/books/some-book-id', 404],
    ['/orders/deep/spa/path?x=1', 404],
    ['/admin/dashboard', 200],
    ['/cart', 200],
  ])('%s', async (path, status) => {
    const response = await fetch(`${HOSTING}${path}`);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(directives(response.headers.get('content-security-policy') ?? '')).toEqual(LOCAL_CSP);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(self\).*microphone=\(\).*geolocation=\(\)/);
    expect(await response.text()).toContain('<div id="root">');
  });

  // Every page the render function renders, and a shell. A page of search results is past React's
  // progressive chunk (12,800 bytes), which React would reveal with inline scripts (decision 034).
  it('serves no inline script but the one the policy names by its hash, and data blocks', async () => {
    const pages = [
      '/',
      `/books/${SEED_BOOKS[4]!.slug}`,
      '/search?q=the',
      '/search?q=zzzz',
      '/info/about',
      '/no/such/page',
      '/cart',
    ];
    for (const path of pages) {
      const html = await (await fetch(`${HOSTING}${path}`)).text();
      expect(html.length, path).toBeGreaterThan(0);
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        // The dehydrated query state, the start data and JSON-LD are data: a browser never runs them.
        if (/\btype="application\/(?:ld\+)?json"/.test(attributes!)) continue;
        if (body!.trim() === '') expect(attributes).toMatch(/\bsrc="\/[^"]+"/);
        else expect(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`).toBe(START_SCRIPT_CSP_SOURCE);
      }
    }
  });
});

describe('API answers', () => {
  it.each(['/books', '/no-such-route'])('%s is data that a browser will not sniff, run or frame', async (path) => {
    const response = await get(path);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors');
  });
});

// Hosting lays the page policy of firebase.json over /api answers too, so the function's own
// headers are checked where they are made: straight from the Functions emulator.
describe('the function’s own headers', () => {
  const FUNCTION_API = `${LOCAL_URLS.functionBase}/api`;
  it.each(['/books', '/no-such-route'])('%s forbids everything a page could do', async (path) => {
    const response = await fetchChecked(`${FUNCTION_API}${path}`);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });
});
