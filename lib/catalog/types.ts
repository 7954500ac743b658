/**
 * Application types (docs/product.md §3): the outputs of the wire schemas in
 * lib/catalog/source/schemas.ts, which map each wire item to these shapes in their `.transform()`.
 * Type-only: client components import from here without loading the schemas.
 */
export type {
  Banner,
  CategoryWithTrips,
  DropdownGroup,
  ItineraryDay,
  Review,
  TickerItem,
  TripDetail,
  TripSummary,
  Video,
} from '@/lib/catalog/source/schemas'
