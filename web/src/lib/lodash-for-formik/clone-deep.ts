import isPlainObject from './is-plain-object';

/**
 * lodash's `cloneDeep` as formik uses it: a deep copy of a form's initial values (plain objects,
 * arrays, dates). Anything else (a File, a class's instance) is kept as it is: lodash cannot copy
 * those either, and a form replaces a value rather than changing it in place.
 */
export default function cloneDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneDeep) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value as object).map(([key, item]) => [key, cloneDeep(item)])) as T;
}
