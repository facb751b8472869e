import { describe, expect, it } from 'vitest';
import { BAD_ORDER_CURSOR, myOrdersQuerySchema, orderCursorText, parseOrderCursor, validateWith } from '../src';

describe("a customer's order cursor", () => {
  it('reads back what it wrote, to the nanosecond', () => {
    const cursor = { seconds: 1_764_620_000, nanoseconds: 1_000, id: 'Ab3_-x' };
    expect(orderCursorText(cursor)).toBe('1764620000.000001000.Ab3_-x');
    expect(parseOrderCursor(orderCursorText(cursor))).toEqual(cursor);
    expect(parseOrderCursor('253402300799.999999999.z')).toEqual({
      seconds: 253_402_300_799,
      nanoseconds: 999_999_999,
      id: 'z',
    });
  });

  it.each([
    '',
    'abc',
    '=cmd',
    '$&',
    'आदेश',
    '1764620000.1.abc',
    '1764620000.000000000.',
    '1764620000.000000000.a/b',
    '1764620000.000000000.__x__',
    '253402300800.000000000.a',
    '-1.000000000.a',
    `1.000000000.${'a'.repeat(129)}`,
  ])('refuses %j', async (cursor) => {
    expect(parseOrderCursor(cursor)).toBeNull();
    expect(await validateWith(myOrdersQuerySchema, { cursor })).toEqual({
      ok: false,
      errors: { cursor: BAD_ORDER_CURSOR },
    });
  });

  it('takes no cursor (the newest page), and refuses one given twice or with a lone surrogate', async () => {
    expect(await validateWith(myOrdersQuerySchema, {})).toEqual({ ok: true, value: {} });
    expect((await validateWith(myOrdersQuerySchema, { cursor: ['1.000000000.a', '2.000000000.b'] })).ok).toBe(false);
    expect((await validateWith(myOrdersQuerySchema, { cursor: '1.000000000.a\ud800' })).ok).toBe(false);
  });
});
