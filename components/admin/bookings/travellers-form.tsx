'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState, useSyncExternalStore, useTransition } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import { FormStatus } from '@/components/admin/ui/action-form'
import { Button } from '@/components/ui/button'
import { IDLE, type ActionState } from '@/lib/staff/action-state'
import { saveTravellersAction } from '@/lib/bookings/actions'
import { travellersFormSchema, type TravellerInput, type TravellersFormInput } from '@/lib/bookings/schemas'
import { TravellerRows, type TravellersForm as TravellersFormType } from './traveller-rows'

/**
 * A booking's travellers, changed on its page: the form names the booking's version when it was
 * opened, so a change someone saved meanwhile is not overwritten (the action refuses it). A
 * different count takes or gives back seats on the departure.
 */

const noSubscription = () => () => {}
const isClient = () => true
const isServer = () => false

export function TravellersForm({
  bookingId,
  version,
  travellers,
}: {
  bookingId: number
  version: number
  travellers: TravellerInput[]
}) {
  const form = useForm<TravellersFormInput, unknown, { travellers: TravellerInput[] }>({
    resolver: zodResolver(travellersFormSchema),
    defaultValues: { travellers },
  })
  const [state, setState] = useState<ActionState>(IDLE)
  const [pending, startTransition] = useTransition()
  const statusId = useId()
  const hydrated = useSyncExternalStore(noSubscription, isClient, isServer)

  const onValid = (values: { travellers: TravellerInput[] }) =>
    startTransition(async () => {
      const answer = await saveTravellersAction(bookingId, version, values)
      if (answer.status === 'error') {
        for (const [path, message] of Object.entries(answer.fields ?? {})) {
          form.setError(path as FieldPath<TravellersFormInput>, { message }, { shouldFocus: true })
        }
      }
      setState(answer)
    })
  const onInvalid = () => setState({ status: 'error', message: 'Please correct the marked fields' })

  return (
    <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="space-y-3">
      <fieldset disabled={pending || !hydrated} className="min-w-0">
        <legend className="sr-only">Travellers</legend>
        <TravellerRows form={form as unknown as TravellersFormType} errorId={`${statusId}-travellers`} />
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending || !hydrated} aria-disabled={pending || !hydrated}>
          {pending ? 'Saving…' : 'Save travellers'}
        </Button>
        <FormStatus id={statusId} state={state} />
      </div>
    </form>
  )
}
