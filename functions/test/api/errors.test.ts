import { describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/http';

describe('malformed requests', () => {
  it('answers malformed JSON with 400 and no stack trace', async () => {
    const response = await call('POST', '/auth/admin', { rawBody: '{"username": "admin", ' });
    expect(response.status).toBe(400);
    const text = typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
    expect(text).not.toMatch(/at JSON\.parse|node_modules|SyntaxError/);
  });
});

describe('refusals before any route runs', () => {
  it('are JSON, say what to change, and are never stored (orders, sign-in)', async () => {
    const text = await call('POST', '/orders/create-order', {
      rawBody: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect(text.body).toEqual({ message: 'Send the request body as JSON (Content-Type: application/json).' });
    expect(text.headers.get('cache-control')).toBe('private, no-store');
    const huge = await call('POST', '/auth/admin', { body: { username: 'admin', password: 'x'.repeat(150_000) } });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/too large/);
    expect(huge.headers.get('cache-control')).toBe('private, no-store');
  });
});
