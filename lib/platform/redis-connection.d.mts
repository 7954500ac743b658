import type { RedisClientType } from 'redis'

export declare const REDIS_COMMAND_TIMEOUT_MS: number

export declare function openRedis(url: string, user: string): RedisClientType

export declare function whenReady(client: RedisClientType, ms: number): Promise<boolean>
