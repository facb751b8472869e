import { describe, expect, it } from 'vitest';
import { devanagariToLatin } from '../../src/services/catalog/search/devanagari';
import { byRank, Tier } from '../../src/services/catalog/search/ranking';
import {
  editsAllowed,
  SearchEngine,
  wordKey,
  type SearchableBook,
} from '../../src/services/catalog/search/search-engine';
import { soundKey } from '../../src/services/catalog/search/sound-key';
import { words } from '../../src/services/catalog/search/words';

describe('the sound key', () => {
  it.each([
    ['mira', 'meera'],
    ['lakshmi', 'laxmi'],
    ['bachchan', 'bachan'],
    ['godan', 'godaan'],
    ['punam', 'poonam'],
    ['siddharth', 'sidharth'],
    ['zindagi', 'jindagi'],
    ['champa', 'chanpa'],
    ['premchand', 'prenchand'],
    ['vikram', 'wikram'],
  ])('brings %s and %s together', (a, b) => {
    expect(soundKey(a)).toBe(soundKey(b));
  });

  it('keeps words apart that only look alike to the eye', () => {
    expect(soundKey('kamla')).not.toBe(soundKey('kanla'));
    expect(soundKey('ledger')).toBe('ledger');
    expect(soundKey('mira')).not.toBe(soundKey('mera'));
  });

  it('leaves words that are not plain Latin letters as they are', () => {
    expect(soundKey('गोदान')).toBe('गोदान');
    expect(soundKey('1984')).toBe('1984');
  });
});

describe('Devanagari in Latin letters', () => {
  it.each([
    ['गोदान', 'godan'],
    ['प्रेमचंद', 'premchand'],
    ['प्रेमचंद्र', 'premchandra'],
    ['बच्चन', 'bachchan'],
    ['हरिवंश', 'harivansh'],
    ['मीरा', 'mira'],
    ['लक्ष्मी', 'lakshmi'],
    ['कमला', 'kamla'],
    ['ज़िंदगी', 'jindagi'],
    ['मित्र', 'mitra'],
    ['राम', 'ram'],
    ['रामचरितमानस', 'ramcharitmanas'],
  ])('%s is %s', (devanagari, latin) => {
    expect(devanagariToLatin(devanagari)).toBe(latin);
  });

  it('meets the Latin spellings through the sound key', () => {
    expect(wordKey('गोदान')).toBe(wordKey('godaan'));
    expect(wordKey('प्रेमचंद')).toBe(wordKey('premchand'));
    expect(wordKey('बच्चन')).toBe(wordKey('bachan'));
  });

  it('keeps matras, virama and nukta inside a word, and splits on punctuation', () => {
    expect(words('गोदान, प्रेमचंद्र। ज़िंदगी')).toEqual(['गोदान', 'प्रेमचंद्र', 'ज़िंदगी']);
    expect(words('$& <script> ?!...')).toEqual(['script']);
    expect(words('?!...')).toEqual([]);
  });
});

describe('typos forgiven', () => {
  it('by word length: none below 4 letters, 1 from 4, 2 from 8; numbers exact', () => {
    expect([
      editsAllowed('tea'),
      editsAllowed('lean'),
      editsAllowed('lanterns'),
      editsAllowed('9780140449136'),
    ]).toEqual([0, 1, 2, 0]);
    expect(editsAllowed('गोदान')).toBe(1);
  });
});

const book = (id: string, title: string, author: string, fields: Partial<SearchableBook> = {}): SearchableBook => ({
  id,
  title,
  author,
  ISBN: `978-0-00-00000${id.length}-0`,
  description: '',
  genre: 'Fiction',
  ...fields,
});

function engineOf(books: SearchableBook[]): SearchEngine {
  const engine = new SearchEngine();
  engine.load(books);
  return engine;
}

const found = (engine: SearchEngine, q: string) =>
  engine
    .search(q)
    .map((hit) => `${hit.id}:${hit.tier}`)
    .sort();

