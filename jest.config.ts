import type { Config } from 'jest'
import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

const config: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testTimeout: 30_000,
}

/**
 * better-auth, next-intl and the packages they import ship ES modules only; Jest (CommonJS here) compiles
 * them like our own code. Everything else in node_modules is left as it is.
 */
const ES_MODULE_PACKAGES = [
  'better-auth',
  '@better-auth',
  'better-call',
  'jose',
  '@noble',
  'nanostores',
  'rou3',
  'next-intl',
  'use-intl',
  '@formatjs',
  'icu-minify',
  'intl-messageformat',
  '@formatjs/icu-messageformat-parser',
  '@formatjs/icu-skeleton-parser',
]

const jestConfig = async () => {
  const resolved = await createJestConfig(config)()
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${ES_MODULE_PACKAGES.join('|')})/)`],
  }
}

export default jestConfig
