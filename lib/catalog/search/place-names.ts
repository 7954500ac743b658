/**
 * How visitors spell the places the agency goes to. Each entry is one place: the name the site
 * shows, then every spelling that means it (lower case; a spelling may be several words), the
 * Tamil ones after the Latin. Search reads a trip and a query through this list, so "Benares",
 * "Kasi", "Varanasi", "காசி" and "வாரணாசி" all find the Kashi trip. Plain data: the search engine, its tests and the benchmark import it.
 */
export interface PlaceName {
  /** As the site writes it. */
  name: string
  /** Every spelling, the usual one first; at least one. */
  spellings: readonly string[]
}

export const PLACE_NAMES: readonly PlaceName[] = [
  // Pilgrimage
  {
    name: 'Kashi',
    spellings: [
      'kashi',
      'kasi',
      'kaashi',
      'varanasi',
      'benares',
      'banaras',
      'benaras',
      'banares',
      'காசி',
      'வாரணாசி',
      'காஷி',
      'பனாரஸ்',
      'வாராணசி',
    ],
  },
  {
    name: 'Tirupati',
    spellings: [
      'tirupati',
      'tirupathi',
      'thirupathi',
      'thirupati',
      'tirumala',
      'thirumala',
      'balaji',
      'tirumalai',
      'திருப்பதி',
      'திருமலை',
      'ஏழுமலையான்',
      'பாலாஜி',
      'திருப்பதி பாலாஜி',
    ],
  },
  {
    name: 'Rameswaram',
    spellings: [
      'rameswaram',
      'rameshwaram',
      'ramesvaram',
      'rameshwar',
      'ராமேஸ்வரம்',
      'இராமேஸ்வரம்',
      'ராமேசுவரம்',
      'இராமேசுவரம்',
      'ராமேஷ்வரம்',
    ],
  },
  {
    name: 'Char Dham',
    spellings: [
      'char dham',
      'chardham',
      'chaar dham',
      'char dhaam',
      'chaardham',
      'chota char dham',
      'சார் தாம்',
      'சார்தாம்',
      'சார் தம்',
    ],
  },
  {
    name: 'Kanyakumari',
    spellings: [
      'kanyakumari',
      'kanniyakumari',
      'kanya kumari',
      'kanyakumary',
      'cape comorin',
      'கன்னியாகுமரி',
      'கன்னியா குமரி',
      'கன்யாகுமரி',
      'குமரி',
    ],
  },
  {
    name: 'Shirdi',
    spellings: ['shirdi', 'sai baba', 'saibaba', 'shirdi sai', 'sirdi', 'ஷீரடி', 'சீரடி', 'ஷிர்டி', 'சாய்பாபா', 'சாய் பாபா'],
  },
  {
    name: 'Kedarnath',
    spellings: ['kedarnath', 'kedar nath', 'kedarnaath', 'kedar', 'கேதார்நாத்', 'கேதார்நாத', 'கேதாரம்'],
  },
  { name: 'Badrinath', spellings: ['badrinath', 'badri nath', 'badrinaath', 'badri', 'பத்ரிநாத்', 'பத்ரிநாத', 'பத்ரி'] },
  { name: 'Yamunotri', spellings: ['yamunotri', 'jamunotri', 'யமுனோத்ரி', 'யமுனோத்திரி'] },
  { name: 'Gangotri', spellings: ['gangotri', 'gangothri', 'கங்கோத்ரி', 'கங்கோத்திரி'] },
  {
    name: 'Prayagraj',
    spellings: [
      'prayagraj',
      'prayag',
      'allahabad',
      'triveni sangam',
      'பிரயாக்ராஜ்',
      'பிரயாகை',
      'பிரயாக்',
      'அலகாபாத்',
      'திரிவேணி சங்கமம்',
    ],
  },
  { name: 'Gaya', spellings: ['gaya', 'bodh gaya', 'bodhgaya', 'கயா', 'புத்த கயா', 'போத்கயா'] },
  {
    name: 'Kailash Mansarovar',
    spellings: ['kailash', 'kailas', 'mount kailash', 'கைலாஷ்', 'கைலாசம்', 'கைலாயம்', 'கைலாஸ்'],
  },
  {
    name: 'Mansarovar',
    spellings: ['mansarovar', 'manasarovar', 'manasarovara', 'mansarowar', 'மானசரோவர்', 'மானசரோவரம்', 'மானசரோவர'],
  },
  {
    name: 'Vaishno Devi',
    spellings: [
      'vaishno devi',
      'vaishnodevi',
      'vaishno',
      'mata vaishno devi',
      'வைஷ்ணோ தேவி',
      'வைஷ்ணவி தேவி',
      'வைஷ்ணோதேவி',
    ],
  },
  { name: 'Kumbakonam', spellings: ['kumbakonam', 'kumbhakonam', 'kumbakonum', 'கும்பகோணம்', 'குடந்தை'] },
  {
    name: 'Navagraha',
    spellings: ['navagraha', 'navagrah', 'nava graha', 'navagrahas', 'நவக்கிரகம்', 'நவகிரகம்', 'நவக்கிரக', 'நவகிரக'],
  },
  { name: 'Thanjavur', spellings: ['thanjavur', 'tanjore', 'tanjavur', 'தஞ்சாவூர்', 'தஞ்சை'] },
  { name: 'Madurai', spellings: ['madurai', 'madura', 'maduraii', 'மதுரை'] },
  { name: 'Dwarka', spellings: ['dwarka', 'dwaraka', 'dvaraka', 'dwarika', 'துவாரகை', 'துவாரகா', 'த்வாரகா'] },
  { name: 'Somnath', spellings: ['somnath', 'somanath', 'somnaath', 'சோமநாத்', 'சோமநாதர்', 'சோம்நாத்'] },
  {
    name: 'Jyotirlinga',
    spellings: ['jyotirlinga', 'jyotirlingam', 'jyotirling', 'jyothirlinga', 'ஜோதிர்லிங்கம்', 'ஜோதிர்லிங்க', 'ஜ்யோதிர்லிங்கம்'],
  },
  { name: 'Sabarimala', spellings: ['sabarimala', 'sabari mala', 'sabarimalai', 'ayyappa', 'சபரிமலை', 'ஐயப்பன்'] },
  { name: 'Amritsar', spellings: ['amritsar', 'golden temple', 'அமிர்தசரஸ்', 'அம்ரித்சர்', 'பொற்கோயில்', 'பொற்கோவில்'] },
  // India
  { name: 'Kashmir', spellings: ['kashmir', 'kasmir', 'kashmeer', 'காஷ்மீர்', 'கஷ்மீர்', 'காஸ்மீர்'] },
  { name: 'Kerala', spellings: ['kerala', 'kerela', 'keralam', 'gods own country', 'கேரளா', 'கேரளம்', 'கேரள'] },
  {
    name: 'Andaman',
    spellings: ['andaman', 'andamans', 'andaman nicobar', 'andaman and nicobar', 'அந்தமான்', 'அந்தமான் நிக்கோபார்'],
  },
  { name: 'Havelock', spellings: ['havelock', 'swaraj dweep', 'ஹேவ்லாக்', 'ஹேவலாக்', 'சுவராஜ் தீவு'] },
  { name: 'Neil Island', spellings: ['neil', 'shaheed dweep', 'நீல் தீவு', 'ஷஹீத் தீவு'] },
  {
    name: 'Ooty',
    spellings: ['ooty', 'udhagamandalam', 'udagamandalam', 'ootacamund', 'oooty', 'ஊட்டி', 'உதகமண்டலம்', 'உதகை'],
  },
  { name: 'Kodaikanal', spellings: ['kodaikanal', 'kodai', 'kodaikkanal', 'கொடைக்கானல்', 'கொடை'] },
  { name: 'Munnar', spellings: ['munnar', 'munar', 'moonar', 'மூணாறு', 'மூனார்', 'மூணார்'] },
  { name: 'Coorg', spellings: ['coorg', 'kodagu', 'madikeri', 'கூர்க்', 'குடகு', 'மடிக்கேரி'] },
  { name: 'Alleppey', spellings: ['alleppey', 'alappuzha', 'aleppey', 'allepey', 'ஆலப்புழா', 'ஆலப்புழை', 'ஆலப்பி'] },
  { name: 'Kochi', spellings: ['kochi', 'cochin', 'கொச்சி'] },
  { name: 'Thekkady', spellings: ['thekkady', 'thekady', 'periyar', 'தேக்கடி', 'பெரியார்'] },
  { name: 'Rajasthan', spellings: ['rajasthan', 'rajastan', 'rajputana', 'ராஜஸ்தான்', 'இராஜஸ்தான்'] },
  { name: 'Shimla', spellings: ['shimla', 'simla', 'சிம்லா', 'ஷிம்லா'] },
  { name: 'Manali', spellings: ['manali', 'manaali', 'மணாலி', 'மனாலி'] },
  { name: 'Puducherry', spellings: ['puducherry', 'pondicherry', 'pondy', 'புதுச்சேரி', 'பாண்டிச்சேரி', 'பாண்டி'] },
  { name: 'Chennai', spellings: ['chennai', 'madras', 'சென்னை', 'மெட்ராஸ்'] },
  {
    name: 'Tiruchirappalli',
    spellings: ['tiruchirappalli', 'trichy', 'tiruchi', 'tiruchirapalli', 'திருச்சிராப்பள்ளி', 'திருச்சி'],
  },
  { name: 'Goa', spellings: ['goa', 'கோவா'] },
  // Abroad
  { name: 'Dubai', spellings: ['dubai', 'dubay', 'dubbai', 'துபாய்', 'துபை'] },
  { name: 'Abu Dhabi', spellings: ['abu dhabi', 'abudhabi', 'abu dabi', 'அபுதாபி', 'அபு தாபி'] },
  { name: 'Singapore', spellings: ['singapore', 'singapur', 'singapoor', 'singpore', 'சிங்கப்பூர்', 'சிங்கை'] },
  { name: 'Malaysia', spellings: ['malaysia', 'malasia', 'kuala lumpur', 'மலேசியா', 'கோலாலம்பூர்'] },
  { name: 'Bali', spellings: ['bali', 'baali', 'பாலி'] },
  {
    name: 'Maldives',
    spellings: ['maldives', 'maldive', 'maldeev', 'maldivs', 'மாலத்தீவு', 'மாலத்தீவுகள்', 'மாலைத்தீவு', 'மாலத்தீவ'],
  },
  {
    name: 'Switzerland',
    spellings: ['switzerland', 'swiss', 'switzerlnd', 'swizerland', 'suisse', 'சுவிட்சர்லாந்து', 'சுவிஸ்', 'ஸ்விட்சர்லாந்து'],
  },
  { name: 'Paris', spellings: ['paris', 'பாரிஸ்', 'பாரீஸ்'] },
  { name: 'Europe', spellings: ['europe', 'europa', 'eurpoe', 'ஐரோப்பா'] },
  { name: 'Thailand', spellings: ['thailand', 'thailnd', 'tailand', 'siam', 'தாய்லாந்து', 'தாய்லாந்த்'] },
  { name: 'Bangkok', spellings: ['bangkok', 'bangkak', 'krung thep', 'பாங்காக்', 'பேங்காக்'] },
  { name: 'Phuket', spellings: ['phuket', 'puket', 'fuket', 'புக்கெட்', 'பூக்கெட்', 'புகெட்'] },
  {
    name: 'Sri Lanka',
    spellings: ['sri lanka', 'srilanka', 'shri lanka', 'ceylon', 'lanka', 'இலங்கை', 'ஸ்ரீலங்கா', 'சிலோன்', 'லங்கா'],
  },
  { name: 'Nepal', spellings: ['nepal', 'kathmandu', 'katmandu', 'நேபாளம்', 'நேபாள்', 'காத்மாண்டு'] },
  { name: 'Tibet', spellings: ['tibet', 'ngari', 'திபெத்'] },
]
