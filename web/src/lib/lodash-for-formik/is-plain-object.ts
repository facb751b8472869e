/** lodash's `isPlainObject`: an object made by `{}`, `new Object` or `Object.create(null)`. */
export default function isPlainObject(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === null || prototype === Object.prototype;
}
