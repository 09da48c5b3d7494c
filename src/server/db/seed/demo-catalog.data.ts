/**
 * The invented demo catalog seeded on the first start of an empty database: seven genres (the
 * footer's), ten authors, six books per genre and four banners. Titles and blurbs are fiction.
 */
import { FOOTER_GENRES } from '../../../shared/constants';

export type GenreName = (typeof FOOTER_GENRES)[number];

export interface DemoAuthor {
  firstName: string;
  lastName: string;
  /** The e-mail address's name in Latin letters, when the name has none ('ananya.shrivastava'). */
  emailName?: string;
  countryCode: string;
  about: string;
}

export interface DemoBook {
  title: string;
  blurb: string;
  /** Index into demoAuthors. */
  author: number;
}

export const demoAuthors: readonly DemoAuthor[] = [
  {
    firstName: 'Anika',
    lastName: 'Rao',
    countryCode: 'IN',
    about: 'Writes fast thrillers from a flat above a Bengaluru bakery.',
  },
  {
    firstName: 'Vikram',
    lastName: 'Sethi',
    countryCode: 'IN',
    about: 'Former merchant navy officer; his adventures smell of salt.',
  },
  {
    firstName: 'Meera',
    lastName: 'Iyer',
    countryCode: 'IN',
    about: 'Stand-up comic turned novelist, fond of family weddings.',
  },
  {
    firstName: 'Daniel',
    lastName: 'Okafor',
    countryCode: 'NG',
    about: 'Crime writer and retired court reporter from Lagos.',
  },
  {
    firstName: 'Kavya',
    lastName: 'Menon',
    countryCode: 'IN',
    about: 'Her family dramas span three generations and two monsoons.',
  },
  {
    firstName: 'Rohan',
    lastName: 'Chatterjee',
    countryCode: 'IN',
    about: 'Builds fantasy worlds out of Bengali folk tales.',
  },
  {
    firstName: 'Elena',
    lastName: 'Varga',
    countryCode: 'HU',
    about: 'Writes quiet horror set in old houses and older forests.',
  },
  {
    firstName: 'Arjun',
    lastName: 'Nair',
    countryCode: 'IN',
    about: 'Mountaineer and storyteller; never without a notebook.',
  },
  { firstName: 'Sara', lastName: 'Qureshi', countryCode: 'IN', about: 'Lawyer by day, mystery novelist by night.' },
  {
    firstName: 'Tomas',
    lastName: 'Lindqvist',
    countryCode: 'SE',
    about: 'Translates his own Nordic tales into English.',
  },
];

