import { describe, expect, it } from 'vitest';
import { csvCell, csvFile, csvTable } from '../../src/services/csv';

describe('CSV cells', () => {
  it('quotes every cell and doubles its quotes, so commas, quotes and line breaks stay inside it', () => {
    expect(csvCell('reader@example.com')).toBe('"reader@example.com"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('')).toBe('""');
  });

  it.each(['=HYPERLINK("http://x","y")', '+1+2', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'makes %j inert: it starts with an apostrophe, so no spreadsheet runs it',
    (value) => {
      expect(csvCell(value)).toBe(`"'${value.replace(/"/g, '""')}"`);
    },
  );

  it.each(['-1297', '-25.5', '-0.01'])('leaves the plain negative amount %j a number', (value) => {
    expect(csvCell(value)).toBe(`"${value}"`);
  });

  it.each(['-1297 ', '-1e3', '-1,2', '-1.', '--1', '-1.5.5', '-1\n=cmd'])('still defuses %j', (value) => {
    expect(csvCell(value)).toBe(`"'${value}"`);
  });

  it('leaves those characters alone anywhere but at the start', () => {
    expect(csvCell('a=b+c-d@e')).toBe('"a=b+c-d@e"');
  });

  it('ends every row with CRLF', () => {
    expect(
      csvFile([
        ['email', 'confirmedAt'],
        ['=x@example.com', '2026-11-24T01:26:24+05:30'],
      ]),
    ).toBe('"email","confirmedAt"\r\n"\'=x@example.com","2026-11-24T01:26:24+05:30"\r\n');
  });

  it('starts with a byte-order mark only when asked, for the files spreadsheets open', () => {
    expect(csvFile([['₹ 449']], { byteOrderMark: true })).toBe('\uFEFF"₹ 449"\r\n');
    expect(csvFile([['₹ 449']]).startsWith('"')).toBe(true);
    expect(csvFile([], { byteOrderMark: true })).toBe('\uFEFF');
  });

  it('lays records out under a header, in the order the columns are named', () => {
    const columns = ['b', 'a'] as const;
    expect([...csvTable(columns, [{ a: '1', b: '2' }])]).toEqual([
      ['b', 'a'],
      ['2', '1'],
    ]);
  });
});
