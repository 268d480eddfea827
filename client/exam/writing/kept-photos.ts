import { keptStore, type Kept, type KeptScope } from '#client/lib/kept/kept-store.ts'

/**
 * Photos of a handwritten letter kept in this browser until the letter is sent: a photo taken
 * with the phone's camera from the file picker may exist nowhere else, so a reload must not lose it.
 */

export interface PhotoScope extends KeptScope {
  screen: 'oet-writing' | 'mock-test'
  /** The attempt's id: a later attempt at the same test starts with no photos. */
  testId: string
}

export interface KeptPhoto extends Kept {
  blob: Blob
  name: string
  type: string
  lastModified: number
}

const photos = keptStore<KeptPhoto>('oet-prep-writing', 'photos')

/** Keeps one photo under its number; numbers rise in the order the photos were chosen. */
export const keepPhoto = (scope: PhotoScope, number: number, file: File): Promise<void> =>
  photos.keep(scope, number, { blob: file, name: file.name, type: file.type, lastModified: file.lastModified, keptAt: Date.now() })

/** The scope's photos as files, in the order they were chosen. */
export const keptPhotos = async (scope: PhotoScope): Promise<Array<[number: number, file: File]>> =>
  (await photos.list(scope)).map(([number, photo]) => [number, new File([photo.blob], photo.name, { type: photo.type, lastModified: photo.lastModified })])

export const forgetPhoto = (scope: PhotoScope, number: number): Promise<void> => photos.forget(scope, number)

export const forgetPhotos = (scope: PhotoScope): Promise<void> => photos.forgetAll(scope)
