/** Drops and creates the database of `databaseUrl`, so a run starts from an empty one (seeded on first read). */
export declare function freshDatabase(databaseUrl: string, serverUrl?: string): Promise<void>
