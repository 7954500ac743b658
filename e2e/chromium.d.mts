/** CHROMIUM_PATH, default Debian's /usr/bin/chromium. */
export declare const CHROMIUM_PATH: string
/** Runs as root in a container, without a GPU, with no background traffic of its own. */
export declare const CHROMIUM_ARGS: string[]
