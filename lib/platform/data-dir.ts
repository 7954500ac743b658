import 'server-only'
import path from 'node:path'
import { getEnv } from '@/lib/platform/env'

/**
 * What the site keeps in its data folder (DATA_DIR), named in one place: the SQLite database
 * (lib/platform/db), the catalogue's pictures as files (lib/catalog/uploads.ts serves them) and,
 * on the embedded default, the secret that signs staff sessions and seals their two-factor keys
 * (lib/staff/secret.ts). The backup (lib/platform/backup.ts) copies each of them.
 */

export const DATABASE_FILE_NAME = 'site.db'
export const UPLOADS_FOLDER_NAME = 'uploads'
export const AUTH_SECRET_FILE_NAME = 'auth-secret'

export function uploadsDir(dataDir: string = getEnv().DATA_DIR): string {
  return path.resolve(dataDir, UPLOADS_FOLDER_NAME)
}

export function authSecretFile(dataDir: string = getEnv().DATA_DIR): string {
  return path.resolve(dataDir, AUTH_SECRET_FILE_NAME)
}
