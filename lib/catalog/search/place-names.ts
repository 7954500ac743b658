/**
 * How visitors spell the places the agency goes to. Each entry is one place: the name the site
 * shows, then every spelling that means it (lower case; a spelling may be several words). Search
 * reads a trip and a query through this list, so "Benares", "Kasi" and "Varanasi" all find the
 * Kashi trip. Plain data: the search engine, its tests and the benchmark import it.
 */
export interface PlaceName {
  /** As the site writes it. */
  name: string
  /** Every spelling, the usual one first; at least one. */
  spellings: readonly string[]
}

export const PLACE_NAMES: readonly PlaceName[] = [
  // Pilgrimage
  { name: 'Kashi', spellings: ['kashi', 'kasi', 'kaashi', 'varanasi', 'benares', 'banaras', 'benaras', 'banares'] },
  {
    name: 'Tirupati',
    spellings: ['tirupati', 'tirupathi', 'thirupathi', 'thirupati', 'tirumala', 'thirumala', 'balaji', 'tirumalai'],
  },
  { name: 'Rameswaram', spellings: ['rameswaram', 'rameshwaram', 'ramesvaram', 'rameshwar'] },
  {
    name: 'Char Dham',
    spellings: ['char dham', 'chardham', 'chaar dham', 'char dhaam', 'chaardham', 'chota char dham'],
  },
  { name: 'Kanyakumari', spellings: ['kanyakumari', 'kanniyakumari', 'kanya kumari', 'kanyakumary', 'cape comorin'] },
  { name: 'Shirdi', spellings: ['shirdi', 'sai baba', 'saibaba', 'shirdi sai', 'sirdi'] },
  { name: 'Kedarnath', spellings: ['kedarnath', 'kedar nath', 'kedarnaath', 'kedar'] },
  { name: 'Badrinath', spellings: ['badrinath', 'badri nath', 'badrinaath', 'badri'] },
  { name: 'Yamunotri', spellings: ['yamunotri', 'jamunotri'] },
  { name: 'Gangotri', spellings: ['gangotri', 'gangothri'] },
  { name: 'Prayagraj', spellings: ['prayagraj', 'prayag', 'allahabad', 'triveni sangam'] },
  { name: 'Gaya', spellings: ['gaya', 'bodh gaya', 'bodhgaya'] },
  { name: 'Kailash Mansarovar', spellings: ['kailash', 'kailas', 'mount kailash'] },
  { name: 'Mansarovar', spellings: ['mansarovar', 'manasarovar', 'manasarovara', 'mansarowar'] },
  { name: 'Vaishno Devi', spellings: ['vaishno devi', 'vaishnodevi', 'vaishno', 'mata vaishno devi'] },
  { name: 'Kumbakonam', spellings: ['kumbakonam', 'kumbhakonam', 'kumbakonum'] },
  { name: 'Navagraha', spellings: ['navagraha', 'navagrah', 'nava graha', 'navagrahas'] },
  { name: 'Thanjavur', spellings: ['thanjavur', 'tanjore', 'tanjavur'] },
  { name: 'Madurai', spellings: ['madurai', 'madura', 'maduraii'] },
  { name: 'Dwarka', spellings: ['dwarka', 'dwaraka', 'dvaraka', 'dwarika'] },
  { name: 'Somnath', spellings: ['somnath', 'somanath', 'somnaath'] },
  { name: 'Jyotirlinga', spellings: ['jyotirlinga', 'jyotirlingam', 'jyotirling', 'jyothirlinga'] },
  { name: 'Sabarimala', spellings: ['sabarimala', 'sabari mala', 'sabarimalai', 'ayyappa'] },
  { name: 'Amritsar', spellings: ['amritsar', 'golden temple'] },
  // India
  { name: 'Kashmir', spellings: ['kashmir', 'kasmir', 'kashmeer'] },
  { name: 'Kerala', spellings: ['kerala', 'kerela', 'keralam', 'gods own country'] },
  { name: 'Andaman', spellings: ['andaman', 'andamans', 'andaman nicobar', 'andaman and nicobar'] },
  { name: 'Havelock', spellings: ['havelock', 'swaraj dweep'] },
  { name: 'Neil Island', spellings: ['neil', 'shaheed dweep'] },
  { name: 'Ooty', spellings: ['ooty', 'udhagamandalam', 'udagamandalam', 'ootacamund', 'oooty'] },
  { name: 'Kodaikanal', spellings: ['kodaikanal', 'kodai', 'kodaikkanal'] },
  { name: 'Munnar', spellings: ['munnar', 'munar', 'moonar'] },
  { name: 'Coorg', spellings: ['coorg', 'kodagu', 'madikeri'] },
  { name: 'Alleppey', spellings: ['alleppey', 'alappuzha', 'aleppey', 'allepey'] },
  { name: 'Kochi', spellings: ['kochi', 'cochin'] },
  { name: 'Thekkady', spellings: ['thekkady', 'thekady', 'periyar'] },
  { name: 'Rajasthan', spellings: ['rajasthan', 'rajastan', 'rajputana'] },
  { name: 'Shimla', spellings: ['shimla', 'simla'] },
  { name: 'Manali', spellings: ['manali', 'manaali'] },
  { name: 'Puducherry', spellings: ['puducherry', 'pondicherry', 'pondy'] },
  { name: 'Chennai', spellings: ['chennai', 'madras'] },
  { name: 'Tiruchirappalli', spellings: ['tiruchirappalli', 'trichy', 'tiruchi', 'tiruchirapalli'] },
  { name: 'Goa', spellings: ['goa'] },
  // Abroad
  { name: 'Dubai', spellings: ['dubai', 'dubay', 'dubbai'] },
  { name: 'Abu Dhabi', spellings: ['abu dhabi', 'abudhabi', 'abu dabi'] },
  { name: 'Singapore', spellings: ['singapore', 'singapur', 'singapoor', 'singpore'] },
  { name: 'Malaysia', spellings: ['malaysia', 'malasia', 'kuala lumpur'] },
  { name: 'Bali', spellings: ['bali', 'baali'] },
  { name: 'Maldives', spellings: ['maldives', 'maldive', 'maldeev', 'maldivs'] },
  { name: 'Switzerland', spellings: ['switzerland', 'swiss', 'switzerlnd', 'swizerland', 'suisse'] },
  { name: 'Paris', spellings: ['paris'] },
  { name: 'Europe', spellings: ['europe', 'europa', 'eurpoe'] },
  { name: 'Thailand', spellings: ['thailand', 'thailnd', 'tailand', 'siam'] },
  { name: 'Bangkok', spellings: ['bangkok', 'bangkak', 'krung thep'] },
  { name: 'Phuket', spellings: ['phuket', 'puket', 'fuket'] },
  { name: 'Sri Lanka', spellings: ['sri lanka', 'srilanka', 'shri lanka', 'ceylon', 'lanka'] },
  { name: 'Nepal', spellings: ['nepal', 'kathmandu', 'katmandu'] },
  { name: 'Tibet', spellings: ['tibet', 'ngari'] },
]
