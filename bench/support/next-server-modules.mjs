// Loaded before a bench that reads the back office's data layer outside Next (`--import`).
// Inside Next, the bundler gives server code the server's own `next/navigation` (redirect,
// notFound); outside it, Node resolves the browser module, which needs React's client build and
// fails under the react-server condition. This resolves it as the bundler does.
import Module from 'node:module'

const SERVER_MODULES = { 'next/navigation': 'next/dist/client/components/navigation.react-server' }
const resolve = Module._resolveFilename
Module._resolveFilename = function resolveServerModule(request, ...rest) {
  return resolve.call(this, SERVER_MODULES[request] ?? request, ...rest)
}
