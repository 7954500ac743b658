/** What a back-office form's server action answers; the form shows it (components/admin/ui/action-form.tsx). */
export type ActionState =
  | { status: 'idle' }
  | { status: 'ok'; message: string }
  | { status: 'error'; message: string; fields?: Record<string, string> }

export const IDLE: ActionState = { status: 'idle' }
