import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../src';

describe('escapeHtml', () => {
  it('escapes the five characters that end text or a quoted attribute, ampersands first', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });

  it('leaves other text as it is', () => {
    expect(escapeHtml('₹1,299 · naïve café $1')).toBe('₹1,299 · naïve café $1');
  });
});
