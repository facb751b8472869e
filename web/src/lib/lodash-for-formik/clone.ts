/** lodash's `clone` as formik uses it (setIn): a shallow copy of an array or an object, keeping its prototype. */
export default function clone<T>(value: T): T {
  if (Array.isArray(value)) return [...value] as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.assign(Object.create(Object.getPrototypeOf(value) as object | null), value) as T;
}
