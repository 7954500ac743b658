export interface TestRedisServer {
  port: number
  url: string
  start(): Promise<void>
  stop(): Promise<void>
  close(): Promise<void>
}

export declare function haveRedisServer(): boolean
export declare function startRedisServer(): Promise<TestRedisServer>
