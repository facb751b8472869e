import { describe, expect, it } from 'vitest';
import { printable, scriptRuns } from '../../src/paper/render/script-runs';

describe('scriptRuns', () => {
  it('keeps Devanagari words and the spaces between them in one run, everything else in Latin runs', () => {
    expect(scriptRuns('Ship to राम कुमार शर्मा, ₹1,249.50')).toEqual([
      { script: 'latin', text: 'Ship to ' },
      { script: 'devanagari', text: 'राम कुमार शर्मा' },
      { script: 'latin', text: ', ₹1,249.50' },
    ]);
  });

  it('keeps joiners and combining marks with the Devanagari letter before them', () => {
    // क + ZWJ + ् (halant, a Devanagari mark) and a nukta written as a combining mark.
    expect(scriptRuns('x क\u200D\u094D ष\u093C\u0301 y')).toEqual([
      { script: 'latin', text: 'x ' },
      { script: 'devanagari', text: 'क\u200D\u094D ष\u093C\u0301' },
      { script: 'latin', text: ' y' },
    ]);
    // After a Latin letter, a combining mark and a joiner stay Latin.
    expect(scriptRuns('e\u0301\u200Dक')).toEqual([
      { script: 'latin', text: 'e\u0301\u200D' },
      { script: 'devanagari', text: 'क' },
    ]);
  });

  it('puts Vedic and Devanagari Extended letters in Devanagari runs, and spaces before Latin in Latin', () => {
    expect(scriptRuns('\u1CD0\uA8E0 Book')).toEqual([
      { script: 'devanagari', text: '\u1CD0\uA8E0' },
      { script: 'latin', text: ' Book' },
    ]);
    expect(scriptRuns('')).toEqual([]);
  });
});

describe('printable', () => {
  it('replaces lone surrogates with U+FFFD and control characters with spaces, keeping line breaks', () => {
    expect(printable('a\uD800b\uDC00c😀')).toBe('a\uFFFDb\uFFFDc😀');
    expect(printable('a\tb\r\nc\u0000d\u0085e')).toBe('a b\nc d e');
  });
});
