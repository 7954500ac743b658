/**
 * The trip segment's not-found boundary, where an unknown slug's page lands (it calls notFound()).
 * It draws nothing: the segment's layout has already drawn "Trip not found" above it, on the
 * server. A boundary drawing the words itself would put them (or, as a client component, its
 * module) into every real trip page's payload, which carries this boundary.
 */
export default function TripNotFoundBoundary() {
  return null
}
