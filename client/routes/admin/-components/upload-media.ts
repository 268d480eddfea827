import { readAnswer } from '#client/lib/api.ts'
import { mediaType } from './import-media.ts'

/** Sends one media file as the raw body, as POST /api/admin/media takes it; answers its URL. */
export async function uploadMedia(file: File, csrfToken: string): Promise<string> {
  const response = await fetch('/api/admin/media', {
    method: 'POST',
    headers: { 'content-type': mediaType(file), 'x-csrf-token': csrfToken, accept: 'application/json' },
    body: file,
    credentials: 'same-origin',
  })
  return (await readAnswer<{ url: string }>(response)).url
}
