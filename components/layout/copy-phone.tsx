'use client'

import { useEffect, useRef, useState } from 'react'
import { Check, Copy } from 'lucide-react'
import { useTranslations } from '@/lib/site/i18n/client'
import { COPY_CONFIRMATION_MS } from '@/lib/site/constants'

/** Copies the phone number; the confirmation shows for COPY_CONFIRMATION_MS. */
export function CopyPhone({ phone }: { phone: string }) {
  const t = useTranslations('ui.copyPhone')
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  async function copy() {
    try {
      await navigator.clipboard.writeText(phone)
    } catch {
      // Clipboard access can be refused (insecure origin, permissions); fall back to a selection copy.
      const input = document.createElement('textarea')
      input.value = phone
      document.body.appendChild(input)
      input.select()
      document.execCommand('copy')
      input.remove()
    }
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS)
  }

  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={copy}
        className="inline-flex size-11 items-center justify-center rounded-full text-white/80 hover:bg-white/10 hover:text-white"
        aria-label={t('label', { phone })}
      >
        {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
      </button>
      <span role="status" aria-live="polite" className="text-sm font-medium text-saffron-200">
        {copied ? t('copied') : ''}
      </span>
    </span>
  )
}
