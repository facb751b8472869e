import { MAX_SERVICEABLE_PINS } from '@bookstore/domain';
import { describe, expect, it } from 'vitest';
import { readPinCsv } from '@web/features/admin/settings/components/read-pin-csv';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('reading a courier’s serviceable PIN list', () => {
  it.each([
    ['a comma file', 'pincode,city\n110001,Delhi\n560001,Bengaluru\n'],
    ['a semicolon file with a BOM and CRLF', '\uFEFF"City";"PIN Code"\r\n"Delhi";"110001"\r\n"Bengaluru";"560001"\r\n'],
    ['a tab file headed Postcode', 'state\tpostcode\nDL\t110001\nKA\t560001\n'],
    ['headers with underscores and hyphens', 'pin_code,Zip-Code\n110001,x\n560001,y\n'],
    ['cells with spaces around them', 'pin\n 110001\n  560001  \n'],
    ['a two-column semicolon file', 'City;Pincode\nDelhi;110001\nBengaluru;560001\n'],
  ])('takes the PIN-code column of %s', (_what, text) => {
    const read = readPinCsv(bytes(text));
    expect(read).toMatchObject({ ok: true, pins: ['110001', '560001'], bad: [], duplicates: 0 });
  });

  it('lists the rows that are not PIN codes by their spreadsheet row, and counts repeats once', () => {
    const text = 'pin\n110001\n110001\n011000\n\n११०००१\n=cmd\n560001\n';
    expect(readPinCsv(bytes(text))).toEqual({
      ok: true,
      column: 'pin',
      pins: ['110001', '560001'],
      bad: [
        { row: 4, value: '011000' },
        { row: 6, value: '११०००१' },
        { row: 7, value: '=cmd' },
      ],
      duplicates: 1,
    });
  });

  it('refuses a list longer than the API takes', () => {
    const pins = Array.from({ length: MAX_SERVICEABLE_PINS + 1 }, (_, i) => String(100000 + i));
    const read = readPinCsv(bytes(`pincode\n${pins.join('\n')}\n`));
    expect(read).toEqual({ ok: false, message: expect.stringMatching(/^The file has 30,001 PIN codes/) });
  });
});
