// The benchmark's yardstick (bench/run.mjs): a minimal HTTP server, in a process of its own like the site's,
// that answers every request with one fixed body. The parent sends { body, contentType, port } over IPC and hears
// 'listening' back.
import { createServer } from 'node:http'

process.once('message', ({ body, contentType, port }) => {
  const headers = { 'Content-Type': contentType, 'Content-Length': body.byteLength }
  createServer((request, response) => {
    response.writeHead(200, headers)
    response.end(body)
  }).listen(port, '127.0.0.1', () => process.send('listening'))
})
