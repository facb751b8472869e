// Which font draws which letters. pdfkit shapes each text call with one font through fontkit,
// whose Indic shaper forms Devanagari conjuncts (र्म, प्र) only when the whole cluster is in one
// call with a font that has the Devanagari tables; Noto Sans has none, and Noto Sans Devanagari
// has no ₹, Greek, Cyrillic or U+FFFD. So a string is cut into runs of one script each.

export type Script = 'latin' | 'devanagari';

export interface ScriptRun {
  script: Script;
  text: string;
}

// Devanagari, Vedic Extensions, Devanagari Extended.
const DEVANAGARI_BLOCKS: ReadonlyArray<readonly [number, number]> = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cff],
  [0xa8e0, 0xa8ff],
];
const isDevanagari = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return DEVANAGARI_BLOCKS.some(([first, last]) => code >= first && code <= last);
};
// ZWNJ, ZWJ and combining marks belong to the letter before them: a nukta or a ZWJ cut off
// from its consonant would be shaped alone, as a dotted circle.
const CLUSTER_CONTINUATION = /[\u200C\u200D\p{M}]/u;

/**
 * The string with lone surrogates (half an emoji cut by a careless substring) replaced by
 * U+FFFD, which Noto Sans draws; fontkit would otherwise meet an unpaired code unit. Control
 * characters other than line breaks become spaces.
 */
export function printable(text: string): string {
  return (text as string & { toWellFormed(): string })
    .toWellFormed()
    .replace(/\r\n?/g, '\n')
    .replace(/\p{Cc}/gu, (control) => (control === '\n' ? control : ' '));
}

/**
 * Cuts text into runs of one script: Devanagari letters (with the marks and joiners that
 * follow them) in Devanagari runs, everything else in Latin runs. A space between two
 * Devanagari words stays in the Devanagari run (that font has a space), so "राम कुमार शर्मा"
 * is one run and one text call rather than five.
 */
export function scriptRuns(text: string): ScriptRun[] {
  const chars = Array.from(text);
  // Whether the next letter that is not a space, from each position on, is Devanagari.
  const devanagariAhead: boolean[] = new Array<boolean>(chars.length + 1).fill(false);
  for (let i = chars.length - 1; i >= 0; i--) {
    devanagariAhead[i] = chars[i] === ' ' ? devanagariAhead[i + 1]! : isDevanagari(chars[i]!);
  }
  const runs: ScriptRun[] = [];
  chars.forEach((char, index) => {
    const current = runs.at(-1);
    const script = scriptOf(char, current?.script, devanagariAhead[index + 1]!);
    if (current && current.script === script) current.text += char;
    else runs.push({ script, text: char });
  });
  return runs;
}

function scriptOf(char: string, previous: Script | undefined, devanagariAhead: boolean): Script {
  if (isDevanagari(char)) return 'devanagari';
  if (previous !== 'devanagari') return 'latin';
  if (CLUSTER_CONTINUATION.test(char)) return 'devanagari';
  if (char === ' ' && devanagariAhead) return 'devanagari';
  return 'latin';
}
