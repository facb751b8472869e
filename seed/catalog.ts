import { isbn13CheckDigit, type CategoryId } from '@bookstore/domain';

/** The demo catalog that `npm start` seeds into an empty database. */
export interface SeedBook {
  slug: string;
  ISBN: string;
  title: string;
  author: string;
  category: CategoryId;
  trending: boolean;
  oldPrice: number;
  newPrice: number;
  /** Copies on hand: every book has some; every tenth is down to 3 (the owner's low-stock card). */
  stock: number;
  description: string;
}

type Row = [
  title: string,
  author: string,
  category: CategoryId,
  oldPrice: number,
  newPrice: number,
  trending: boolean,
  description: string,
];

const ROWS: Row[] = [
  [
    'The Lean Ledger',
    'Meera Iyer',
    'business',
    599,
    449,
    true,
    'How a corner shop in Pune grew into a chain without losing its soul, told through ten years of honest accounts and hard choices.',
  ],
  [
    'Margins and Monsoons',
    'Arjun Desai',
    'business',
    499,
    399,
    false,
    'A practical guide to running a seasonal business: cash flow, stock and staff when demand comes and goes with the rains.',
  ],
  [
    'The Quiet Negotiator',
    'Sara Whitfield',
    'business',
    650,
    520,
    false,
    'Negotiation for people who dislike conflict: preparation, listening and patience as the strongest tools at the table.',
  ],
  [
    'River of Lanterns',
    'Kavya Nair',
    'historicalFiction',
    399,
    299,
    true,
    'Three generations of a boat-building family on the Kerala backwaters, bound together by a promise made during the great flood.',
  ],
  [
    'The Glass Orchard',
    'Tomas Ekberg',
    'fiction',
    450,
    360,
    false,
    'A widowed clockmaker inherits an orchard of glass trees and the village secrets that grow among them.',
  ],
  [
    'Letters to Nobody',
    'Anita Rao',
    'fiction',
    350,
    280,
    false,
    'A postal clerk starts answering undeliverable letters and slowly rewrites the lives of the people who sent them.',
  ],
  [
    'The Hollow Stair',
    'Edgar Vance',
    'horror',
    420,
    339,
    true,
    'Every night the old house gains one more step. The family counts them, and the count is never the same twice.',
  ],
  [
    'Night Market',
    'Rhea Kapoor',
    'horror',
    380,
    299,
    false,
    'A midnight bazaar appears in Old Delhi once a year, and the prices there are not paid in money.',
  ],
  [
    'What the Well Remembers',
    'Colm Brady',
    'horror',
    399,
    319,
    false,
    'A drought uncovers a sealed well in an Irish village, and with it the voices that were meant to stay below.',
  ],
  [
    'Beyond the Last Ridge',
    'Tenzing Dorje',
    'adventure',
    550,
    440,
    true,
    'A Sherpa guide and a cartographer chart an unmapped Himalayan valley before the winter closes the pass.',
  ],
  [
    'The Salt Road',
    'Lucia Moreno',
    'youngAdult',
    480,
    384,
    false,
    'Two cousins follow an ancient caravan route across the Thar desert with a stolen camel and a borrowed map.',
  ],
  [
    'Island of Compasses',
    'Hugo Martel',
    'adventure',
    420,
    350,
    false,
    'Shipwrecked sailors discover that every compass on the island points to a different treasure.',
  ],
  [
    'Small Wonders',
    'Priya Menon',
    'scienceNature',
    699,
    559,
    true,
    'A tour of the microscopic world, from the bacteria in yoghurt to the tardigrades that survive in space.',
  ],
  [
    'The Clockwork Cosmos',
    'Daniel Okafor',
    'scienceNature',
    750,
    600,
    false,
    'How physicists learned to read time in starlight, and what the oldest light in the universe tells us.',
  ],
  [
    'Rain, Explained',
    'Nandini Bose',
    'scienceNature',
    540,
    430,
    false,
    'The monsoon from cloud to crop: the physics, the forecasting, and the farmers who depend on both.',
  ],
  [
    'Empires of Spice',
    'Rahul Sen',
    'nonFiction',
    799,
    639,
    true,
    'Pepper, cloves and cardamom drove fleets across oceans. This is the story of the trade that made the modern world.',
  ],
  [
    'The Stepwell Builders',
    'Ila Chaturvedi',
    'artsPhotography',
    620,
    496,
    false,
    'The great stepwells of Gujarat and Rajasthan in two hundred photographs, with the stories of the queens and masons who built them.',
  ],
  [
    'A Short History of Ink',
    'Martin Hale',
    'nonFiction',
    480,
    399,
    false,
    'From oak galls to laser printers: the substance that carried every idea we ever wrote down.',
  ],
  [
    'The Weaver of Benares',
    'Sunita Varma',
    'biographyMemoir',
    560,
    448,
    false,
    'The life of a master silk weaver whose saris clothed brides for sixty years, told in his own words.',
  ],
  [
    'Ahead of the Storm',
    'Grace Liu',
    'biographyMemoir',
    590,
    472,
    true,
    'The meteorologist who fought to build a cyclone warning system that has since saved hundreds of thousands of lives.',
  ],
  [
    'Chalk and Courage',
    'Vikram Joshi',
    'biographyMemoir',
    450,
    360,
    false,
    'A village schoolteacher who taught under a banyan tree for forty years and sent three hundred girls to college.',
  ],
  [
    'The Ember Crown',
    'Elena Voss',
    'fantasy',
    520,
    416,
    true,
    'A blacksmith forges a crown that burns every false king who wears it, and soon every side wants her dead.',
  ],
  [
    'Songs of the Serpent Sea',
    'Aditya Rao',
    'fantasy',
    499,
    399,
    false,
    'Naga princes, storm priests and a girl who can hear what the sea remembers.',
  ],
  [
    'The Last Librarian of Ur',
    'Miriam Cole',
    'fantasy',
    460,
    368,
    false,
    'In a city where books are alive, the last librarian must choose which stories survive the fire.',
  ],
  [
    'Murder at Malabar Hill',
    'Farah Siddiqui',
    'mysteryThriller',
    399,
    319,
    true,
    'A retired judge, a missing will and a monsoon night that keeps every suspect trapped inside the mansion.',
  ],
  [
    'The Ninth Key',
    'Oliver Grant',
    'mysteryThriller',
    420,
    336,
    false,
    'A locksmith is hired to open a safe that, according to its maker, should have only eight keys.',
  ],
  [
    'Tea for the Inspector',
    'Lakshmi Pillai',
    'mysteryThriller',
    350,
    280,
    false,
    'A tea estate in Munnar, a poisoned cup and an inspector who trusts his nose more than the evidence.',
  ],
  [
    'Monsoon Letters',
    'Ishaan Malhotra',
    'romance',
    380,
    299,
    true,
    'Two strangers swap the wrong umbrellas at Churchgate station and keep writing to each other to swap them back.',
  ],
  [
    'The Bookshop on Park Street',
    'Nisha Dutta',
    'romance',
    360,
    288,
    false,
    'A rival bookseller opens across the street, and the feud turns into something neither of them expected.',
  ],
  [
    'Second Spring',
    'Claire Dubois',
    'romance',
    399,
    320,
    false,
    'At sixty, a widowed botanist meets a stubborn gardener who refuses to prune his roses her way.',
  ],
  [
    'Tiny Habits, Big Days',
    'Rohan Mehta',
    'selfHelp',
    450,
    299,
    true,
    'Small routines that compound: sleep, focus and kindness practices that take less than five minutes each.',
  ],
  [
    'The Calm Ledger',
    'Asha Krishnan',
    'selfHelp',
    399,
    319,
    false,
    'Personal finance without fear: budgets, savings and conversations about money that families can actually have.',
  ],
  [
    'Unhurried',
    'Jonas Berg',
    'healthWellness',
    420,
    336,
    false,
    "Sleep, breath and movement for people with crowded days: a doctor's gentle plan for calmer evenings and stronger health.",
  ],
  [
    'Orbit of Small Hours',
    'Farhan Qureshi',
    'scienceFiction',
    899,
    719,
    true,
    "A night-shift engineer on a lunar relay station starts receiving messages stamped with tomorrow's date, in her own handwriting.",
  ],
  [
    'Tiffin Tales',
    'Shalini Kapoor',
    'cookbooks',
    850,
    680,
    false,
    'Sixty lunchbox recipes from kitchens across India, with the stories of the families who pack them before sunrise.',
  ],
  [
    'Inkpot Warriors',
    'Rohan Sethi',
    'graphicNovels',
    790,
    632,
    false,
    'A graphic novel about four friends who run a comic stall at the Kolkata book fair and take on a ring of counterfeiters.',
  ],
  [
    'The Elephant Who Lost Her Hum',
    'Tara Sharma',
    'childrensBooks',
    299,
    239,
    true,
    'A young elephant searches the jungle for her missing hum and finds new friends in every song she hears.',
  ],
  [
    'Moonlight Kites',
    'Ben Adeyemi',
    'childrensBooks',
    280,
    224,
    false,
    'On the night of the festival, a boy builds a kite that can fly all the way to the moon.',
  ],
  [
    'Counting Mangoes',
    'Rekha Gupta',
    'childrensBooks',
    250,
    199,
    false,
    'A counting book set in a summer orchard, with mangoes, monkeys and a very greedy parrot.',
  ],
  [
    'Salt and Jasmine',
    'Meenakshi Sundaram',
    'poetry',
    320,
    256,
    false,
    'Poems of coastal towns, grandmothers and kitchens, moving between Tamil memory and English present.',
  ],
  [
    'Notes from a Night Train',
    'Amit Chowdhury',
    'travel',
    299,
    239,
    true,
    'India by overnight train: the routes worth taking, the food at every stop, and the people you meet in a second-class sleeper.',
  ],
  [
    'The Listening Hour',
    'Ruth Abernathy',
    'religionSpirituality',
    340,
    272,
    false,
    'Reflections gathered in temples, churches, dargahs and gurdwaras on prayer, silence and the quiet hour before dawn.',
  ],
];

