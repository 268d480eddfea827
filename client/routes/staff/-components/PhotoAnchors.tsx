import { useId, useRef, useState } from 'react'
import { inOrder, type AnchoredComment, type Region, type RegionAnchoredComment } from '#shared/evaluation/anchored-comments.ts'
import { AddAnchoredComment } from './AddAnchoredComment.tsx'
import { AnchoredCommentList } from './AnchoredCommentList.tsx'
import { PhotoRegions } from './PhotoRegions.tsx'
import { PhotoViewer } from './PhotoViewer.tsx'
import { defaultRegion } from './region-geometry.ts'
import type { UnaddedComment } from './anchoring.ts'
import type { EvaluationFile } from './staff-types.ts'

interface Props {
  photos: readonly EvaluationFile[]
  comments: readonly AnchoredComment[]
  onComments: (comments: AnchoredComment[]) => void
  editable: boolean
  unadded: UnaddedComment
}

/**
 * The photographed pages of a handwritten letter, with comments pinned to areas of them (issue 37):
 * an area is dragged on a page, or placed with "Mark an area" and moved with the keyboard, then
 * commented on below the pages. Each commented area is outlined on its page with the number its
 * comment has in the list; removing the comment removes the outline.
 */
export function PhotoAnchors({ photos, comments, onComments, editable, unadded }: Props) {
  const hintId = useId()
  const [pending, setPending] = useState<Region | null>(null)
  const box = useRef<HTMLDivElement>(null)
  // Each page's "Mark an area": where the focus returns when marking is given up.
  const markButtons = useRef(new Map<number, HTMLButtonElement>())
  const onAreas = comments.filter((c): c is RegionAnchoredComment => c.kind === 'region')
  const numbered = onAreas.map((comment, index) => ({ number: index + 1, comment }))
  const mark = (file: number) => {
    setPending(defaultRegion(file))
    // The box is drawn on the next render; the focus goes to it so the arrow keys move it.
    requestAnimationFrame(() => box.current?.focus())
  }
  const ready = (by: 'keyboard' | 'pointer') => unadded.inputRef.current?.focus({ preventScroll: by === 'pointer' })
  const add = (comment: string) => {
    if (!pending) return 'Mark an area of a page first.'
    onComments(inOrder([...comments, { kind: 'region', ...pending, comment }]))
    setPending(null)
    return undefined
  }
  return (
    <div className="staff-anchors">
      {photos.map((photo, file) => (
        <PhotoViewer
          key={photo.url}
          photo={photo}
          index={file}
          count={photos.length}
          tools={
            editable && (
              <button
                type="button"
                className="button button-quiet"
                onClick={() => mark(file)}
                ref={(button) => {
                  if (button) markButtons.current.set(file, button)
                  else markButtons.current.delete(file)
                }}
              >
                Mark an area<span className="hub-sr-only"> of page {file + 1}</span>
              </button>
            )
          }
          overlay={(turns) => (
            <PhotoRegions
              file={file}
              turns={turns}
              numbered={numbered.filter((n) => n.comment.file === file)}
              pending={pending?.file === file ? pending : null}
              onPending={setPending}
              editable={editable}
              boxRef={box}
              onReady={ready}
              onCancel={() => {
                setPending(null)
                markButtons.current.get(file)?.focus()
              }}
              hintId={hintId}
            />
          )}
        />
      ))}
      <p id={hintId} className="field-hint">
        {editable
          ? 'To comment on part of a page, drag over it, or press “Mark an area”: the arrow keys move the area, Shift and the arrow keys resize it, Enter goes to its comment.'
          : 'Numbered outlines on the pages have a comment.'}
      </p>
      {editable && (
        <AddAnchoredComment
          about={pending ? `the marked area of page ${pending.file + 1}` : null}
          idleLabel="Comment on an area of a page"
          hint="Mark an area of a page first."
          onAdd={add}
          text={unadded.text}
          onText={unadded.onText}
          waiting={unadded.waiting}
          inputRef={unadded.inputRef}
        />
      )}
      <AnchoredCommentList comments={onAreas} letter={null} editable={editable} onRemove={(gone) => onComments(comments.filter((c) => c !== gone))} />
    </div>
  )
}
