import { REGION_MIN_SIZE, regionOf, type Region } from '#shared/evaluation/anchored-comments.ts'

/** One arrow key moves or resizes a marked area by this share of the page: a line of handwriting, roughly. */
export const REGION_KEY_STEP = 0.02

/** The area "Mark an area" places: a wide band across the middle of the page, about a line or two. */
export const defaultRegion = (file: number): Region => ({ file, x: 0.1, y: 0.4, width: 0.8, height: 0.12 })

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))

/** The area a drag covers, from where it began to where it is, kept on the page. */
export function regionBetween(file: number, from: { x: number; y: number }, to: { x: number; y: number }): Region {
  const [left, right] = [clamp(Math.min(from.x, to.x), 0, 1), clamp(Math.max(from.x, to.x), 0, 1)]
  const [top, bottom] = [clamp(Math.min(from.y, to.y), 0, 1), clamp(Math.max(from.y, to.y), 0, 1)]
  return regionOf({ file, x: left, y: top, width: right - left, height: bottom - top })
}

/** Whether a drag drew an area worth a comment, not a click or a slip. */
export const isMarkable = (region: Region): boolean => region.width >= REGION_MIN_SIZE && region.height >= REGION_MIN_SIZE

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }

/**
 * The area after an arrow key: moved, or with Shift resized from its top left corner (Right and
 * Down make it bigger), never off the page nor smaller than a comment allows. Null for other keys.
 */
export function nudged(region: Region, key: string, resize: boolean): Region | null {
  const arrow = ARROWS[key]
  if (!arrow) return null
  const [dx, dy] = arrow.map((d) => d * REGION_KEY_STEP) as [number, number]
  if (resize) {
    return regionOf({
      ...region,
      width: clamp(region.width + dx, REGION_MIN_SIZE, 1 - region.x),
      height: clamp(region.height + dy, REGION_MIN_SIZE, 1 - region.y),
    })
  }
  return regionOf({ ...region, x: clamp(region.x + dx, 0, 1 - region.width), y: clamp(region.y + dy, 0, 1 - region.height) })
}

/**
 * Where a pointer is on a page, in fractions of the page as sent, however the page is turned: the
 * pointer's offset from the element's centre, turned back by the page's quarter turns, over the
 * element's own (unturned) size.
 */
export function pointOnPage(element: HTMLElement, clientX: number, clientY: number, turns: number): { x: number; y: number } {
  const box = element.getBoundingClientRect()
  const dx = clientX - (box.left + box.width / 2)
  const dy = clientY - (box.top + box.height / 2)
  const angle = (turns * Math.PI) / 2
  const [cos, sin] = [Math.round(Math.cos(angle)), Math.round(Math.sin(angle))]
  const x = cos * dx + sin * dy
  const y = -sin * dx + cos * dy
  return { x: x / element.offsetWidth + 0.5, y: y / element.offsetHeight + 0.5 }
}

/** The area's place and size as a screen reader says it: percentages of the page from its top left. */
export const regionText = (region: Region): string => {
  const pct = (value: number) => `${Math.round(value * 100)}%`
  return `${pct(region.x)} from the left, ${pct(region.y)} from the top, ${pct(region.width)} wide, ${pct(region.height)} high`
}