export const demoBooksByGenre: Record<GenreName, readonly DemoBook[]> = {
  Action: [
    {
      title: 'The Last Signal from Sector Nine',
      author: 0,
      blurb:
        'A radio operator hears a distress call from a station that was shut down ten years ago, and has one night to find out who is still inside.',
    },
    {
      title: 'Steel Monsoon',
      author: 1,
      blurb:
        'When a cargo ship vanishes off the Konkan coast, a disgraced captain is the only one who knows where to look.',
    },
    {
      title: 'Runway Zero',
      author: 0,
      blurb: 'An air traffic controller uncovers a plot hidden in the flight plans of a single Tuesday.',
    },
    {
      title: 'Red Line Express',
      author: 7,
      blurb: 'Four strangers, one overnight train to Delhi, and a briefcase none of them will admit to owning.',
    },
    {
      title: 'Blackout at Marine Drive',
      author: 3,
      blurb: 'The city goes dark for six hours. A night-shift nurse decides not to wait for the lights.',
    },
    {
      title: 'Crossfire Valley',
      author: 1,
      blurb: 'A border patrol goes missing in the snow and the rescue team is not told the whole story.',
    },
  ],
  Adventure: [
    {
      title: 'Maps of the Salt Desert',
      author: 7,
      blurb: 'A cartographer and her stubborn grandson cross the Rann of Kutch to finish a map started in 1911.',
    },
    {
      title: 'The Island That Moved',
      author: 1,
      blurb: 'Sailors swear the island is never where the chart says. A young navigator sets out to prove them wrong.',
    },
    {
      title: 'Beyond the Seventh Pass',
      author: 7,
      blurb: 'An expedition into the high Himalaya finds footprints that lead up, and never come back down.',
    },
    {
      title: 'Kite Runners of Jaipur',
      author: 2,
      blurb: 'A summer festival, a lost kite and three friends who follow it across the rooftops of the pink city.',
    },
    {
      title: 'The Tea Route',
      author: 9,
      blurb: 'A Swedish botanist retraces a forgotten tea-smuggling route from Assam to the sea.',
    },
    {
      title: 'Lantern River',
      author: 5,
      blurb: 'Two siblings float down a river of lanterns to bring their father home before the monsoon ends.',
    },
  ],
  Comedy: [
    {
      title: 'My Aunt Runs the Wedding',
      author: 2,
      blurb: 'Four hundred guests, one marigold shortage and an aunt who believes every problem is a seating problem.',
    },
    {
      title: 'The Accidental Startup',
      author: 2,
      blurb: 'Two friends pitch a joke app to investors and are horrified when it gets funded.',
    },
    {
      title: 'Ghosts Do Not Pay Rent',
      author: 6,
      blurb: 'A landlord in Pune discovers his most reliable tenant died in 1962.',
    },
    {
      title: 'Cricket, Chaos and Cousins',
      author: 0,
      blurb: 'One street match decides who inherits the family scooter, and nobody plays fair.',
    },
    {
      title: 'The Very Polite Burglar',
      author: 3,
      blurb: 'A thief who apologises to every house he robs becomes the most wanted man in Lagos.',
    },
    {
      title: 'Sixty Days of Yoga and Samosas',
      author: 4,
      blurb: 'A food critic signs up for a wellness retreat by mistake and refuses to leave quietly.',
    },
  ],
  Crime: [
    {
      title: 'The Ledger of Ashes',
      author: 8,
      blurb: 'A junior accountant finds a second set of books, and the first person she tells is found in the river.',
    },
    {
      title: 'Silent Witness of Colaba',
      author: 3,
      blurb: 'The only witness to a murder is a parrot that repeats a name nobody wants to hear.',
    },
    {
      title: 'Court Number Four',
      author: 8,
      blurb: 'A defence lawyer takes a hopeless case and starts to suspect her own client is innocent after all.',
    },
    {
      title: 'Cold Chai',
      author: 0,
      blurb: "A tea-stall owner who sees everything on his corner becomes the police's most reluctant informant.",
    },
    {
      title: "The Inspector's Daughter",
      author: 9,
      blurb: "A retired inspector's daughter reopens the one case her father never closed.",
    },
    {
      title: 'Fingerprints in the Rain',
      author: 3,
      blurb: 'A string of burglaries happens only when it rains, and the detective hates the rain.',
    },
  ],
  Drama: [
    {
      title: 'The House on Lotus Street',
      author: 4,
      blurb:
        'Three sisters return to sell their childhood home and find letters that change how they see their mother.',
    },
    {
      title: 'Letters Never Posted',
      author: 4,
      blurb: 'A postman keeps the letters he could not deliver, until one of them is addressed to him.',
    },
    {
      title: 'Quiet Season',
      author: 9,
      blurb: 'A ferry town empties out each winter; this year, one family decides to stay.',
    },
    {
      title: 'The Second Monsoon',
      author: 5,
      blurb: "A farmer's son returns from the city in a drought year with a plan his father refuses to hear.",
    },
    {
      title: 'A Table for Seven',
      author: 2,
      blurb: 'A weekly family dinner becomes the place where every secret is finally served.',
    },
    {
      title: 'Paper Boats',
      author: 4,
      blurb: 'Two childhood friends meet again at forty, each remembering a different version of the same summer.',
    },
  ],
  Fantasy: [
    {
      title: 'The Clockmaker of Kolkata',
      author: 5,
      blurb: 'Every clock he repairs gives its owner one extra hour. The city begins to notice.',
    },
    {
      title: 'Crown of Peacock Feathers',
      author: 5,
      blurb: 'A palace gardener inherits a crown that only works in the hands of someone who does not want it.',
    },
    {
      title: 'The Library Under the Banyan',
      author: 6,
      blurb: 'Beneath an ancient tree lies a library whose books rewrite themselves at night.',
    },
    {
      title: 'Salt and Starlight',
      author: 9,
      blurb: 'A fisher girl bargains with the sea for her brother, and the sea keeps its word in its own way.',
    },
    {
      title: 'Seven Keys to Amaravati',
      author: 7,
      blurb: 'A lost city, seven keys, and a thief who only wanted the first one.',
    },
    {
      title: 'The Dragon Who Hated Gold',
      author: 2,
      blurb: 'A dragon gives away his hoard and finds that generosity has enemies too.',
    },
  ],
  Horror: [
    {
      title: 'The Well at Hollow Farm',
      author: 6,
      blurb: 'The new owners are told never to look into the old well. The well, however, looks back.',
    },
    {
      title: 'Whispers in Room 212',
      author: 6,
      blurb: 'A hotel night clerk takes calls from a room that has been locked for thirty years.',
    },
    {
      title: "The Doll Maker's Apprentice",
      author: 9,
      blurb: "An apprentice learns that his master's dolls are not carved, but collected.",
    },
    {
      title: 'Night Bus to Nowhere',
      author: 0,
      blurb: 'The last bus out of town stops at a village that is on no map.',
    },
    {
      title: 'Lullaby for the Drowned',
      author: 4,
      blurb: 'Every night a song rises from the lake, and every night one more villager walks toward it.',
    },
    {
      title: 'The Forest Keeps Count',
      author: 6,
      blurb: 'Hikers who enter the old forest come out one fewer, and nobody remembers who is missing.',
    },
  ],
};

