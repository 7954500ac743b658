// Prints deploy/nginx/site.conf with its values filled in (site-conf.mjs), for a server's nginx:
//
//   node deploy/nginx/render.mjs --upstream 127.0.0.1:3001 --upstream 127.0.0.1:3002 \
//     --listen '443 ssl' --server-name www.gopuramholidays.example --cache-dir /var/cache/nginx-gopuram \
//     --tls-certificate /etc/ssl/gopuram/fullchain.pem --tls-certificate-key /etc/ssl/gopuram/privkey.pem \
//     > /etc/nginx/sites-available/gopuram
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { PLACEHOLDERS, renderSiteConf } from './site-conf.mjs'

const options = Object.fromEntries(
  Object.values(PLACEHOLDERS).map(({ option }) => [
    option,
    { type: 'string', ...(option === 'upstream' ? { multiple: true } : {}) },
  ]),
)

try {
  const { values } = parseArgs({ options: { ...options, help: { type: 'boolean' } } })
  if (values.help) {
    const width = Math.max(...Object.values(PLACEHOLDERS).map(({ option }) => option.length))
    console.log('usage: node deploy/nginx/render.mjs [options] > site-file\n')
    for (const { option, required, help } of Object.values(PLACEHOLDERS)) {
      console.log(`  --${option.padEnd(width)}  ${help}${required ? '' : ' (optional)'}`)
    }
  } else {
    const template = readFileSync(new URL('site.conf', import.meta.url), 'utf8')
    process.stdout.write(
      renderSiteConf(template, {
        upstream: values.upstream ?? [],
        listen: values.listen,
        serverName: values['server-name'],
        cacheDir: values['cache-dir'],
        tlsCertificate: values['tls-certificate'],
        tlsCertificateKey: values['tls-certificate-key'],
      }),
    )
  }
} catch (error) {
  console.error(`render.mjs: ${error.message}`)
  process.exit(2)
}