describe('the search engine', () => {
  const engine = engineOf([
    book('lean', 'The Lean Ledger', 'Meera Iyer', { ISBN: '978-0-14-044913-6' }),
    book('calm', 'The Calm Ledger', 'Asha Krishnan', { description: 'A ledger of small lean years.' }),
    book('weaver', 'The Weaver of Benares', 'Sunita Varma', { genre: 'Historical Fiction' }),
    book('godan', 'गोदान', 'प्रेमचंद'),
    book('byIyer', 'Monsoon Letters', 'Ravi Iyer'),
  ]);

  it('matches every word in any order, across fields, typos forgiven', () => {
    expect(found(engine, 'leger')).toEqual(['calm:2', 'lean:2']);
    expect(found(engine, 'ledger lean')).toEqual(['calm:4', 'lean:2']);
    expect(found(engine, 'mira iyer')).toEqual(['lean:3']);
    expect(found(engine, 'iyer')).toEqual(['byIyer:3', 'lean:3']);
    expect(found(engine, 'benaras')).toEqual(['weaver:2']);
    expect(found(engine, 'historical weaver')).toEqual(['weaver:4']);
    expect(found(engine, 'ledger xyzzy')).toEqual([]);
  });

  it('finds Devanagari from Latin letters and from Devanagari with a typo', () => {
    for (const q of ['godan', 'godaan', 'गोदान', 'गोदन']) expect(found(engine, q)).toEqual(['godan:2']);
    for (const q of ['premchand', 'premchandra', 'प्रेमचंद']) expect(found(engine, q)).toEqual(['godan:3']);
  });

  it('takes the last word as a prefix, the others whole', () => {
    expect(found(engine, 'monsoon let')).toEqual(['byIyer:2']);
    expect(found(engine, 'mon letters')).toEqual([]);
  });

  it('takes a last word of letters as a prefix only from 3 letters, its sound key too', () => {
    const names = engineOf([book('zafar', 'Zafar Nama', 'Zakir Hussain'), book('sea', 'Sea of Words', 'Asha Rao')]);
    // `zz` folds to the sound key `z`, which began every z name.
    expect(found(names, 'zz')).toEqual([]);
    expect(found(names, 'zz $&')).toEqual([]);
    expect(found(names, 'za')).toEqual([]);
    expect(found(names, 'zaf')).toEqual(['zafar:2']);
  });

  it('finds a book by its ISBN-13 or ISBN-10, hyphens or spaces, and by the start of one', () => {
    for (const q of ['9780140449136', '978 0 14 044913 6', '0-14-044913-4', '0140449134'])
      expect(found(engine, q)).toEqual(['lean:0']);
    expect(found(engine, '978-0-14-0449')).toEqual(['lean:0']);
    expect(engine.withIsbn('0-14-044913-4')).toEqual(['lean']);
  });

  it('searches each word once, and at most ten words', () => {
    expect(found(engine, 'ledger '.repeat(14))).toEqual(found(engine, 'ledger'));
    // The eleventh word and after are not asked for: a miss there still finds the book.
    const counted = engineOf([book('long', 'one two three four five six seven eight nine ten', 'Someone')]);
    expect(found(counted, 'one two three four five six seven eight nine ten xyzzyq')).toEqual(['long:2']);
    expect(found(counted, 'one two three four five six seven eight nine xyzzyq')).toEqual([]);
  });

  it('answers odd input with nothing', () => {
    for (const q of ['$&', '?!...', '<>', ' ']) expect(engine.search(q)).toEqual([]);
    expect(found(engine, '<script>ledger</script>')).toEqual([]);
  });

  it('keeps up with books added, replaced and removed', () => {
    const live = engineOf([book('a', 'Quiet Harbour', 'Anil Rao')]);
    live.put(book('b', 'Quiet Fields', 'Anil Rao'));
    expect(found(live, 'quiet')).toEqual(['a:2', 'b:2']);
    live.put(book('a', 'Loud Harbour', 'Anil Rao'));
    expect(found(live, 'quiet')).toEqual(['b:2']);
    live.remove('b');
    expect(found(live, 'quiet')).toEqual([]);
    expect(found(live, 'rao')).toEqual(['a:3']);
    expect(live.size).toBe(1);
  });

  it('offers the closest titles when nothing is found, none when nothing is near', () => {
    const all = () => true;
    expect(engine.closest('lean ledgr xyzzy', 3, all)).toEqual(expect.arrayContaining(['lean']));
    expect(engine.closest('wevaer benars', 3, all)).toEqual(['weaver']);
    expect(engine.closest('qqqq zzzz', 3, all)).toEqual([]);
    expect(engine.closest('ledger', 3, (id) => id !== 'lean')).toEqual(['calm']);
  });

  it('knows an exact title, word for word or by sound', () => {
    expect(SearchEngine.exactTitle('the lean ledger')('The Lean Ledger')).toBe(true);
    expect(SearchEngine.exactTitle('Godaan')('गोदान')).toBe(true);
    expect(SearchEngine.exactTitle('lean ledger')('The Lean Ledger')).toBe(false);
    expect(SearchEngine.exactTitle('the lean ledgers')('The Lean Ledger')).toBe(false);
  });
});

describe('ranking', () => {
  it('orders by tier, then copies sold, then newest, then id', () => {
    const hits = [
      { id: 'd', tier: Tier.Other, sold: 100, createdMs: 5 },
      { id: 'c', tier: Tier.Author, sold: 0, createdMs: 5 },
      { id: 'b2', tier: Tier.Title, sold: 1, createdMs: 1 },
      { id: 'b1', tier: Tier.Title, sold: 1, createdMs: 1 },
      { id: 'b0', tier: Tier.Title, sold: 1, createdMs: 2 },
      { id: 'a', tier: Tier.ExactTitle, sold: 0, createdMs: 0 },
      { id: 'z', tier: Tier.Title, sold: 9, createdMs: 0 },
      { id: 'i', tier: Tier.Isbn, sold: 0, createdMs: 0 },
    ];
    expect(hits.sort(byRank).map((hit) => hit.id)).toEqual(['i', 'a', 'z', 'b0', 'b1', 'b2', 'c', 'd']);
  });
});