/**
 * Hindi classics after the first 42: Devanagari titles and authors, which shoppers
 * mostly type in Latin letters (`godan`, `premchand`). A Devanagari title has no Latin letters
 * for `slugify`, so each carries its URL slug: the title as most readers spell it in English.
 * The descriptions are in English, as the store's pages are.
 */
const DEVANAGARI_ROWS: Array<[slug: string, ...row: Row]> = [
  [
    'godan',
    'गोदान',
    'प्रेमचंद',
    'fiction',
    350,
    280,
    true,
    'Hori, a poor farmer in a village of Awadh, spends his life wanting one cow. Premchand’s last finished novel, of debt, caste and dignity.',
  ],
  [
    'nirmala',
    'निर्मला',
    'प्रेमचंद',
    'fiction',
    250,
    199,
    false,
    'A girl married off to a widower twice her age, for want of a dowry, and the suspicion that slowly ruins his household.',
  ],
  [
    'madhushala',
    'मधुशाला',
    'हरिवंशराय बच्चन',
    'poetry',
    199,
    160,
    true,
    'One hundred and thirty-five quatrains on the tavern, the wine and the cup-bearer: a metaphor for life, loved and recited for ninety years.',
  ],
  [
    'kamayani',
    'कामायनी',
    'जयशंकर प्रसाद',
    'poetry',
    300,
    240,
    false,
    'An epic poem of Manu after the great flood, and of the mind finding its way between feeling, thought and deed.',
  ],
  [
    'chandrakanta',
    'चंद्रकांता',
    'देवकीनंदन खत्री',
    'fantasy',
    450,
    360,
    false,
    'Princess Chandrakanta, Prince Virendra Singh and the tricksters who serve them, in a maze of spells and hidden fortresses.',
  ],
  [
    'andher-nagari',
    'अंधेर नगरी',
    'भारतेन्दु हरिश्चन्द्र',
    'childrensBooks',
    150,
    120,
    false,
    'A foolish king, a city where everything costs the same, and a disciple who stays for the cheap sweets: a short play children still stage.',
  ],
  [
    'saket',
    'साकेत',
    'मैथिलीशरण गुप्त',
    'religionSpirituality',
    320,
    256,
    false,
    'The Ramayana from Ayodhya, told through Urmila, who waits fourteen years while her husband follows Rama into exile.',
  ],
  [
    'bikhre-moti',
    'बिखरे मोती',
    'सुभद्राकुमारी चौहान',
    'fiction',
    220,
    176,
    false,
    'Fifteen stories of women in small towns, at home and in the freedom struggle, by the poet of the ballad of the Rani of Jhansi.',
  ],
  [
    'hindi-sahitya-ka-itihas',
    'हिंदी साहित्य का इतिहास',
    'रामचंद्र शुक्ल',
    'nonFiction',
    499,
    399,
    false,
    'The history of Hindi literature from its first poets to the twentieth century: the standard account, still read by every student.',
  ],
  [
    'pariksha-guru',
    'परीक्षा गुरु',
    'लाला श्रीनिवास दास',
    'business',
    280,
    224,
    false,
    'A Delhi merchant’s son squanders the family business on flatterers until one true friend steps in: among the first novels in Hindi.',
  ],
];

