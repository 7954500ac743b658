import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { MESSAGES } from '@/lib/site/i18n/messages'
import { storedLeads } from './lead-store'
import { hydrated, isNarrow, likeAPerson, rupees, toast, uniqueName } from './support'
import { ONE_WIDTH } from './tags'

/**
 * Choosing a departure stays in place: a boarding city's chip is pressed where it is, the price
 * card and (on a phone) the docked bar show the choice, Enquire opens a short sheet on a phone and
 * leads to the page's form, filled, on a desktop; the stored lead names the departure and city.
 * Without a script a chip is a link to the form with the choice in the address.
 *
 * The expectations come from the provider contract's answer (/api/web) and month names written out
 * here, not from the app's formatters.
 */

const TRIP = 'kashi-gaya-prayag-yatra'
const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ta: ['ஜன.', 'பிப்.', 'மார்.', 'ஏப்.', 'மே', 'ஜூன்', 'ஜூலை', 'ஆக.', 'செப்.', 'அக்.', 'நவ.', 'டிச.'],
}

interface WireDeparture {
  on: string
  boarding: { city: string; price?: number; ta?: { city?: string } }[]
  seats?: { offered: number; taken: number }
  status?: 'guaranteed' | 'closed'
  earlyBird?: { price: number; until: string }
}

/** An open departure of the seeded trip boarding in more than one city, its second city and that city's price today. */
async function choice(request: APIRequestContext) {
  const res = await request.get(`/api/web/trip/detail?slug=${TRIP}`)
  expect(res.ok()).toBe(true)
  const trip = ((await res.json()) as { data: { price: number; departures?: WireDeparture[] } }).data
  const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10)
  const departure = (trip.departures ?? []).find(
    (d) =>
      d.on > today &&
      d.status !== 'closed' &&
      (!d.seats || d.seats.taken < d.seats.offered) &&
      d.boarding.length > 1 &&
      d.boarding[1]!.ta?.city,
  )
  expect(
    departure,
    'an open departure of the seed with two boarding cities, the second with its Tamil name',
  ).toBeDefined()
  const d = departure!
  const point = d.boarding[1]!
  const early = d.earlyBird && d.earlyBird.until >= today
  const saving = early ? (d.boarding[0]!.price ?? trip.price) - d.earlyBird!.price : 0
  const [, month, date] = d.on.split('-').map(Number)
  return {
    on: d.on,
    city: point.city,
    tamilCity: point.ta!.city!,
    price: rupees((point.price ?? trip.price) - Math.max(0, saving)),
    day: (locale: 'en' | 'ta') => `${date} ${MONTHS[locale][month! - 1]}`,
  }
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

