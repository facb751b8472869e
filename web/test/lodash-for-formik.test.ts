import lodashClone from 'lodash-es/clone.js';
import lodashCloneDeep from 'lodash-es/cloneDeep.js';
import lodashIsPlainObject from 'lodash-es/isPlainObject.js';
import lodashToPath from 'lodash-es/toPath.js';
import { describe, expect, it } from 'vitest';
import clone from '@web/lib/lodash-for-formik/clone';
import cloneDeep from '@web/lib/lodash-for-formik/clone-deep';
import isPlainObject from '@web/lib/lodash-for-formik/is-plain-object';
import toPath from '@web/lib/lodash-for-formik/to-path';

// The build reads formik's lodash functions from our modules (vite.config.ts WEB_ALIAS): on the
// values and field names forms have, they answer as lodash does.
const settings = {
  shopName: 'Book Nook',
  upi: { vpa: 'a@b', expiryHours: 24 },
  shipping: { freeAbove: null, prefixCharges: [{ prefix: '11', charge: 40 }] },
  cod: { excludedPins: ['110001', ''], maxOrder: undefined },
  placed: new Date('2026-03-01T10:00:00.000Z'),
};

describe('lodash for formik', () => {
  it('cloneDeep copies plain objects, arrays and dates all the way down', () => {
    const copy = cloneDeep(settings);
    expect(copy).toEqual(lodashCloneDeep(settings));
    expect(copy.shipping.prefixCharges[0]).not.toBe(settings.shipping.prefixCharges[0]);
    expect(copy.cod.excludedPins).not.toBe(settings.cod.excludedPins);
    expect(copy.placed).not.toBe(settings.placed);
    for (const value of [undefined, null, 0, '', 'text', true]) expect(cloneDeep(value)).toBe(lodashCloneDeep(value));
  });

  it('clone copies one level, keeping the prototype', () => {
    class Values {
      a = 1;
    }
    for (const value of [settings, [1, [2]], new Values()]) {
      const copy = clone(value);
      expect(copy).toEqual(lodashClone(value));
      expect(copy).not.toBe(value);
      expect(Object.getPrototypeOf(copy)).toBe(Object.getPrototypeOf(value));
    }
    expect(clone(settings).upi).toBe(settings.upi);
  });

  it('isPlainObject tells objects made as literals from the rest', () => {
    class Values {}
    for (const value of [{}, Object.create(null), settings, [], new Date(), new Values(), null, 'a', 1])
      expect(isPlainObject(value)).toBe(lodashIsPlainObject(value));
  });

  it('toPath splits the field names forms use', () => {
    for (const name of ['shopName', 'upi.vpa', 'cod.excludedPins.0', 'lines[0].title', 'a[12][3].b', ['a', 0]])
      expect(toPath(name)).toEqual(lodashToPath(name));
  });
});
