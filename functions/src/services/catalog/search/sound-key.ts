/**
 * The Latin "sound key": one spelling for the ways Indian names and words are written in
 * English letters, so `mira` meets Meera, `lakshmi` meets Laxmi, `bachchan` meets Bachan and
 * `godaan` meets Godan. It is kept beside each title and author word (the word itself stays
 * indexed too) and applied to each query word. Lossy on purpose: it only has to bring
 * spellings of one name together; the typo rules then apply to the key as to any word.
 */
const RULES: ReadonlyArray<[RegExp, string]> = [
  // x is how Laxmi and Dixit write क्ष.
  [/x/g, 'ksh'],
  [/ph/g, 'f'],
  [/w/g, 'v'],
  [/q/g, 'k'],
  // ज़ and ज are one letter to most writers (Zindagi, Jindagi).
  [/z/g, 'j'],
  [/ck/g, 'k'],
  // Aspirates and sh: Siddharth/Sidharth, Bhagat/Bagat, Shiv/Siv, chh/ch.
  [/([bcdgjkpst])h/g, '$1'],
  // Long vowels written doubled: Meera/Mira, Godaan/Godan, Poonam/Punam.
  [/ee/g, 'i'],
  [/oo/g, 'u'],
  // Doubled letters, doubled consonants included: Bachchan (now baccan), Lalitha, Anna.
  [/(.)\1+/g, '$1'],
  // A nasal takes the place of the stop after it (an anusvara is written either way):
  // Champa/Chanpa, Premchand/Prenchand.
  [/n(?=[bp])/g, 'm'],
  [/m(?=[cdgjkt])/g, 'n'],
];

/** The key of one normalised Latin word (lower-case, no accents); other words are returned as they are. */
export function soundKey(word: string): string {
  if (!/^[a-z]+$/.test(word)) return word;
  return RULES.reduce((key, [pattern, replacement]) => key.replace(pattern, replacement), word);
}
