import type { RoomSharing } from '@/lib/platform/db/schema'
import { AGE_BAND_LABELS, GENDER_LABELS, SHARING_LABELS } from '@/lib/bookings/schemas'

export { AGE_BAND_LABELS, GENDER_LABELS, SHARING_LABELS }

/** The words the manifest, the rooming list and the departure's page use for a traveller's details. */

/** A room's sharing: its travellers', or mixed when they asked for different ones. */
export const ROOM_SHARING_LABELS: Record<RoomSharing | 'mixed', string> = { ...SHARING_LABELS, mixed: 'Mixed' }

/** A boarding city's name, or what stands for none. */
export const cityLabel = (city: string) => city || 'No boarding city'

/** The stand-in for a seat whose traveller's name is not in yet. */
export const NAME_TO_COME = 'Name to come'

export const NO_ROOM = 'No room yet'
