/**
 * The browser's translations (lib/site/i18n/client.tsx): what its translator does, that its type
 * offers only that, and that a component outside the provider fails loudly in development.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { ClientMessagesProvider, useLocale, useTranslations, type ClientTranslator } from '@/lib/site/i18n/client'
import { clientMessages } from '@/lib/site/i18n/messages'

function Greeting() {
  const t = useTranslations('forms.newsletter')
  const locale = useLocale()
  return (
    <p lang={locale}>
      {t('submit')}|{String(t.has('submit'))}
    </p>
  )
}

const render = (node: React.ReactNode) => renderToStaticMarkup(node)

describe('client translations', () => {
  it('formats the page language’s message under the provider', () => {
    const ta = clientMessages('ta')
    const html = render(
      <ClientMessagesProvider locale="ta" messages={ta}>
        <Greeting />
      </ClientMessagesProvider>,
    )
    expect(html).toBe(`<p lang="ta">${ta.forms.newsletter.submit}|true</p>`)
    expect(ta.forms.newsletter.submit).toMatch(/[\u0B80-\u0BFF]/)
  })

  it('throws a clear error outside the provider in development', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(() => render(<Greeting />)).toThrow(/outside <ClientMessagesProvider>/)
    } finally {
      error.mockRestore()
    }
  })

  it('in production, outside the provider, renders key paths and says why once on the console', () => {
    const env = process.env as Record<string, string | undefined>
    const before = env.NODE_ENV
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    env.NODE_ENV = 'production'
    try {
      expect(render(<Greeting />)).toBe('<p lang="en">forms.newsletter.submit|false</p>')
      render(<Greeting />)
      expect(error).toHaveBeenCalledTimes(1)
      expect(String(error.mock.calls[0][0])).toMatch(/outside <ClientMessagesProvider>/)
    } finally {
      env.NODE_ENV = before
      error.mockRestore()
    }
  })

  it('types only what it implements: t, t.rich, t.has over the client namespaces', () => {
    // Compile-time checks (npx tsc --noEmit): each @ts-expect-error fails the typecheck if the line becomes valid.
    const check = (t: ClientTranslator<'button'>) => {
      // @ts-expect-error next-intl's t.raw is not implemented in the browser
      t.raw('button')
      // @ts-expect-error next-intl's t.markup is not implemented in the browser
      t.markup('button', {})
      // @ts-expect-error a key outside the namespace
      t('nope')
      return [t('button'), t.rich('button'), t.has('button')]
    }
    function WrongNamespace() {
      // @ts-expect-error the trip namespace never reaches the browser (CLIENT_NAMESPACES)
      useTranslations('trip')
      return null
    }
    expect(typeof check).toBe('function')
    expect(typeof WrongNamespace).toBe('function')
  })
})
