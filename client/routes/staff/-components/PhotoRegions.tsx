import { useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react'
import type { Region, RegionAnchoredComment } from '#shared/evaluation/anchored-comments.ts'
import { isMarkable, nudged, pointOnPage, regionBetween, regionText } from './region-geometry.ts'

interface Props {
  /** The page's place among the photos (0 for the first). */
  file: number
  turns: number
  /** This page's commented areas, each with its number in the list of comments. */
  numbered: readonly { number: number; comment: RegionAnchoredComment }[]
  /** The area being marked, when it is on this page. */
  pending: Region | null
  onPending: (region: Region | null) => void
  editable: boolean
  /** The marked area's box, which takes the focus for the arrow keys. */
  boxRef: RefObject<HTMLDivElement | null>
  /** The area is ready for its comment: Enter on the box, or the end of a drag. */
  onReady: (by: 'keyboard' | 'pointer') => void
  /** Escape: the area is let go, and the focus goes back where marking began. */
  onCancel: () => void
  hintId: string
}

/** Where a box sits on the page, in percentages, so it follows any zoom. */
const placed = (region: Region) => ({ left: `${region.x * 100}%`, top: `${region.y * 100}%`, width: `${region.width * 100}%`, height: `${region.height * 100}%` })

/**
 * What is drawn over one page: the commented areas as numbered outlines, and the area being
 * marked. A mouse drags an area anywhere; a finger only on the page being marked (elsewhere it
 * scrolls the page); the keyboard moves the marked area with the arrow keys and resizes it with
 * Shift and the arrow keys.
 */
export function PhotoRegions({ file, turns, numbered, pending, onPending, editable, boxRef, onReady, onCancel, hintId }: Props) {
  const drag = useRef<{ from: { x: number; y: number }; before: Region | null } | null>(null)
  const layer = useRef<HTMLDivElement>(null)
  const at = (event: PointerEvent) => pointOnPage(layer.current!, event.clientX, event.clientY, turns)
  const start = (event: PointerEvent<HTMLDivElement>) => {
    if (!editable || event.button !== 0 || (event.pointerType !== 'mouse' && pending === null)) return
    event.preventDefault()
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { from: at(event), before: pending }
  }
  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) onPending(regionBetween(file, drag.current.from, at(event)))
  }
  const end = (event: PointerEvent<HTMLDivElement>) => {
    const began = drag.current
    if (!began) return
    drag.current = null
    const region = regionBetween(file, began.from, at(event))
    // A click or a slip keeps the area there was.
    if (!isMarkable(region)) return onPending(began.before)
    onPending(region)
    onReady('pointer')
  }
  const keys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!pending) return
    if (event.key === 'Enter') {
      event.preventDefault()
      return onReady('keyboard')
    }
    if (event.key === 'Escape') {
      event.preventDefault()
      return onCancel()
    }
    const next = nudged(pending, event.key, event.shiftKey)
    if (!next) return
    event.preventDefault()
    onPending(next)
  }
  return (
    <div
      ref={layer}
      className={pending ? 'photo-regions is-marking' : editable ? 'photo-regions is-editable' : 'photo-regions'}
      onPointerDown={start}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={() => (drag.current = null)}
    >
      {numbered.map(({ number, comment }) => (
        <div key={number} className="photo-region" style={placed(comment)} aria-hidden="true">
          <span className="photo-region-number">{number}</span>
        </div>
      ))}
      {pending && (
        <div
          ref={boxRef}
          className="photo-region photo-region-pending"
          style={placed(pending)}
          role="group"
          tabIndex={0}
          aria-label={`Marked area on page ${file + 1}: ${regionText(pending)}`}
          aria-describedby={hintId}
          onKeyDown={keys}
        />
      )}
    </div>
  )
}
