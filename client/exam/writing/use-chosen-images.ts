import { useCallback, useEffect, useRef, useState } from 'react'
import { checkImages } from '#client/lib/file-check.ts'
import { forgetPhoto, forgetPhotos, keepPhoto, keptPhotos, type PhotoScope } from './kept-photos.ts'
import { addImages, type ImagePick } from './paper-images.ts'
import type { ChosenImage } from './PaperAnswer.tsx'

export interface ChosenImages {
  images: ChosenImage[]
  problems: string[]
  /** The photos kept in this browser have been read back (false during server rendering and the first moment after). */
  ready: boolean
  /** Photos just picked are being read to check they are photos. */
  checking: boolean
  add(picked: File[]): void
  remove(id: string): void
  /** The letter was sent: the browser's copies go (the photos stay on screen behind the result). */
  forgetKept(): void
}

/**
 * The photos chosen in paper mode, each with an object URL for its thumbnail, mirrored in
 * IndexedDB under `scope` so a reload brings them back (docs/decisions/0026). URLs are made when a
 * photo is picked or read back and given back when it is removed or the screen goes, so no memory
 * is held on to. Each picked file is decoded first (client/lib/file-check.ts): a file that is not
 * a photo the web server can take is named in `problems` and never added. `pick` says which picked files are kept (the mock keeps fewer than the writing
 * test). When the browser cannot keep them, the screen works from memory alone.
 */
export function useChosenImages(scope: PhotoScope, pick: (current: readonly File[], picked: readonly File[]) => ImagePick = addImages): ChosenImages {
  const [images, setImages] = useState<ChosenImage[]>([])
  const [problems, setProblems] = useState<string[]>([])
  const [ready, setReady] = useState(false)
  const [checking, setChecking] = useState(false)
  const [kept] = useState(scope)
  const current = useRef<ChosenImage[]>([])
  // Photo numbers rise with the time they were chosen, so kept photos come back in their order.
  const lastNumber = useRef(0)
  const nextNumber = () => (lastNumber.current = Math.max(Date.now(), lastNumber.current + 1))

  const update = (next: ChosenImage[]) => {
    current.current = next
    setImages(next)
  }

  useEffect(() => {
    let live = true
    keptPhotos(kept)
      .catch(() => [])
      .then((found) => {
        if (!live) return
        lastNumber.current = Math.max(lastNumber.current, ...found.map(([number]) => number))
        const restored = found.map(([number, file]) => ({ id: imageId(number), file, url: URL.createObjectURL(file) }))
        // A photo picked in the moment before the read finished comes after the kept ones.
        update([...restored, ...current.current])
        setReady(true)
      })
    return () => {
      live = false
    }
  }, [kept])

  const add = useCallback(
    (picked: File[]) => {
      setChecking(true)
      // Each file is read by its content first: one that is not a readable photo is named and left out.
      void checkImages(picked).then(({ photos, problems: unreadable }) => {
        const chosen = current.current
        const { files, problems } = pick(
          chosen.map((image) => image.file),
          photos,
        )
        const added = files.slice(chosen.length).map((file) => {
          const number = nextNumber()
          void keepPhoto(kept, number, file).catch(ignore)
          return { id: imageId(number), file, url: URL.createObjectURL(file) }
        })
        update([...chosen, ...added])
        setProblems([...unreadable, ...problems])
        setChecking(false)
      })
    },
    [pick, kept],
  )

  const remove = useCallback(
    (id: string) => {
      const gone = current.current.find((image) => image.id === id)
      if (gone) {
        URL.revokeObjectURL(gone.url)
        void forgetPhoto(kept, numberOf(gone.id)).catch(ignore)
      }
      update(current.current.filter((image) => image.id !== id))
      setProblems([])
    },
    [kept],
  )

  const forgetKept = useCallback(() => void forgetPhotos(kept).catch(ignore), [kept])

  useEffect(() => () => current.current.forEach((image) => URL.revokeObjectURL(image.url)), [])

  return { images, problems, ready, checking, add, remove, forgetKept }
}

const imageId = (number: number) => `image-${number}`
const numberOf = (id: string) => Number(id.slice('image-'.length))

/** Keeping is a safety net: when the browser refuses it, the photo is still on screen and can be sent. */
const ignore = () => undefined
