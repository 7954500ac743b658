import type { AgeBand, RoomSharing, TravellerGender } from '@/lib/platform/db/schema'

/** The words the manifest, the rooming list and the departure's page use for a traveller's details. */

export const AGE_BAND_LABELS: Record<AgeBand, string> = { adult: 'Adult', child: 'Child', senior: 'Senior' }
export const GENDER_LABELS: Record<TravellerGender, string> = { female: 'Female', male: 'Male', other: 'Other' }
export const SHARING_LABELS: Record<RoomSharing | 'mixed', string> = {
  twin: 'Twin',
  triple: 'Triple',
  single: 'Single',
  mixed: 'Mixed',
}

/** A boarding city's name, or what stands for none. */
export const cityLabel = (city: string) => city || 'No boarding city'

/** The stand-in for a seat whose traveller's name is not in yet. */
export const NAME_TO_COME = 'Name to come'

export const NO_ROOM = 'No room yet'
