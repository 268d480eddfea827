import { useState, type ReactNode } from 'react'
import type { EvaluationFile } from './staff-types.ts'

const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3] as const

interface Props {
  photo: EvaluationFile
  index: number
  count: number
  /** Drawn over the page and turned with it (the areas commented on), given the page's quarter turns. */
  overlay?: (turns: number) => ReactNode
  /** More buttons beside the view's own (marking an area). */
  tools?: ReactNode
}

/** A handwritten page: zoom in and out and turn it a quarter at a time, as a phone photo often needs. */
export function PhotoViewer({ photo, index, count, overlay, tools }: Props) {
  const [zoom, setZoom] = useState(2)
  const [turns, setTurns] = useState(0)
  const label = `Page ${index + 1} of ${count}`
  const sideways = turns % 2 === 1
  const scale = ZOOMS[zoom] ?? 1
  return (
    <figure className="staff-photo">
      <figcaption className="staff-photo-bar">
        <span>{label}</span>
        <span className="staff-photo-tools" role="group" aria-label={`${label}: view`}>
          <button type="button" className="button button-quiet" onClick={() => setZoom((z) => Math.max(0, z - 1))} disabled={zoom === 0}>
            Zoom out
          </button>
          <span className="staff-photo-zoom" aria-live="polite">
            {Math.round(scale * 100)}%
          </span>
          <button type="button" className="button button-quiet" onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))} disabled={zoom === ZOOMS.length - 1}>
            Zoom in
          </button>
          <button type="button" className="button button-quiet" onClick={() => setTurns((n) => (n + 1) % 4)}>
            Rotate
          </button>
          {tools}
        </span>
      </figcaption>
      <div className="staff-photo-frame" tabIndex={0} aria-label={`${label}, scrollable`}>
        {/* The page and what is drawn on it turn together, so a marked area stays on its words. */}
        <div
          className="staff-photo-page"
          style={{
            width: `${scale * 100}%`,
            transform: `rotate(${turns * 90}deg)`,
            margin: sideways ? `${(scale * 100 * ((photo.width ?? 3) - (photo.height ?? 4))) / (2 * (photo.width ?? 3))}% 0` : undefined,
          }}
        >
          <img src={photo.url} alt={`Handwritten answer, ${label.toLowerCase()}`} />
          {overlay?.(turns)}
        </div>
      </div>
    </figure>
  )
}
