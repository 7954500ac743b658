import 'server-only'
import { Text, View, type TextProps } from '@react-pdf/renderer'

/**
 * A list such as an address ("…, சென்னை 600004, தமிழ்நாடு, இந்தியா") for the PDFs, breaking only
 * after its commas. The PDF's faces split a Tamil word from the Latin comma after it (the Tamil face
 * has no comma), and the line breaker treats that seam as a hyphenation point: a line broken there
 * ends in a hyphen the Tamil face cannot draw (a box) and starts with the comma. Each part, its
 * comma with it, is a box of its own in a wrapping row, so a line breaks only between parts.
 */
export function PdfCommaList({ text, style }: { text: string; style?: TextProps['style'] }) {
  const parts = text.split(/(?<=,) +/)
  return (
    <View style={{ flexDirection: 'row', flexWrap: 'wrap' }}>
      {parts.map((part, index) => (
        <Text key={index} style={style}>
          {index < parts.length - 1 ? `${part} ` : part}
        </Text>
      ))}
    </View>
  )
}
