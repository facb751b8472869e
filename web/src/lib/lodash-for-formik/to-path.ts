/**
 * lodash's `toPath` as formik uses it on field names: `cod.excludedPins.0` and `lines[0].title`
 * → ['cod', 'excludedPins', '0'] and ['lines', '0', 'title']. (Quoted keys, `a["b.c"]`, are not
 * read: no field here is named so.)
 */
export default function toPath(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return String(value).match(/[^.[\]]+/g) ?? [];
}
