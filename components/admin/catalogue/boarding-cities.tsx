import { ActionForm } from '@/components/admin/ui/action-form'
import { RowActions } from '@/components/admin/ui/row-actions'
import { Field, hintId } from '@/components/admin/ui/field'
import { Panel } from '@/components/admin/ui/panel'
import { Input, WholeNumberInput } from '@/components/ui/input'
import {
  addBoardingCityAction,
  moveBoardingCityAction,
  removeBoardingCityAction,
  renameBoardingCityAction,
  saveFewSeatsAtAction,
} from '@/lib/catalog/editor/departure-actions'
import type { EditorBoardingCity } from '@/lib/catalog/editor/boarding-cities'
import { CITY_NAME_MAX } from '@/lib/catalog/editor/departure-schema'
import { FEW_SEATS_LIMITS } from '@/lib/catalog/departures/offers'

/**
 * The agency's boarding cities, in the order the trip form offers them: each renamed on its own
 * (its English and Tamil names together), moved, or removed once no departure boards there; then
 * a form to add one. Below, the owner's "n seats left" threshold. Agents see both without the forms.
 */

const usesText = (n: number) =>
  n === 0 ? 'No departure boards here' : `Boarding city of ${n} ${n === 1 ? 'departure' : 'departures'}`

/** A city's uses, and what its Tamil pages show while it has no Tamil name. */
const cityHint = (city: EditorBoardingCity) =>
  city.nameTa
    ? usesText(city.departures)
    : `${usesText(city.departures)}. No Tamil name yet: the Tamil pages show ${city.name}.`

/** Said under the Tamil name of a new city. */
const TAMIL_HINT = 'As the Tamil pages should show it, like திருச்சிராப்பள்ளி. Left blank, they show the English.'

export function BoardingCityList({ cities, canEdit }: { cities: EditorBoardingCity[]; canEdit: boolean }) {
  return (
    <>
      <ol className="divide-y divide-ink/10 overflow-hidden rounded-2xl border border-ink/10 bg-white">
        {cities.map((city, index) => (
          <li
            key={city.id}
            className="grid gap-3 px-4 py-4 text-sm md:grid-cols-[minmax(0,1fr)_auto] md:items-start"
            data-testid="boarding-city"
          >
            {canEdit ? (
              <ActionForm
                action={renameBoardingCityAction.bind(null, city.id)}
                submitLabel="Save name"
                submitVariant="outline"
              >
                <div className="grid gap-2 sm:grid-cols-2 sm:gap-3">
                  <Field id={`city-${city.id}`} label={`Name of ${city.name}`} hideLabel>
                    <Input
                      id={`city-${city.id}`}
                      name="name"
                      defaultValue={city.name}
                      aria-describedby={hintId(`city-${city.id}-ta`)}
                      maxLength={CITY_NAME_MAX}
                      autoComplete="off"
                    />
                  </Field>
                  <Field id={`city-${city.id}-ta`} label={`Tamil name of ${city.name}`} hideLabel>
                    <Input
                      id={`city-${city.id}-ta`}
                      name="nameTa"
                      lang="ta"
                      defaultValue={city.nameTa}
                      placeholder="Name in Tamil"
                      aria-describedby={hintId(`city-${city.id}-ta`)}
                      maxLength={CITY_NAME_MAX}
                      autoComplete="off"
                    />
                  </Field>
                  <p id={hintId(`city-${city.id}-ta`)} className="text-xs text-ink-muted sm:col-span-2">
                    {cityHint(city)}
                  </p>
                </div>
              </ActionForm>
            ) : (
              <div>
                <p className="font-medium">
                  {city.name}
                  {city.nameTa ? (
                    <span lang="ta" className="ml-2 font-normal">
                      {city.nameTa}
                    </span>
                  ) : null}
                </p>
                <p className="mt-0.5 text-ink-muted">{cityHint(city)}</p>
              </div>
            )}
            {canEdit && (
              <RowActions
                actions={[
                  {
                    label: '↑',
                    name: `Move ${city.name} up`,
                    disabled: index === 0,
                    run: moveBoardingCityAction.bind(null, city.id, 'up'),
                  },
                  {
                    label: '↓',
                    name: `Move ${city.name} down`,
                    disabled: index === cities.length - 1,
                    run: moveBoardingCityAction.bind(null, city.id, 'down'),
                  },
                  { label: 'Remove', name: `Remove ${city.name}`, run: removeBoardingCityAction.bind(null, city.id) },
                ]}
              />
            )}
          </li>
        ))}
      </ol>
      {canEdit && (
        <Panel variant="add" title="Add a boarding city">
          <ActionForm action={addBoardingCityAction} submitLabel="Add city" resetOnSuccess>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field id="city-new" label="City" hint="As the trip page should show it, like Tiruchirappalli.">
                <Input
                  id="city-new"
                  name="name"
                  maxLength={CITY_NAME_MAX}
                  autoComplete="off"
                  aria-describedby={hintId('city-new')}
                />
              </Field>
              <Field id="city-new-ta" label="City in Tamil" optional hint={TAMIL_HINT}>
                <Input
                  id="city-new-ta"
                  name="nameTa"
                  lang="ta"
                  maxLength={CITY_NAME_MAX}
                  autoComplete="off"
                  aria-describedby={hintId('city-new-ta')}
                />
              </Field>
            </div>
          </ActionForm>
        </Panel>
      )}
    </>
  )
}

export function FewSeatsSetting({ fewSeatsAt, canEdit }: { fewSeatsAt: number; canEdit: boolean }) {
  return (
    <Panel
      title="“Seats left” on the trip pages"
      description="From how many free seats down a departure shows “n seats left” instead of Available or Filling fast."
    >
      {canEdit ? (
        <ActionForm action={saveFewSeatsAtAction} submitLabel="Save">
          <Field
            id="few-seats-at"
            label="Show the seats left from"
            hint={`A whole number from ${FEW_SEATS_LIMITS.min} to ${FEW_SEATS_LIMITS.max}. With 6, a departure with 6 seats free reads “6 seats left”.`}
          >
            <div className="flex items-center gap-2">
              <WholeNumberInput
                id="few-seats-at"
                name="fewSeatsAt"
                min={FEW_SEATS_LIMITS.min}
                max={FEW_SEATS_LIMITS.max}
                defaultValue={fewSeatsAt}
                aria-describedby={hintId('few-seats-at')}
                className="w-24 text-center tabular-nums"
              />
              <span className="text-sm text-ink-muted">seats down</span>
            </div>
          </Field>
        </ActionForm>
      ) : (
        <p className="text-sm">
          From <strong>{fewSeatsAt}</strong> {fewSeatsAt === 1 ? 'seat' : 'seats'} down. Only an owner can change it.
        </p>
      )}
    </Panel>
  )
}
