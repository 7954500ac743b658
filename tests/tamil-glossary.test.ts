/**
 * The Tamil of the site reads as one agency wrote it: every Tamil message file and the Tamil seed
 * (lib/catalog/seed/tamil) use the glossary's word for each idea (/work/shared/tamil-glossary.md,
 * mirrored below as data), never a variant it rejects.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Each idea: the chosen word, and the rejected variants that must not appear. A variant is a
 * literal text, or a pattern where the word is right in another sense (வழிகாட்டி is the local
 * guide, not the tour manager; பொருள் is "goods" in நறுமணப் பொருள், not a message's subject).
 */
interface Entry {
  idea: string
  use: string
  not: (string | RegExp)[]
}

const TA = '\u0B80-\u0BFF'

export const GLOSSARY: Entry[] = [
  { idea: 'boarding city', use: 'புறப்படும் ஊர்', not: ['ஏறும் நகரம்', 'புறப்படும் நகரம்'] },
  { idea: "how many seats, today's price", use: 'இன்று எத்தனை இடங்கள் காலி, என்ன விலை', not: ['இன்றைய இடங்களையும்'] },
  { idea: 'price basis', use: 'விலை ஒருவருக்கு (இருவர் ஓர் அறையில் தங்கினால்)', not: ['தங்கும் அடிப்படையில்'] },
  {
    idea: 'tour manager',
    use: 'சுற்றுலா மேலாளர்',
    // வழிகாட்டி stays the local guide; as the one who travels with the group it is the tour manager.
    not: ['டூர் மேனேஜ', /(உடன் வரும்|பயணிக்கும்|உடன்) வழிகாட்டி/],
  },
  { idea: 'our staff / travel consultant', use: 'பயண ஆலோசகர்', not: ['அலுவலர்', 'பொறுப்பாளர்'] },
  {
    idea: 'reviews (of travellers)',
    use: 'பயணிகள் கருத்துகள்',
    not: ['மதிப்புரை', 'வாடிக்கையாளர் கருத்துகள்', /பயணிகள் கருத்து(?!க)/],
  },
  { idea: 'written reviews', use: 'எழுதிய கருத்துகள்', not: ['எழுத்து மதிப்புரைகள்'] },
  { idea: 'rating "4.5 out of 5"', use: '5-க்கு 4.5', not: ['5-இல்'] },
  // A label or a message that opens with பொருள் is the subject; நறுமணப் பொருள் (spices) is another word.
  { idea: 'subject (of a message)', use: 'தலைப்பு', not: [/^பொருள்/] },
  { idea: 'optional (on a form field)', use: '(விருப்பம்)', not: ['(கட்டாயமில்லை)'] },
  {
    idea: 'optional tours (paid extras) / customized tours',
    use: 'கூடுதல் கட்டணச் சுற்றுலாக்கள் / விருப்பப்படி அமைக்கும் சுற்றுலாக்கள்',
    not: ['விருப்பச் சுற்றுலா'],
  },
  { idea: 'no online payment', use: 'ஆன்லைனில் பணம் கட்ட வேண்டியதில்லை', not: ['ஆன்லைன் கட்டணம் இல்லை'] },
  { idea: 'admin fee deducted', use: 'நிர்வாகக் கட்டணம் போக', not: ['நீங்கலாக'] },
  { idea: 'doctor on call with the group', use: 'குழுவுடன் எப்போதும் தொடர்பில் ஒரு மருத்துவர்', not: ['அழைத்தவுடன் மருத்துவர்'] },
  { idea: 'transfer to the hotel', use: 'ஹோட்டலுக்கு அழைத்துச் செல்வோம்', not: ['அழைத்துச் செல்லுதல்'] },
  { idea: 'reference (GH-… on a confirmation)', use: 'குறிப்பு எண்', not: ['ரெஃபரன்ஸ்'] },
  { idea: 'booking', use: 'முன்பதிவு', not: ['புக்கிங்'] },
  { idea: 'advance (payment)', use: 'முன்பணம்', not: ['அட்வான்ஸ்'] },
  { idea: 'balance (still to pay)', use: 'மீதித் தொகை', not: ['பாக்கி'] },
  { idea: 'receipt (for money received)', use: 'ரசீது', not: ['பற்றுச்சீட்டு'] },
  { idea: 'reporting time and place', use: 'வந்து சேர வேண்டிய நேரமும் இடமும்', not: ['ரிப்போர்ட்டிங்'] },
  { idea: 'welcome home', use: 'நலமாகத் திரும்பியதற்கு வரவேற்கிறோம்', not: ['வெல்கம்'] },
  {
    idea: 'subscribed (newsletter)',
    use: 'செய்திமடலுக்குப் பதிவு செய்துவிட்டீர்கள், நன்றி!',
    not: ['நீங்கள் பதிவு செய்யப்பட்டுள்ளீர்கள்'],
  },
  { idea: 'any length (filter)', use: 'எத்தனை நாளானாலும்', not: ['எத்தனை நாளும்'] },
  { idea: 'try a shorter word (search)', use: 'சுருக்கமாகத் தேடிப் பாருங்கள்', not: ['சிறிய சொல்லை முயற்சி'] },
  { idea: 'where to go?', use: 'எங்கே போகலாம்?', not: ['எங்கே செல்ல வேண்டும்?'] },
  { idea: "the agency's name", use: 'கோபுரம் ஹாலிடேஸ்', not: ['Gopuram Holidays'] },
  { idea: 'Prayag / Prayagraj', use: 'பிரயாகை', not: [new RegExp(`(^|[^${TA}])பிரயாக்`)] },
  { idea: 'Shraddha', use: 'சிரார்த்தம்', not: ['சிராத்தம்'] },
  { idea: 'Doli (carried chair)', use: 'டோலி', not: ['பல்லக்'] },
  { idea: 'backwaters', use: 'காயல்', not: ['உப்பங்கழி'] },
  { idea: 'water villa', use: 'நீர்மேல் வில்லா', not: ['நீர் வில்லா'] },
  { idea: 'Tiruchirappalli (in lists of cities)', use: 'திருச்சி', not: ['திருச்சிராப்பள்ளி'] },
]

