import { setTextSize, TEXT_SIZE_LABELS, TEXT_SIZES, useTextSize } from '#client/lib/exam/text-size.ts'

/**
 * The exam bar's text size control: three "A"s, small to large, one of them pressed. Each says its
 * size to screen readers and as a tooltip; the group is named "Text size".
 */
export function TextSizeControl() {
  const current = useTextSize()
  return (
    <div className="exam-text-size" role="group" aria-label="Text size">
      {TEXT_SIZES.map((size) => (
        <button
          key={size}
          type="button"
          className={`exam-text-size-button exam-text-size-${size}`}
          aria-pressed={size === current}
          title={`${TEXT_SIZE_LABELS[size]} text`}
          onClick={() => setTextSize(size)}
        >
          <span aria-hidden="true">A</span>
          <span className="exam-sr-only">{TEXT_SIZE_LABELS[size]}</span>
        </button>
      ))}
    </div>
  )
}
