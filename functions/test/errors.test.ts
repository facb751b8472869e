import { describe, expect, it } from 'vitest';
import { call } from './support/http';

describe('malformed requests', () => {
  it('answers malformed JSON with 400 and no stack trace', async () => {
    const response = await call('POST', '/auth/admin', { rawBody: '{"username": "admin", ' });
    expect(response.status).toBe(400);
    const text = typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
    expect(text).not.toMatch(/at JSON\.parse|node_modules|SyntaxError/);
  });
});