for (const locale of ['en', 'ta'] as const) {
  const words = MESSAGES[locale]
  const path = locale === 'en' ? `/trip/${TRIP}` : `/ta/trip/${TRIP}`

  test(`${locale}: a chip chooses in place, the card and bar show it, and Enquire sends it in two taps`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `e2e-choice-${locale}-${testInfo.project.name}-${Date.now()}` })
    await page.clock.install()
    const chosen = await choice(request)
    const cityShown = locale === 'en' ? chosen.city : chosen.tamilCity
    const summary = `${chosen.day(locale)} · ${cityShown} · ${chosen.price}${words.trip.bar.perPerson}`
    await page.goto(path)

    const item = page.locator(`[data-departure="${chosen.on}"]`)
    const chip = item.locator(`li > a[data-choose-city="${chosen.city}"]`)
    await hydrated(chip)
    await expect(chip).toHaveRole('button')
    await expect(chip).toHaveAttribute('aria-pressed', 'false')
    await chip.scrollIntoViewIfNeeded()
    const before = await scrollY(page)

    // Tap 1: the chip. It is pressed where it is; nothing jumps to the form.
    await chip.click()
    await expect(chip).toHaveAttribute('aria-pressed', 'true')
    await expect(item.locator('li > a[aria-pressed="true"]')).toHaveCount(1)
    expect(Math.abs((await scrollY(page)) - before)).toBeLessThan(40)
    await expect(page.locator('#enquire form[data-form="trip-enquiry"]')).not.toBeInViewport()
    expect(new URL(page.url()).searchParams.get('departure')).toBe(chosen.on)
    expect(new URL(page.url()).searchParams.get('city')).toBe(chosen.city)

    // The price card shows the choice, in the page's language.
    await expect(page.getByTestId('trip-card-choice')).toHaveText(`${words.trip.choice.label}${summary}`)

    const visitor = uniqueName(testInfo, `Choice ${locale}`)
    const forms = words.forms
    if (isNarrow(page)) {
      const bar = page.getByRole('complementary', { name: words.trip.bar.label })
      await expect(bar.getByTestId('trip-bar-choice')).toHaveText(
        `${chosen.price}${words.trip.bar.perPerson}${chosen.day(locale)} · ${cityShown}`,
      )
      // Tap 2: the bar's Enquire opens the sheet in place, the choice and its price in it.
      await bar.getByRole('link', { name: words.trip.bar.enquire, exact: true }).click()
      const sheet = page.getByRole('dialog')
      await expect(sheet).toBeVisible()
      await expect(sheet.getByTestId('sheet-choice')).toHaveText(`${words.trip.choice.label}${summary}`)
      expect(Math.abs((await scrollY(page)) - before)).toBeLessThan(40)
      // Name, phone and travellers on view; the rest folded behind "Add details".
      await expect(sheet.getByLabel(forms.fields.email)).toBeHidden()
      await sheet.getByText(words.trip.choice.addDetails).click()
      await expect(sheet.getByLabel(forms.tripEnquiry.departure)).toHaveValue(chosen.on)
      await expect(sheet.getByLabel(forms.tripEnquiry.boardingCity)).toHaveValue(chosen.city)
      await sheet.getByLabel(forms.fields.name).fill(visitor)
      await sheet.getByLabel(forms.fields.phone).fill('9840012345')
      await sheet.getByLabel(forms.fields.travellers).fill('3')
      await likeAPerson(page)
      await sheet.getByRole('button', { name: forms.tripEnquiry.submit }).click()
      await expect(toast(page, forms.tripEnquiry.successTitle)).toBeVisible()
      // The sheet stays, the confirmation in the form's place; its back button closes it.
      const confirmation = sheet.getByTestId('lead-confirmation')
      await expect(confirmation).toBeVisible()
      await expect.poll(() => storedLeads('name', visitor).length).toBe(1)
      await expect(confirmation.locator('[data-reference]')).toHaveText(storedLeads('name', visitor)[0]!.reference)
      await confirmation.getByRole('button', { name: forms.confirmation.backToTrip }).click()
      await expect(sheet).toBeHidden()
    } else {
      // Tap 2: on a desktop Enquire leads to the page's form, the choice filled in.
      await page.getByRole('link', { name: words.trip.price.enquireNow }).click()
      const form = page.locator('#enquire form[data-form="trip-enquiry"]')
      await expect(form).toBeInViewport()
      await expect(form.getByLabel(forms.tripEnquiry.departure)).toHaveValue(chosen.on)
      await expect(form.getByLabel(forms.tripEnquiry.boardingCity)).toHaveValue(chosen.city)
      await form.getByLabel(forms.fields.name).fill(visitor)
      await form.getByLabel(forms.fields.phone).fill('9840012345')
      await form.getByLabel(forms.fields.travellers).fill('3')
      await likeAPerson(page)
      await form.getByRole('button', { name: forms.tripEnquiry.submit }).click()
      await expect(toast(page, forms.tripEnquiry.successTitle)).toBeVisible()
    }

    await expect.poll(() => storedLeads('name', visitor).length).toBe(1)
    const [row] = storedLeads('name', visitor)
    expect(row).toMatchObject({ kind: 'tripEnquiry', form: 'trip-enquiry', locale })
    expect(row!.payload).toMatchObject({
      tripId: TRIP,
      departure: chosen.on,
      boardingCity: chosen.city,
      numberOfTravellers: 3,
    })
  })
}

test('the choice is kept in the address: a reload shows it chosen again', async ({ page, request }) => {
  const chosen = await choice(request)
  await page.goto(`/trip/${TRIP}?departure=${chosen.on}&city=${encodeURIComponent(chosen.city)}`)
  const chip = page.locator(`[data-departure="${chosen.on}"] li > a[data-choose-city="${chosen.city}"]`)
  await hydrated(chip)
  await expect(chip).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('trip-card-choice')).toContainText(`${chosen.day('en')} · ${chosen.city}`)
  await expect(page.locator('#enquire form[data-form="trip-enquiry"]').getByLabel('Boarding city')).toHaveValue(
    chosen.city,
  )
})

