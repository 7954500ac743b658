export function NotAllowedNotice({ what }: { what: string }) {
  return (
    <div className="rounded-2xl border border-ink/10 bg-white p-8 text-center">
      <h1 className="text-xl font-semibold">Owners only</h1>
      <p className="mt-2 text-ink-muted">Only an owner can {what}. Ask an owner of the agency if you need this.</p>
    </div>
  )
}
