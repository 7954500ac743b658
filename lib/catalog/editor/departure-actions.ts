'use server'

import { formatDay } from '@/lib/site/format'
import { act, type ActionState, formDataOf, parseArgs, parseForm } from '@/lib/staff'
import {
  boardingCityArgsSchema,
  boardingCityMoveArgsSchema,
  boardingCitySchema,
  departureArgsSchema,
  departureBriefingSchema,
  fewSeatsSchema,
  seatsChangeSchema,
  seatStepArgsSchema,
} from '@/lib/catalog/editor/departure-schema'
import { saveDepartureBriefing } from './departure-briefing'
import { adjustSeatsTaken, type SeatCount } from './seats'
import {
  addBoardingCity,
  moveBoardingCity,
  removeBoardingCity,
  renameBoardingCity,
  saveFewSeatsAt,
} from './boarding-cities'
import { assertEditable, publishTripChange } from './publish'

/**
 * The departures desk's server actions (embedded provider only): the quick "seats taken" change
 * of a departure, which whoever takes bookings by phone may make (`departures.seats`: owners
 * and agents), and the agency's boarding cities and "n seats left" threshold, which only owners
 * change (`catalog.edit`). Each parses its bound arguments and its form before anything is read.
 * A departure's briefing for its families (reporting, tour manager) is the owners' too; no public
 * page shows it. A change a public page shows (seats, a city's name, the threshold) expires the trip tags, so
 * the pages show it at their next request.
 */

const seatsLine = (count: SeatCount) =>
  `${formatDay(count.departsOn)}: ${count.taken} of ${count.offered} seats taken, ${count.offered - count.taken} left`

/** The −1 / +1 buttons of a departure. */
export async function stepSeatsTakenAction(tripId: string, departsOn: string, delta: number): Promise<ActionState> {
  return act('departures.seats', async (staff) => {
    const args = parseArgs(seatStepArgsSchema, { tripId, departsOn, delta })
    assertEditable()
    const count = await adjustSeatsTaken(staff, args.tripId, args.departsOn, args.delta)
    publishTripChange()
    return seatsLine(count)
  })
}

/** The "add or remove n seats" form of a departure. */
export async function changeSeatsTakenAction(
  tripId: string,
  departsOn: string,
  _: ActionState,
  form: FormData,
): Promise<ActionState> {
  return act('departures.seats', async (staff) => {
    const args = parseArgs(departureArgsSchema, { tripId, departsOn })
    const data = formDataOf(form)
    assertEditable()
    const { seats, change } = parseForm(seatsChangeSchema, data)
    const count = await adjustSeatsTaken(staff, args.tripId, args.departsOn, change === 'add' ? seats : -seats)
    publishTripChange()
    return seatsLine(count)
  })
}

export async function addBoardingCityAction(_: ActionState, form: FormData): Promise<ActionState> {
  return act('catalog.edit', async (staff) => {
    const data = formDataOf(form)
    assertEditable()
    const city = await addBoardingCity(staff, parseForm(boardingCitySchema, data))
    // A new city boards nowhere yet; the trip form lists it from now on.
    return `${city.name} added`
  })
}

export async function renameBoardingCityAction(id: string, _: ActionState, form: FormData): Promise<ActionState> {
  return act('catalog.edit', async (staff) => {
    const args = parseArgs(boardingCityArgsSchema, { id })
    const data = formDataOf(form)
    assertEditable()
    const values = parseForm(boardingCitySchema, data)
    await renameBoardingCity(staff, args.id, values)
    publishTripChange()
    return `Saved: ${[values.name, values.nameTa].filter(Boolean).join(' · ')}`
  })
}

export async function moveBoardingCityAction(id: string, direction: 'up' | 'down'): Promise<ActionState> {
  return act('catalog.edit', async (staff) => {
    const args = parseArgs(boardingCityMoveArgsSchema, { id, direction })
    assertEditable()
    // The list's order is the trip form's; each departure keeps its own order of cities.
    await moveBoardingCity(staff, args.id, args.direction)
    return args.direction === 'up' ? 'Moved up' : 'Moved down'
  })
}

export async function removeBoardingCityAction(id: string): Promise<ActionState> {
  return act('catalog.edit', async (staff) => {
    const args = parseArgs(boardingCityArgsSchema, { id })
    assertEditable()
    // Only a city no departure boards at is removed: no public page named it.
    const { name } = await removeBoardingCity(staff, args.id)
    return `${name} removed`
  })
}

export async function saveFewSeatsAtAction(_: ActionState, form: FormData): Promise<ActionState> {
  return act('catalog.edit', async (staff) => {
    const data = formDataOf(form)
    assertEditable()
    const { fewSeatsAt } = parseForm(fewSeatsSchema, data)
    await saveFewSeatsAt(staff, fewSeatsAt)
    publishTripChange()
    return `Saved: departures show their seats left from ${fewSeatsAt} ${fewSeatsAt === 1 ? 'seat' : 'seats'} down`
  })
}

/** A departure's reporting time and place and its tour manager, for the message before departure. */
export async function saveDepartureBriefingAction(
  tripId: string,
  departsOn: string,
  _: ActionState,
  form: FormData,
): Promise<ActionState> {
  return act('catalog.edit', async (staff) => {
    const args = parseArgs(departureArgsSchema, { tripId, departsOn })
    const data = formDataOf(form)
    assertEditable()
    await saveDepartureBriefing(staff, args.tripId, args.departsOn, parseForm(departureBriefingSchema, data))
    return `Saved the briefing of ${formatDay(args.departsOn)}`
  })
}