const root = path.join(__dirname, '..')

/** Every text of a message file, with its key path. */
function messageTexts(file: string): [string, string][] {
  const texts: [string, string][] = []
  const walk = (node: unknown, at: string) => {
    if (typeof node === 'string') texts.push([at, node])
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) walk(value, at ? `${at}.${key}` : key)
  }
  walk(JSON.parse(readFileSync(file, 'utf8')), '')
  return texts
}

/** Every string literal of a seed file that holds Tamil, with its line. */
function seedTexts(file: string): [string, string][] {
  const source = readFileSync(file, 'utf8')
  const texts: [string, string][] = []
  for (const match of source.matchAll(/'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)) {
    const text = match[1] ?? match[2]
    if (!new RegExp(`[${TA}]`).test(text)) continue
    texts.push([`line ${source.slice(0, match.index).split('\n').length}`, text])
  }
  return texts
}

const messageDir = path.join(root, 'messages/ta')
const seedDir = path.join(root, 'lib/catalog/seed/tamil')
const SOURCES: [string, [string, string][]][] = [
  ...readdirSync(messageDir)
    .filter((name) => name.endsWith('.json'))
    .map((name): [string, [string, string][]] => [`messages/ta/${name}`, messageTexts(path.join(messageDir, name))]),
  ...readdirSync(seedDir)
    .filter((name) => name.endsWith('.ts'))
    .map((name): [string, [string, string][]] => [
      `lib/catalog/seed/tamil/${name}`,
      seedTexts(path.join(seedDir, name)),
    ])
    // The seed's index and types hold no Tamil.
    .filter(([, texts]) => texts.length > 0),
]

const breaks = (text: string, variant: string | RegExp) =>
  typeof variant === 'string' ? text.includes(variant) : variant.test(text)

/** Each text that uses a rejected variant: "file key: «variant» (use …) in: text". */
function offences(texts: [string, string][], file: string): string[] {
  return texts.flatMap(([at, text]) =>
    GLOSSARY.flatMap(({ use, not }) =>
      not
        .filter((variant) => breaks(text, variant))
        .map((variant) => `${file} ${at}: «${variant}» (use ${use}) in: ${text}`),
    ),
  )
}

describe('Tamil glossary', () => {
  it('reads every Tamil message file and the Tamil seed', () => {
    expect(SOURCES.map(([file]) => file)).toEqual(
      expect.arrayContaining([
        'messages/ta/common.json',
        'messages/ta/trip.json',
        'lib/catalog/seed/tamil/trips-pilgrimage.ts',
      ]),
    )
    for (const [, texts] of SOURCES) expect(texts.length).toBeGreaterThan(0)
  })

  it.each(SOURCES)('%s uses the glossary’s words', (file, texts) => {
    expect(offences(texts, file)).toEqual([])
  })

  it('catches a rejected variant, and leaves the same word alone in its other sense', () => {
    const check = (text: string) => offences([['k', text]], 'f')
    expect(check('உடன் வரும் டூர் மேனேஜர்')).toHaveLength(1)
    expect(check('சென்னையிலிருந்து உடன் வரும் வழிகாட்டி')).toHaveLength(1)
    expect(check('வரலாறு அறிந்த உள்ளூர் வழிகாட்டிகள்')).toEqual([])
    expect(check('பொருள்')).toHaveLength(1)
    expect(check('நறுமணப் பொருள் சந்தை')).toEqual([])
    expect(check('பயணிகள் கருத்து')).toHaveLength(1)
    expect(check('பயணிகள் கருத்துகள்')).toEqual([])
    expect(check('காசி, கயா, பிரயாக் யாத்திரை')).toHaveLength(1)
    expect(check('ருத்ரபிரயாக்')).toEqual([])
  })
})