export interface DemoBanner {
  title: string;
  heading: string;
  subTitle: string;
  description: string;
}

export const demoBanners: readonly DemoBanner[] = [
  {
    title: 'Monsoon Reading Sale',
    heading: 'Up to 40% off',
    subTitle: 'Hundreds of e-books for rainy days',
    description: 'Curl up with thrillers, dramas and fantasies at monsoon prices.',
  },
  {
    title: 'New This Week',
    heading: 'Fresh from our authors',
    subTitle: 'Read them first',
    description: 'New arrivals in every genre, ready to read the moment you pay.',
  },
  {
    title: 'Originals',
    heading: 'Only here',
    subTitle: 'Stories written for our readers',
    description: 'Discover books you will not find in any other store.',
  },
  {
    title: 'Spooky Season',
    heading: 'Dare to read at night',
    subTitle: 'Horror and crime picks',
    description: "Our editors' favourite chills, hand-picked for long evenings.",
  },
];

/** Cover gradient colours per genre: [top, bottom]. */
export const genrePalette: Record<GenreName, readonly [string, string]> = {
  Action: ['#b71c1c', '#311b92'],
  Adventure: ['#00695c', '#f9a825'],
  Comedy: ['#f57f17', '#ad1457'],
  Crime: ['#212121', '#546e7a'],
  Drama: ['#4a148c', '#c2185b'],
  Fantasy: ['#1a237e', '#00acc1'],
  Horror: ['#1b1b1b', '#7f0000'],
};

/** Sentences the generated chapters are made of, so demo PDFs read like prose, not lorem ipsum. */
export const chapterSentences: readonly string[] = [
  'The morning arrived slowly, as if it too were unsure of what the day would bring.',
  'Nobody in the house spoke of it, but everybody had heard the sound the night before.',
  'She folded the letter twice and put it back exactly where she had found it.',
  'Outside, the street vendors were already arguing about the price of onions.',
  'He counted the steps to the door, the way his father had taught him to count everything.',
  'There are places a map cannot show, and this was one of them.',
  'The rain came suddenly, washing the dust from the rooftops and the doubt from her mind.',
  'It was not the answer he wanted, but it was the only one left.',
  'Somewhere below, a dog barked twice and then thought better of it.',
  'They walked on in silence, each of them rehearsing what they would say when it was over.',
  'The old clock in the hall struck eleven, though it had not worked in years.',
  'By the time the tea was cold, the plan was already in motion.',
];

/** Publishers of the demo books (invented, as the books are). */
export const demoPublishers: readonly string[] = [
  'Harbour Lane Books',
  'Kaveri House',
  'Monsoon Editions',
  'Blue Pine Press',
  'Red Fort Publishing',
];

/**
 * The demo's books in Hindi (issue 38): Devanagari titles, blurbs, author names and prose, so the
 * shop's language facet, Devanagari search and the reader have real text to show. Their words
 * hold vowel signs, virama conjuncts and a nukta ('प्रेमचंद', 'कहानियाँ', 'हिन्दी', 'ज़िंदगी'),
 * the cases search must keep whole. Invented, as the English ones are.
 */
