// Lodash's own four functions, for the test that holds ours to them (no @types/lodash-es here).
declare module 'lodash-es/clone.js' {
  export default function clone<T>(value: T): T;
}
declare module 'lodash-es/cloneDeep.js' {
  export default function cloneDeep<T>(value: T): T;
}
declare module 'lodash-es/isPlainObject.js' {
  export default function isPlainObject(value: unknown): boolean;
}
declare module 'lodash-es/toPath.js' {
  export default function toPath(value: unknown): string[];
}
