export interface TestNginx {
  port: number
  url: string
  /** Its temporary folder: nginx.conf, site.conf (deploy/nginx/site.conf filled in), logs, the cache. */
  dir: string
  /** The site configuration it runs. */
  site: string
  accessLog: string
  errorLog: string
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
