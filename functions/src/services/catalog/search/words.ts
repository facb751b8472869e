/**
 * How text becomes words, the same for a book when it is indexed and for a query: letters,
 * combining marks and digits make a word, anything else separates words. Devanagari vowel
 * signs, virama and nukta are combining marks (\p{M}), so a Devanagari word stays whole;
 * `$&`, `<script>` and `?!...` are separators and leave no word.
 */
const SEPARATORS = /[^\p{L}\p{M}\p{N}]+/u;

export function words(text: string): string[] {
  return text.split(SEPARATORS).filter((word) => word.length > 0);
}

/**
 * One word as the index compares it: lower-case, accents off Latin letters (`Benarés` is
 * `benares`). Marks after a non-Latin letter stay: a Devanagari matra is part of the word.
 */
export function normalWord(word: string): string {
  const lower = word.toLowerCase();
  // Most words are plain ASCII: no normalisation to pay for (a build reads ~600,000 words at 20,000 books).
  if (/^[a-z0-9]*$/.test(lower)) return lower;
  return lower
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC');
}

export const isLatinWord = (word: string): boolean => /^[a-z0-9]+$/.test(word);
export const isDevanagariWord = (word: string): boolean => /[\u0900-\u097f]/.test(word);
