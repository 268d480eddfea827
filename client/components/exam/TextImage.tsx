import { useId, useState } from 'react'

interface TextImageProps {
  /** As the content gives it: a URL of the API host (/api/media/...), which the web server forwards. */
  src: string
  alt: string
}

/**
 * A text's figure, fitted to the column. "Enlarge image" shows it at twice the column's width in
 * a box that scrolls sideways, so a chart's small labels can be read on a phone without zooming
 * the whole page (pinch zoom still works too).
 */
export function TextImage({ src, alt }: TextImageProps) {
  const [enlarged, setEnlarged] = useState(false)
  const frameId = useId()
  return (
    <figure className={`exam-text-figure${enlarged ? ' exam-text-figure-enlarged' : ''}`}>
      <div
        id={frameId}
        className="exam-text-figure-frame"
        // Scrollable only when enlarged; it then takes focus so the keyboard can scroll it.
        {...(enlarged ? { tabIndex: 0, role: 'region', 'aria-label': `${alt}, enlarged` } : {})}
      >
        <img src={src} alt={alt} loading="lazy" decoding="async" />
      </div>
      <button
        type="button"
        className="button button-quiet exam-text-figure-zoom"
        aria-pressed={enlarged}
        aria-controls={frameId}
        onClick={() => setEnlarged((value) => !value)}
      >
        Enlarge image
      </button>
    </figure>
  )
}
