// Preloaded (node --require) by a test's own process that runs server modules whose imports
// include the React client (next/navigation through the action runner): React's client entry
// needs node's default conditions, and 'server-only' refuses those, so here it is the server.
/* eslint-disable @typescript-eslint/no-require-imports -- a --require preload is CommonJS */
const Module = require('node:module')
const path = require('node:path')

const stub = path.join(__dirname, 'server-only-stub.ts')
const resolve = Module._resolveFilename
Module._resolveFilename = function (request, ...rest) {
  return resolve.call(this, request === 'server-only' ? stub : request, ...rest)
}