test.describe('without JavaScript', { tag: ONE_WIDTH }, () => {
  test.use({ javaScriptEnabled: false })

  test('a chip is a link to the enquiry form with the choice in the address', async ({ page, request }) => {
    const chosen = await choice(request)
    await page.goto(`/trip/${TRIP}`)
    const chip = page.locator(`[data-departure="${chosen.on}"] li > a[data-choose-city="${chosen.city}"]`)
    await expect(chip).toHaveRole('link')
    await expect(chip).not.toHaveAttribute('aria-pressed')
    await chip.click()
    await expect(page).toHaveURL(
      new RegExp(`\\?departure=${chosen.on}&city=${encodeURIComponent(chosen.city)}#enquire$`),
    )
    await expect(page.locator('#enquire form[data-form="trip-enquiry"]')).toBeInViewport()
  })
})

/** A trip sold by season (every Friday, all year): its coming dates are chips "on request". */
const SEASON_TRIP = 'rameswaram-madurai-kanyakumari'

for (const locale of ['en', 'ta'] as const) {
  const words = MESSAGES[locale]

  test(`${locale}: a season's coming dates are chips on request, and the chosen one reaches the stored lead`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `e2e-season-${locale}-${testInfo.project.name}-${Date.now()}` })
    const res = await request.get(`/api/web/trip/detail?slug=${SEASON_TRIP}`)
    expect(res.ok()).toBe(true)
    const trip = ((await res.json()) as { data: { seasonDates?: string[] } }).data
    // The next eight Fridays after today in India, worked out here.
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10)
    const fridays: string[] = []
    for (let day = new Date(`${today}T00:00:00Z`); fridays.length < 8;) {
      day = new Date(day.getTime() + 86_400_000)
      if (day.getUTCDay() === 5) fridays.push(day.toISOString().slice(0, 10))
    }
    expect(trip.seasonDates).toEqual(fridays)

    await page.goto(locale === 'en' ? `/trip/${SEASON_TRIP}` : `/ta/trip/${SEASON_TRIP}`)
    const season = page.locator('[data-season-dates]')
    await expect(season.getByRole('heading', { name: words.trip.departures.seasonHeading })).toBeVisible()
    const chips = season.getByRole('list', { name: words.trip.departures.seasonDates }).locator('li > a')
    await expect(chips).toHaveCount(8)
    const on = fridays[1]!
    const [, month, date] = on.split('-').map(Number)
    const chip = season.locator(`a[data-choose-departure="${on}"]`)
    await expect(chip).toContainText(`${date} ${MONTHS[locale][month! - 1]}`)
    await hydrated(chip)
    await expect(chip).toHaveAttribute('aria-pressed', 'false')
    await chip.click()
    await expect(chip).toHaveAttribute('aria-pressed', 'true')
    await expect(chips.and(page.locator('[aria-pressed="true"]'))).toHaveCount(1)
    expect(new URL(page.url()).searchParams.get('departure')).toBe(on)

    const visitor = uniqueName(testInfo, `Season ${locale}`)
    const forms = words.forms
    await season.getByRole('link', { name: words.trip.bar.enquire, exact: true }).click()
    const form = isNarrow(page) ? page.getByRole('dialog') : page.locator('#enquire form[data-form="trip-enquiry"]')
    await expect(form).toBeVisible()
    if (isNarrow(page)) await form.getByText(words.trip.choice.addDetails).click()
    await expect(form.getByLabel(forms.tripEnquiry.departure)).toHaveValue(on)
    await form.getByLabel(forms.fields.name).fill(visitor)
    await form.getByLabel(forms.fields.phone).fill('9840012345')
    await form.getByLabel(forms.fields.travellers).fill('2')
    await likeAPerson(page)
    await form.getByRole('button', { name: forms.tripEnquiry.submit }).click()
    await expect(toast(page, forms.tripEnquiry.successTitle)).toBeVisible()

    await expect.poll(() => storedLeads('name', visitor).length).toBe(1)
    const [row] = storedLeads('name', visitor)
    expect(row).toMatchObject({ kind: 'tripEnquiry', form: 'trip-enquiry', locale })
    expect(row!.payload).toMatchObject({ tripId: SEASON_TRIP, departure: on, numberOfTravellers: 2 })
  })
}
