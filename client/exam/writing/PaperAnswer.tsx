import { useId, type ChangeEvent } from 'react'
import { MAX_IMAGES } from './paper-images.ts'
import { WRITING_TEXTS } from './texts.ts'

/** A photo the student chose, with the object URL its thumbnail shows. */
export interface ChosenImage {
  id: string
  file: File
  url: string
}

interface PaperAnswerProps {
  images: readonly ChosenImage[]
  problems: readonly string[]
  onAdd(files: File[]): void
  onRemove(id: string): void
  disabled: boolean
  /** The mock's paper mode takes fewer photos than the writing test's. */
  maxImages?: number
  /** Photos just picked are being checked. */
  checking?: boolean
}

/**
 * "Paper-based": photos of the handwritten letter, each checked when chosen (a file that is not a
 * readable photo is named and left out), with thumbnails that can be removed in place.
 */
export function PaperAnswer({ images, problems, onAdd, onRemove, disabled, maxImages = MAX_IMAGES, checking = false }: PaperAnswerProps) {
  const id = useId()
  const full = images.length >= maxImages
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    onAdd([...(event.target.files ?? [])])
    // Picking the same photo again after removing it must fire a change.
    event.target.value = ''
  }
  return (
    <div className="writing-paper">
      <label htmlFor={id} className="writing-typed-label">
        Photos of your handwritten answer
      </label>
      <p id={`${id}-hint`} className="writing-paper-hint">
        One photo per page, in order, taken from above in good light. Images only, up to {maxImages}.
      </p>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple
        className="writing-file"
        onChange={onPick}
        disabled={disabled || full}
        aria-describedby={`${id}-hint ${id}-count`}
      />
      <p id={`${id}-count`} className="writing-paper-count" role="status">
        {WRITING_TEXTS.imagesSelected(images.length)}
        {checking && ` ${WRITING_TEXTS.checkingPhotos}`}
      </p>
      {problems.length > 0 && (
        <div role="alert">
          <ul className="writing-paper-problems">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {images.length > 0 && (
        <ol className="writing-thumbs" aria-label="Selected images">
          {images.map((image, index) => (
            <li key={image.id} className="writing-thumb">
              <img src={image.url} alt={`Page ${index + 1}: ${image.file.name}`} />
              <span className="writing-thumb-name" aria-hidden="true">
                {index + 1}. {image.file.name}
              </span>
              <button type="button" className="button button-quiet writing-thumb-remove" onClick={() => onRemove(image.id)} disabled={disabled}>
                Remove<span className="exam-sr-only"> page {index + 1}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
