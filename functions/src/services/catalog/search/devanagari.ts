import Sanscript from '@indic-transliteration/sanscript';

/**
 * Devanagari to plain Latin letters, worked out once when a book is indexed (and once per
 * Devanagari query word): गोदान is `godan`, प्रेमचंद is `premchand`, बच्चन is `bachchan`. Sanscript
 * transliterates letter for letter (ITRANS here); Hindi drops most inherent vowels in speech, and
 * shoppers type what they hear, so the dropped ones are marked with a virama first.
 */
const VIRAMA = '\u094d';
const NUKTA = '\u093c';
const isConsonant = (ch: string) => /[\u0915-\u0939\u0958-\u095f]/.test(ch);
const isVowelSign = (ch: string) => /[\u093e-\u094c\u0962\u0963]/.test(ch);
const isNasalOrVisarga = (ch: string) => /[\u0901-\u0903]/.test(ch);

interface Syllable {
  /** Where a virama goes to silence the inherent vowel: just after the syllable's last consonant. */
  end: number;
  /** The vowel is the inherent a, with nothing after it (an anusvara keeps it sounded). */
  bareSchwa: boolean;
  /** Starts with a conjunct (consonant + virama + consonant). */
  cluster: boolean;
  /** Still has a vowel (false once its schwa is dropped). */
  voiced: boolean;
  /** Ends in an anusvara, chandrabindu or visarga: a consonant is heard after the vowel. */
  coda: boolean;
}

function syllables(word: string): Syllable[] {
  const chars = [...word];
  const found: Syllable[] = [];
  let i = 0;
  while (i < chars.length) {
    if (!isConsonant(chars[i]!)) {
      // An independent vowel (or a sign on its own) is a syllable that is never dropped.
      i++;
      const coda = isNasalOrVisarga(chars[i] ?? '');
      while (i < chars.length && isNasalOrVisarga(chars[i]!)) i++;
      found.push({ end: i, bareSchwa: false, cluster: false, voiced: true, coda });
      continue;
    }
    let cluster = false;
    i++;
    while (chars[i] === VIRAMA && i + 1 < chars.length && isConsonant(chars[i + 1]!)) {
      cluster = true;
      i += 2;
    }
    if (chars[i] === VIRAMA) {
      // A written virama at the end of a word: no vowel to drop.
      found.push({ end: i + 1, bareSchwa: false, cluster, voiced: false, coda: false });
      i++;
      continue;
    }
    const end = i;
    const sign = isVowelSign(chars[i] ?? '');
    if (sign) i++;
    const nasal = isNasalOrVisarga(chars[i] ?? '');
    while (i < chars.length && isNasalOrVisarga(chars[i]!)) i++;
    found.push({ end, bareSchwa: !sign && !nasal, cluster, voiced: true, coda: nasal });
  }
  return found;
}

/**
 * Marks the inherent vowels Hindi does not sound (a simplified schwa deletion): the last one of
 * a word of two or more syllables unless it ends in a conjunct (मित्र stays mitra), then, left to
 * right, one between an open sounded syllable and a consonant with a vowel (प्रेमचंद: prem-chand).
 */
export function withSilentSchwas(word: string): string {
  const chars = [...word.normalize('NFD').replaceAll(NUKTA, '')];
  const parts = syllables(chars.join(''));
  const silent = new Set<number>();
  const last = parts.length - 1;
  const final = parts[last];
  if (last > 0 && final?.bareSchwa && !final.cluster) {
    final.voiced = false;
    silent.add(final.end);
  }
  for (let k = 1; k < last; k++) {
    const here = parts[k]!;
    if (!here.bareSchwa || here.cluster) continue;
    const before = parts[k - 1]!;
    const after = parts[k + 1]!;
    // Only after an open syllable: जिंदगी keeps its a (zindagi), प्रेमचंद drops it.
    if (before.voiced && !before.coda && after.voiced && !after.cluster) {
      here.voiced = false;
      silent.add(here.end);
    }
  }
  return chars.map((ch, at) => (silent.has(at) ? VIRAMA + ch : ch)).join('') + (silent.has(chars.length) ? VIRAMA : '');
}

/** One Devanagari word in lower-case Latin letters only, e.g. गोदान → `godan`. */
export function devanagariToLatin(word: string): string {
  const itrans = Sanscript.t(withSilentSchwas(word), 'devanagari', 'itrans');
  // ITRANS writes the anusvara M, the chandrabindu .N and the nasals ~N, ~n: all an n to the ear.
  return itrans
    .replace(/M|\.N|~N|~n/g, 'n')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
