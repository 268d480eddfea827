/**
 * The DOM work behind highlighting: wrapping the text a selection covers in <mark> elements and
 * taking them out again, and reading them as character offsets (highlight-offsets.ts) to keep.
 * Browser-only; tested in Chromium by test/e2e/exam-parts.test.ts and test/e2e/reading-aids.test.ts.
 */
import { cleanSpans, pointAt, spansOf, type Span } from '#client/components/exam/highlight-offsets.ts'

export const MARK_CLASS = 'exam-highlight'
const MARK_SELECTOR = `mark.${MARK_CLASS}`
/** Text that is part of a control is never highlighted (a button's label, a typed answer). */
const NOT_HIGHLIGHTABLE = 'button, input, select, textarea, label, [contenteditable]'

interface Piece {
  node: Text
  start: number
  end: number
}

/**
 * The parts of text nodes under `root` that `range` covers, one per node, so a selection over
 * several paragraphs or inline elements becomes one piece per text node. Whitespace-only pieces
 * (the gaps between blocks) are left out.
 */
function coveredPieces(range: Range, root: Node): Piece[] {
  const scope = range.commonAncestorContainer
  if (!root.contains(scope)) return []
  if (scope.nodeType === Node.TEXT_NODE) return piece(range, scope as Text)
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT)
  const pieces: Piece[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (range.intersectsNode(node)) pieces.push(...piece(range, node as Text))
  }
  return pieces
}

function piece(range: Range, node: Text): Piece[] {
  const start = node === range.startContainer ? range.startOffset : 0
  const end = node === range.endContainer ? range.endOffset : node.length
  if (start >= end || !node.data.slice(start, end).trim()) return []
  if (node.parentElement?.closest(NOT_HIGHLIGHTABLE)) return []
  return [{ node, start, end }]
}

const markAround = (node: Node): HTMLElement | null => node.parentElement?.closest<HTMLElement>(MARK_SELECTOR) ?? null

/** True when the range covers some text and all of it is highlighted already. */
export function isHighlighted(range: Range, root: Node): boolean {
  const pieces = coveredPieces(range, root)
  return pieces.length > 0 && pieces.every((p) => markAround(p.node) !== null)
}

/**
 * Wraps the text the range covers in marks, one per text node, and returns them. Text already
 * highlighted is left as it is (no mark inside a mark).
 */
export function highlightRange(range: Range, root: Node): HTMLElement[] {
  // All pieces are found before any node is split: splitting moves the range's boundaries.
  const pieces = coveredPieces(range, root).filter((p) => markAround(p.node) === null)
  return pieces.map(({ node, start, end }) => {
    let target = node
    if (start > 0) target = target.splitText(start)
    if (end - start < target.length) target.splitText(end - start)
    const mark = document.createElement('mark')
    mark.className = MARK_CLASS
    target.replaceWith(mark)
    mark.append(target)
    return mark
  })
}

/** Takes out every mark that the range touches; returns how many. */
export function removeHighlightsIn(range: Range, root: Node): number {
  const marks = new Set(coveredPieces(range, root).flatMap((p) => markAround(p.node) ?? []))
  for (const mark of marks) removeHighlight(mark)
  return marks.size
}

/** Puts a mark's text back where it was and joins it with its neighbours again. */
export function removeHighlight(mark: HTMLElement): void {
  const parent = mark.parentNode
  if (!parent) return
  mark.replaceWith(...mark.childNodes)
  parent.normalize()
}

/** The highlight an event happened on, if it is one of ours inside `root`. */
export function highlightAt(target: EventTarget | null, root: Node): HTMLElement | null {
  if (!(target instanceof Element)) return null
  const mark = target.closest<HTMLElement>(MARK_SELECTOR)
  return mark && root.contains(mark) ? mark : null
}

/**
 * The text nodes a highlight can cover, in document order. A control's label is left out of the
 * count: it can change ("Enlarge image"), and the offsets of the text after it must not.
 */
function textNodes(root: Node): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest(NOT_HIGHLIGHTABLE) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  })
  const nodes: Text[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text)
  return nodes
}

/** The highlights under `root` as character offsets into its text, to keep. */
export function highlightedSpans(root: Node): Span[] {
  return spansOf(textNodes(root).map((node) => ({ length: node.length, marked: markAround(node) !== null })))
}

/** Puts kept highlights back: `stored` is checked first, and spans that no longer fit the text are dropped. */
export function restoreHighlights(root: Node, stored: unknown): void {
  const length = textNodes(root).reduce((sum, node) => sum + node.length, 0)
  for (const [start, end] of cleanSpans(stored, length)) {
    // Found afresh for each span: wrapping the last one split nodes (the offsets stay the same).
    const nodes = textNodes(root)
    const lengths = nodes.map((node) => node.length)
    const from = pointAt(lengths, start, 'start')
    const to = pointAt(lengths, end, 'end')
    if (!from || !to) continue
    const range = document.createRange()
    range.setStart(nodes[from.index]!, from.offset)
    range.setEnd(nodes[to.index]!, to.offset)
    highlightRange(range, root)
  }
}
