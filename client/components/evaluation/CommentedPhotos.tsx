import { useId } from 'react'
import { inOrder, type AnchoredComment, type RegionAnchoredComment } from '#shared/evaluation/anchored-comments.ts'

interface Photo {
  id: string
  url: string
  width?: number | undefined
  height?: number | undefined
}

/** Where a box sits on its page, in percentages, so it follows the photo's size on any screen. */
const placed = (c: RegionAnchoredComment) => ({ left: `${c.x * 100}%`, top: `${c.y * 100}%`, width: `${c.width * 100}%`, height: `${c.height * 100}%` })

/**
 * The photos of a handwritten letter with the evaluator's comments on areas of them (issue 37):
 * each area outlined and numbered on its page, its comment under the same number beside the
 * pages (below them on a phone). The list says which page each comment is on, so the comments
 * read whole without the pictures.
 */
export function CommentedPhotos({ photos, comments, className }: { photos: readonly Photo[]; comments: readonly AnchoredComment[]; className: string }) {
  const titleId = useId()
  const onAreas = inOrder(comments.filter((c): c is RegionAnchoredComment => c.kind === 'region' && c.file < photos.length))
  if (onAreas.length === 0) return null
  const numbered = onAreas.map((comment, index) => ({ number: index + 1, comment }))
  return (
    <div className={className}>
      <h4 className="commented-letter-title">Your pages, with the evaluator’s comments</h4>
      <div className="commented-photos">
        <ul className="commented-photos-pages">
          {photos.map((photo, file) => (
            <li key={photo.id}>
              <div className="photo-page">
                <img src={photo.url} alt={`Page ${file + 1} of your letter`} loading="lazy" width={photo.width} height={photo.height} />
                {numbered
                  .filter((n) => n.comment.file === file)
                  .map(({ number, comment }) => (
                    <div key={number} className="photo-region" style={placed(comment)} aria-hidden="true">
                      <span className="photo-region-number">{number}</span>
                    </div>
                  ))}
              </div>
            </li>
          ))}
        </ul>
        <section className="annotated-comments" aria-labelledby={titleId}>
          <h4 id={titleId}>Comments on your pages</h4>
          <ol>
            {numbered.map(({ number, comment }) => (
              <li key={number} className="annotated-comment">
                <span className="annotated-comment-number" aria-hidden="true">
                  {number}
                </span>
                <span className="commented-photos-where">
                  <span className="hub-sr-only">Area {number}, </span>Page {comment.file + 1}, marked area
                </span>
                <p>{comment.comment}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  )
}
