/**
 * A whole number in Tamil words, in the Indian system, as a cheque or an invoice writes it:
 * 1,02,000 is "ஒரு லட்சத்து இரண்டாயிரம்", 99 "தொண்ணூற்றொன்பது". Tamil joins its number words
 * (இருபது + ஒன்று = இருபத்தொன்று, இரண்டு + ஆயிரம் = இரண்டாயிரம்), says "one" before a lakh or a crore
 * as ஒரு, and a figure that goes on takes the joining form (நூற்று, ஆயிரத்து, லட்சத்து, கோடியே);
 * to-words' Tamil writes the words side by side unjoined ("ஒன்று லட்சம் இரண்டு ஆயிரம்"), which no
 * family reads as Tamil, so this is ours. Language data, not interface text: the sentence around
 * the words ("ரூபாய் … மட்டும்") is the caller's.
 */

const ZERO = 'பூஜ்ஜியம்'
const UNITS = ['', 'ஒன்று', 'இரண்டு', 'மூன்று', 'நான்கு', 'ஐந்து', 'ஆறு', 'ஏழு', 'எட்டு', 'ஒன்பது']
const TEENS = [
  'பத்து',
  'பதினொன்று',
  'பன்னிரண்டு',
  'பதின்மூன்று',
  'பதினான்கு',
  'பதினைந்து',
  'பதினாறு',
  'பதினேழு',
  'பதினெட்டு',
  'பத்தொன்பது',
]
/** 20, 30 … 90 standing alone. */
const TENS = ['', '', 'இருபது', 'முப்பது', 'நாற்பது', 'ஐம்பது', 'அறுபது', 'எழுபது', 'எண்பது', 'தொண்ணூறு']
/** 20, 30 … 90 before a unit: the last consonant doubled, its vowel the unit's first (இருபத்த + ொன்று). */
const TENS_JOINING = ['', '', 'இருபத்த', 'முப்பத்த', 'நாற்பத்த', 'ஐம்பத்த', 'அறுபத்த', 'எழுபத்த', 'எண்பத்த', 'தொண்ணூற்ற']
/** 100 … 900 standing alone, and before what follows. */
const HUNDREDS = ['', 'நூறு', 'இருநூறு', 'முன்னூறு', 'நானூறு', 'ஐந்நூறு', 'அறுநூறு', 'எழுநூறு', 'எண்ணூறு', 'தொள்ளாயிரம்']
const HUNDREDS_JOINING = [
  '',
  'நூற்று',
  'இருநூற்று',
  'முன்னூற்று',
  'நானூற்று',
  'ஐந்நூற்று',
  'அறுநூற்று',
  'எழுநூற்று',
  'எண்ணூற்று',
  'தொள்ளாயிரத்து',
]
/** A word's first vowel letter as the sign it becomes after a consonant. */
const VOWEL_SIGNS: Record<string, string> = {
  அ: '',
  ஆ: 'ா',
  இ: 'ி',
  ஈ: 'ீ',
  உ: 'ு',
  ஊ: 'ூ',
  எ: 'ெ',
  ஏ: 'ே',
  ஐ: 'ை',
  ஒ: 'ொ',
  ஓ: 'ோ',
}
/** The vowel sign உ that ends the number words (இரண்டு, பத்து, இருபது). */
const U_SIGN = 'ு'

function belowHundred(n: number): string {
  if (n < 10) return UNITS[n]!
  if (n < 20) return TEENS[n - 10]!
  const tens = Math.floor(n / 10)
  const unit = n % 10
  if (unit === 0) return TENS[tens]!
  const word = UNITS[unit]!
  const sign = VOWEL_SIGNS[word[0]!]
  return sign === undefined ? `${TENS_JOINING[tens]}${U_SIGN} ${word}` : `${TENS_JOINING[tens]}${sign}${word.slice(1)}`
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  if (hundreds === 0) return belowHundred(rest)
  if (rest === 0) return HUNDREDS[hundreds]!
  return `${HUNDREDS_JOINING[hundreds]} ${belowHundred(rest)}`
}

/** 1 … 99 thousand, joined: ஆயிரம், இரண்டாயிரம், பதினோராயிரம், ஐம்பத்தாறாயிரம். */
function thousands(n: number): string {
  if (n === 1) return 'ஆயிரம்'
  const word = belowHundred(n)
  if (word.endsWith('ொன்று')) return `${word.slice(0, -'ொன்று'.length)}ோராயிரம்`
  return `${word.slice(0, -U_SIGN.length)}ாயிரம்`
}

/** A count before லட்சம் or கோடி: "one" is ஒரு (ஒரு லட்சம், இருபத்தொரு லட்சம்). */
function countBefore(n: number): string {
  const word = n < 100 ? belowHundred(n) : tamilNumberWords(n)
  if (word === 'ஒன்று') return 'ஒரு'
  return word.endsWith('ொன்று') ? `${word.slice(0, -'ொன்று'.length)}ொரு` : word
}

export function tamilNumberWords(value: number): string {
  const n = Math.trunc(value)
  if (n <= 0) return ZERO
  const crores = Math.floor(n / 10_000_000)
  const lakhs = Math.floor(n / 100_000) % 100
  const thousand = Math.floor(n / 1000) % 100
  const rest = n % 1000
  const parts: string[] = []
  const more = (below: number) => below > 0
  if (crores) parts.push(`${countBefore(crores)} ${more(n % 10_000_000) ? 'கோடியே' : 'கோடி'}`)
  if (lakhs) parts.push(`${countBefore(lakhs)} ${more(n % 100_000) ? 'லட்சத்து' : 'லட்சம்'}`)
  if (thousand) {
    const word = thousands(thousand)
    parts.push(more(rest) ? `${word.slice(0, -'ம்'.length)}த்து` : word)
  }
  if (rest) parts.push(belowThousand(rest))
  return parts.join(' ')
}
