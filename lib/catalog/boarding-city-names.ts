import 'server-only'
import { getCatalogDb } from '@/lib/catalog/embedded/db'
import { isEmbeddedCatalog } from '@/lib/catalog/source'
import { DEFAULT_LOCALE, type Locale } from '@/lib/site/i18n/locales'

/**
 * The agency's boarding cities by their English name (as a lead and a quote keep them) with their
 * name in another language (`boarding_cities.name_ta`), for the documents a family reads in Tamil
 * (the quote's PDF, the family's page). Only the embedded store keeps the list; elsewhere, or for a
 * city without its Tamil name, the English name stands.
 */
export async function getBoardingCityNames(locale: Locale): Promise<Map<string, string>> {
  if (locale === DEFAULT_LOCALE || !isEmbeddedCatalog()) return new Map()
  const db = await getCatalogDb()
  const rows = await db.selectFrom('boarding_cities').select(['name', 'name_ta']).execute()
  return new Map(rows.filter((row) => row.name_ta.trim()).map((row) => [row.name, row.name_ta.trim()]))
}

/** A boarding city's name in `locale`: its own there when the catalogue has one, else as given. */
export async function boardingCityIn(city: string, locale: Locale): Promise<string> {
  if (!city) return city
  try {
    return (await getBoardingCityNames(locale)).get(city) ?? city
  } catch {
    return city
  }
}
