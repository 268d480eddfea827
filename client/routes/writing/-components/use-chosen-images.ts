import { useCallback, useEffect, useRef, useState } from 'react'
import { addImages } from './paper-images.ts'
import type { ChosenImage } from './PaperAnswer.tsx'

/**
 * The photos chosen in paper mode, each with an object URL for its thumbnail. URLs are made when a
 * photo is picked and given back when it is removed or the screen goes, so no memory is held on to.
 */
export function useChosenImages() {
  const [images, setImages] = useState<ChosenImage[]>([])
  const [problems, setProblems] = useState<string[]>([])
  const current = useRef<ChosenImage[]>([])
  const nextId = useRef(0)

  const update = (next: ChosenImage[]) => {
    current.current = next
    setImages(next)
  }

  const add = useCallback((picked: File[]) => {
    const chosen = current.current
    const { files, problems } = addImages(
      chosen.map((image) => image.file),
      picked,
    )
    const added = files.slice(chosen.length).map((file) => ({ id: `image-${nextId.current++}`, file, url: URL.createObjectURL(file) }))
    update([...chosen, ...added])
    setProblems(problems)
  }, [])

  const remove = useCallback((id: string) => {
    const gone = current.current.find((image) => image.id === id)
    if (gone) URL.revokeObjectURL(gone.url)
    update(current.current.filter((image) => image.id !== id))
    setProblems([])
  }, [])

  useEffect(() => () => current.current.forEach((image) => URL.revokeObjectURL(image.url)), [])

  return { images, problems, add, remove }
}
