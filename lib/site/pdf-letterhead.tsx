import 'server-only'
import { StyleSheet, Text, View } from '@react-pdf/renderer'
import { formatAddress, siteConfig } from '@/lib/site/config'
import type { Locale } from '@/lib/site/i18n/locales'
import { PDF_BODY_FONTS, PDF_COLORS, PDF_HEADING_FONTS } from '@/lib/site/pdf'
import { PdfCommaList } from '@/lib/site/pdf-text'

const styles = StyleSheet.create({
  // The agency's side takes what the document's own side leaves, and wraps (the Tamil address is long).
  letterhead: { flex: 1 },
  brand: {
    fontFamily: PDF_HEADING_FONTS,
    fontSize: 20,
    fontWeight: 700,
    color: PDF_COLORS.maroon,
    lineHeight: 1.1,
    marginBottom: 4,
  },
  small: { fontSize: 8.5, color: PDF_COLORS.muted },
})

/**
 * The page and the header row of the documents a family receives: A4 margins with room at the foot
 * for the footer's lines (`footerRoom`, more for the longer Tamil footers), and the letterhead beside
 * the document's own side above a maroon rule.
 */
export const familyDocumentStyles = (footerRoom: number) =>
  StyleSheet.create({
    page: {
      padding: 40,
      paddingTop: 36,
      paddingBottom: footerRoom,
      fontSize: 10,
      lineHeight: 1.45,
      color: PDF_COLORS.ink,
      fontFamily: PDF_BODY_FONTS,
    },
    header: {
      flexDirection: 'row',
      justifyContent: 'space-between',
      gap: 16,
      borderBottom: `2pt solid ${PDF_COLORS.maroon}`,
      paddingBottom: 8,
    },
  })

/** What the letterhead prints of the agency's particulars (lib/agency), the state already named in the document's language. */
export interface LetterheadParticulars {
  legalName?: string | null
  address?: string | null
  state?: { name: string; code: string } | null
  gstin?: string | null
  pan?: string | null
}

/** How a document words the letterhead's lines (each in its own messages). */
export interface LetterheadWords {
  state: (values: { state: string; code: string }) => string
  gstin: (values: { gstin: string }) => string
  pan: (values: { pan: string }) => string
}

/**
 * The agency's letterhead on the documents a family receives (the quote, the receipt): the brand,
 * the legal name, the address broken only after its commas, phone and e-mail, then the state, GSTIN
 * and PAN, each left out when its setting is empty.
 */
export function AgencyLetterhead({
  agency,
  locale,
  words,
}: {
  agency: LetterheadParticulars
  locale: Locale
  words: LetterheadWords
}) {
  return (
    <View style={styles.letterhead}>
      <Text style={styles.brand}>{siteConfig.name}</Text>
      <Text style={styles.small}>{agency.legalName ?? siteConfig.legalName}</Text>
      <PdfCommaList style={styles.small} text={agency.address ?? formatAddress(locale)} />
      <Text style={styles.small}>
        {siteConfig.phone} · {siteConfig.email}
      </Text>
      {agency.state && (
        <Text style={styles.small}>{words.state({ state: agency.state.name, code: agency.state.code })}</Text>
      )}
      {agency.gstin && <Text style={styles.small}>{words.gstin({ gstin: agency.gstin })}</Text>}
      {agency.pan && <Text style={styles.small}>{words.pan({ pan: agency.pan })}</Text>}
    </View>
  )
}
