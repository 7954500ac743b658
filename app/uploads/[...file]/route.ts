import { serveUpload } from '@/lib/catalog/uploads'

/** Catalogue images: local files in embedded mode, proxied from the provider upstream. */
export const runtime = 'nodejs'

export async function GET(_request: Request, context: { params: Promise<{ file: string[] }> }): Promise<Response> {
  const { file } = await context.params
  return serveUpload(file)
}
