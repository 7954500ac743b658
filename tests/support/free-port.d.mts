/** A TCP port nobody listens on right now, on 127.0.0.1. */
export declare function freePort(): Promise<number>