export interface HindiDemoBook extends DemoBook {
  genre: GenreName;
}

export const hindiDemoAuthors: readonly DemoAuthor[] = [
  {
    firstName: 'अनन्या',
    lastName: 'श्रीवास्तव',
    emailName: 'ananya.shrivastava',
    countryCode: 'IN',
    about: 'लखनऊ की गलियों से कहानियाँ चुनती हैं और उन्हें हिन्दी में सुनाती हैं।',
  },
  {
    firstName: 'विक्रम',
    lastName: 'त्रिपाठी',
    emailName: 'vikram.tripathi',
    countryCode: 'IN',
    about: 'पुराने क़िस्सों के शौक़ीन, बनारस के घाटों पर लिखते हैं।',
  },
];

/** `author` indexes hindiDemoAuthors. */
export const hindiDemoBooks: readonly HindiDemoBook[] = [
  {
    genre: 'Drama',
    author: 0,
    title: 'प्रेमचंद की गलियों में',
    blurb: 'एक अध्यापिका पुराने शहर में लौटती है और हर मोड़ पर एक भूली हुई कहानी पाती है।',
  },
  {
    genre: 'Adventure',
    author: 1,
    title: 'हिमालय की कहानियाँ',
    blurb: 'दो भाई बर्फ़ीले दर्रों के पार एक गाँव तक पहुँचते हैं, जिसका नाम किसी नक़्शे में नहीं।',
  },
  {
    genre: 'Crime',
    author: 1,
    title: 'बनारस का रहस्य',
    blurb: 'घाट पर मिली एक चिट्ठी, एक गुमशुदा पुजारी और एक हवलदार जिसे सच चाहिए।',
  },
  {
    genre: 'Comedy',
    author: 0,
    title: 'हिन्दी मीडियम शादी',
    blurb: 'एक शादी, तीन ख़ानदान और एक दूल्हा जो अंग्रेज़ी बोलना सीख रहा है।',
  },
  {
    genre: 'Fantasy',
    author: 0,
    title: 'ज़िंदगी के सात रंग',
    blurb: 'एक चित्रकार के रंग जिस दीवार पर लगते हैं, वह दीवार सपने देखने लगती है।',
  },
];

/** The whole demo catalog's size (the English and the Hindi), which a generated catalog comes after. */
export const demoCatalogSize = {
  authors: demoAuthors.length + hindiDemoAuthors.length,
  books: Object.values(demoBooksByGenre).reduce((sum, books) => sum + books.length, 0) + hindiDemoBooks.length,
};

/** The Hindi books' prose, as chapterSentences is the English books'. */
export const hindiChapterSentences: readonly string[] = [
  'सुबह धीरे-धीरे आई, जैसे उसे भी पता न हो कि दिन क्या लाएगा।',
  'घर में किसी ने उसकी बात नहीं की, पर रात की वह आवाज़ सबने सुनी थी।',
  'उसने चिट्ठी को दो बार मोड़ा और ठीक वहीं रख दिया जहाँ से उठाई थी।',
  'बाहर सब्ज़ी वाले प्याज़ के दाम पर पहले से ही बहस कर रहे थे।',
  'कुछ जगहें ऐसी होती हैं जिन्हें कोई नक़्शा नहीं दिखा सकता।',
  'बारिश अचानक आई और छतों की धूल के साथ मन का संदेह भी धो गई।',
  'यह वह उत्तर नहीं था जो वह चाहता था, पर यही एक बचा था।',
  'चाय ठंडी होने तक योजना पर काम शुरू हो चुका था।',
  'वे चुपचाप चलते रहे, हर कोई मन ही मन अपनी बात दोहराता रहा।',
  'दालान की पुरानी घड़ी ने ग्यारह बजाए, हालाँकि वह बरसों से बंद थी।',
];

/** Chapter headings of the Hindi books' EPUBs. */
export const hindiChapterTitles: readonly string[] = [
  'चिट्ठी',
  'रात की आवाज़',
  'बाज़ार का रास्ता',
  'नदी क्या जानती थी',
  'क़दम गिनना',
  'ग्यारह बजे',
  'ठंडी चाय',
  'छतें',
];
