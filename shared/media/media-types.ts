/**
 * The media type of a test's file by its extension: the admin's browser labels an upload with it
 * when the browser itself can't tell, and the blob store serves files with it. A .opus file is Ogg
 * Opus, served as audio/ogg because that is the type every browser plays.
 */
export const MEDIA_TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  opus: 'audio/ogg',
  ogg: 'audio/ogg',
  webm: 'audio/webm',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
}

/** The media type a file name's extension stands for, if it is one we know. */
export const mediaTypeOfName = (name: string): string | undefined => MEDIA_TYPE_BY_EXTENSION[name.split('.').pop()?.toLowerCase() ?? '']
