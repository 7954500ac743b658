import { missingServiceMessage, requireService, servicesOptional } from './support/services.mjs'

/** The rule every suite that starts a service follows (tests/support/services.mjs). */
describe('a service the tests need', () => {
  const saved = { optional: process.env.TEST_OPTIONAL_SERVICES, ci: process.env.CI }
  afterEach(() => {
    for (const [name, value] of [
      ['TEST_OPTIONAL_SERVICES', saved.optional],
      ['CI', saved.ci],
    ] as const) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  })

  it('lets its tests run when it is there', () => {
    delete process.env.TEST_OPTIONAL_SERVICES
    expect(requireService('redis', true, 'the cache tests')).toBe(true)
  })

  it('missing, fails with what needs it and the command that installs it', () => {
    delete process.env.TEST_OPTIONAL_SERVICES
    delete process.env.CI
    expect(() => requireService('redis', false, 'the cache tests')).toThrow(
      'redis-server is required by the cache tests and is missing. Install it (sudo apt-get install -y redis-server)',
    )
    expect(() => requireService('postgres', false, 'the storage suites')).toThrow('sudo apt-get install -y postgresql')
  })

  it('missing on a machine that opted out, skips with a notice', () => {
    process.env.TEST_OPTIONAL_SERVICES = '1'
    delete process.env.CI
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    expect(requireService('nginx', false, 'the proxy tests')).toBe(false)
    expect(warn).toHaveBeenCalledWith(`skipped: ${missingServiceMessage('nginx', 'the proxy tests')}`)
    warn.mockRestore()
  })

  it('missing in CI, fails even when the opt-out is set', () => {
    process.env.TEST_OPTIONAL_SERVICES = '1'
    process.env.CI = 'true'
    expect(servicesOptional()).toBe(false)
    expect(() => requireService('nginx', false, 'the proxy tests')).toThrow('nginx is required by the proxy tests')
  })
})