/** Makes a valid ISBN-13 in the 978-93 (India) range from a running number. */
export function makeIsbn13(serial: number): string {
  const body = `97893${String(81000 + serial).padStart(5, '0')}${String(serial % 100).padStart(2, '0')}`;
  const check = isbn13CheckDigit(body);
  return `${body.slice(0, 3)}-${body.slice(3, 5)}-${body.slice(5, 10)}-${body.slice(10)}-${check}`;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The first 42 in their order (tests rely on it), then the Hindi classics. */
const ALL_ROWS: Array<[slug: string, ...row: Row]> = [
  ...ROWS.map((row): [string, ...Row] => [slugify(row[0]), ...row]),
  ...DEVANAGARI_ROWS,
];

export const SEED_BOOKS: SeedBook[] = ALL_ROWS.map(
  ([slug, title, author, category, oldPrice, newPrice, trending, description], index) => ({
    slug,
    ISBN: makeIsbn13(index + 1),
    title,
    author,
    category,
    trending,
    oldPrice,
    newPrice,
    stock: index % 10 === 9 ? 3 : 20 + ((index * 7) % 30),
    description,
  }),
);

export const coverPath = (book: Pick<SeedBook, 'slug'>) => `/covers/${book.slug}.svg`;

export interface SeedNews {
  slug: string;
  title: string;
  description: string;
}

export const SEED_NEWS: SeedNews[] = [
  {
    slug: 'festival-of-letters',
    title: 'Festival of Letters comes to Kochi',
    description:
      'Forty authors, three days and a reading tent by the sea. Our picks from the line-up, and the books to read before you go.',
  },
  {
    slug: 'indie-shops-rising',
    title: 'Independent bookshops are growing again',
    description:
      'New shops opened in twelve cities this year. Readers say they come for the advice and stay for the community.',
  },
  {
    slug: 'monsoon-reading',
    title: 'Ten books for a rainy afternoon',
    description:
      'From cosy mysteries to sweeping sagas, our staff chose the stories that pair best with a cup of chai and the sound of rain.',
  },
  {
    slug: 'young-readers-award',
    title: 'Young Readers Award winners announced',
    description:
      'A picture book about a lost elephant hum took the top prize, voted for by more than twenty thousand children.',
  },
  {
    slug: 'translation-boom',
    title: 'The boom in Indian-language translations',
    description:
      'Publishers are bringing Malayalam, Bengali and Marathi novels to new readers. Here is why it matters.',
  },
];

export const newsImagePath = (item: Pick<SeedNews, 'slug'>) => `/news/${item.slug}.svg`;
