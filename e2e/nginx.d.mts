export interface NginxAccessEntry {
  /** The request line, as "GET /admin HTTP/1.1". */
  request: string
  status: number
  /** HIT, MISS, BYPASS…; undefined where the cache is off. */
  cache: string | undefined
  /** host:port of each instance nginx tried, in order; empty when the cache answered. */
  upstream: string[]
}

export interface TestNginx {
  port: number
  url: string
  /** Its temporary folder: nginx.conf, site.conf (deploy/nginx/site.conf filled in), logs, the cache. */
  dir: string
  /** The site configuration it runs. */
  site: string
  accessLog: string
  errorLog: string
  /** Every request in its access log so far, with the instances that answered it (host:port; none on a cache hit). */
  accessEntries(): NginxAccessEntry[]
  logTail(lines?: number): string
  stop(): Promise<void>
}

export declare const NGINX_BIN: string
export declare const SITE_CONF: string
export declare function haveNginx(): boolean
export { freePort } from '../tests/support/free-port.mjs'
export declare function microCacheSeconds(siteConf?: string): number
export declare function startNginx(options: {
  upstream: string[]
  port?: number
  extraHttp?: string
  workers?: number | 'auto'
  siteConf?: string
}): Promise<TestNginx>
