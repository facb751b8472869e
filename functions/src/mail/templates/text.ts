/**
 * One line of plain text: any run of whitespace or control characters becomes one space. A
 * subject is a header, so a newline typed into a name or a title must never reach it.
 */
export function oneLine(value: string): string {
  return value.replace(/[\s\p{Cc}]+/gu, ' ').trim();
}

/** "1 copy", "3 copies". */
export function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
