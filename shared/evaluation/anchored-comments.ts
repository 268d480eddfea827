/**
 * Comments an evaluator pins to the work itself (issue 18, docs/decisions/0054): to a phrase of a
 * typed letter (character offsets into the letter as stored), to a moment of a recording (seconds
 * from its start) or to an area of a photographed handwritten page (issue 37, decision 0103).
 * Framework-free: the API host checks them, the staff screen makes them, the student's result and
 * the PDF show them.
 */
import { clockText } from '#shared/timing/clock-text.ts'

/** A comment on letter.slice(start, end). */
export interface TextAnchoredComment {
  kind: 'text'
  start: number
  end: number
  comment: string
}

/**
 * A comment at `at` seconds into the recording: of role-play `part` when the work is a speaking
 * sitting's recordings (decision 0105); a recording's own evaluation keeps it without.
 */
export interface TimeAnchoredComment {
  kind: 'time'
  at: number
  part?: number
  comment: string
}

/**
 * A comment on an area of a photographed page: `file` is the photo's place among the submission's
 * photos (0 for the first page, as stored), the box is in fractions of the photo as sent (0 to 1
 * from its top left), so it stays on the same words at any zoom or screen size.
 */
export interface RegionAnchoredComment {
  kind: 'region'
  file: number
  x: number
  y: number
  width: number
  height: number
  comment: string
}

export type AnchoredComment = TextAnchoredComment | TimeAnchoredComment | RegionAnchoredComment

/** An area of a page, without its comment. */
export type Region = Omit<RegionAnchoredComment, 'kind' | 'comment'>

/**
 * What the work offers to anchor to: the typed letter, the recording's length, or the number of
 * photos of a handwritten letter. A handwritten letter the evaluator has typed out offers both its
 * words and its photos.
 */
export type AnchorTarget =
  | { kind: 'text'; letter: string; photos?: number }
  | { kind: 'photos'; photos: number }
  | { kind: 'time'; recordings: Recording[] }
  | { kind: 'none' }

/** A recording comments may be pinned to: its role-play (null when not known) and its length. */
export interface Recording {
  part: number | null
  durationSeconds: number
}

/** How many photographed pages a target offers areas of. */
export const photosOf = (target: AnchorTarget): number => (target.kind === 'text' || target.kind === 'photos' ? (target.photos ?? 0) : 0)

/**
 * What an evaluator may anchor comments to: the words of a typed letter and areas of its photos,
 * or the recordings of a speaking sitting, each its role-play's (`part`) with its length.
 */
export function anchorTarget(
  skill: 'writing' | 'speaking',
  letter: string | null,
  files: readonly { contentType: string; durationSeconds?: number | null | undefined; part?: number | undefined }[],
): AnchorTarget {
  if (skill === 'writing') {
    const photos = files.filter((file) => file.contentType.startsWith('image/')).length
    if (letter) return photos > 0 ? { kind: 'text', letter, photos } : { kind: 'text', letter }
    return photos > 0 ? { kind: 'photos', photos } : { kind: 'none' }
  }
  const recordings = files.flatMap((file) =>
    file.contentType.startsWith('audio/') && file.durationSeconds ? [{ part: file.part ?? null, durationSeconds: file.durationSeconds }] : [],
  )
  return recordings.length > 0 ? { kind: 'time', recordings } : { kind: 'none' }
}

/**
 * The comments of a saved draft that still fit the work, each checked in turn: one that does not
 * (out of range, overlapping) is dropped rather than losing the others.
 */
export function keptAnchoredComments(value: unknown, target: AnchorTarget): AnchoredComment[] {
  if (!Array.isArray(value)) return []
  let kept: AnchoredComment[] = []
  for (const item of value) {
    const parsed = parseAnchoredComments([...kept, item], target)
    if ('comments' in parsed) kept = parsed.comments
  }
  return kept
}

/** An evaluation carries at most this many anchored comments. */
export const ANCHORED_COMMENTS_MAX = 60
/** Each anchored comment is at most this many characters. */
export const ANCHORED_COMMENT_MAX_LENGTH = 1_000
/** A time anchor is kept to a tenth of a second. */
const TIME_STEP = 10
/** An area is at least this share of its photo wide and high: a smaller one is a slip of the pointer, not words. */
export const REGION_MIN_SIZE = 0.01
/** An area's edges are kept to a ten-thousandth of the photo, finer than any phone's pixels. */
const REGION_STEP = 10_000

/** A moment of a recording as it is kept: seconds, to the tenth below. */
export const momentOf = (seconds: number): number => Math.floor(seconds * TIME_STEP) / TIME_STEP

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value)
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff


/** The words a text anchor covers, with runs of white space (line breaks too) as one space. */
export const quotedText = (letter: string, comment: TextAnchoredComment): string => letter.slice(comment.start, comment.end).replace(/\s+/gu, ' ').trim()

/** Text anchors in the letter's order, then areas page by page from the top, then time anchors role-play by role-play in the recording's. */
export function inOrder<T extends AnchoredComment>(comments: readonly T[]): T[] {
  const rank = { text: 0, region: 1, time: 2 } as const
  const position = (c: AnchoredComment): number[] =>
    c.kind === 'text' ? [c.start] : c.kind === 'time' ? [c.part ?? 0, c.at] : [c.file, c.y, c.x]
  return [...comments].sort((a, b) => {
    if (a.kind !== b.kind) return rank[a.kind] - rank[b.kind]
    const [pa, pb] = [position(a), position(b)]
    const differs = pa.findIndex((value, index) => value !== pb[index])
    return differs === -1 ? 0 : pa[differs]! - pb[differs]!
  })
}

/** An area's page and box as it is kept: each edge to the ten-thousandth, still inside the photo. */
export function regionOf(region: Region): Region {
  const keep = (value: number) => Math.round(value * REGION_STEP) / REGION_STEP
  const x = keep(region.x)
  const y = keep(region.y)
  return { file: region.file, x, y, width: Math.min(keep(region.width), keep(1 - x)), height: Math.min(keep(region.height), keep(1 - y)) }
}

/**
 * Why an area cannot be commented on (or undefined): it must be on one of the photos, inside it,
 * and big enough to hold a word. Numbers that are not numbers (NaN, text) are refused too.
 */
export function regionProblem(region: Record<string, unknown>, photos: number): string | undefined {
  const { file, x, y, width, height } = region
  if (typeof file !== 'number' || !Number.isInteger(file) || file < 0 || file >= photos) {
    return `must be on one of the photos: file is the page's number counted from 0, here 0 to ${photos - 1}.`
  }
  const numbers = [x, y, width, height]
  if (!numbers.every((n): n is number => typeof n === 'number' && Number.isFinite(n))) return 'needs x, y, width and height, each a number from 0 to 1.'
  const [left, top, wide, high] = numbers as [number, number, number, number]
  if (wide < REGION_MIN_SIZE || high < REGION_MIN_SIZE) return `is too small: mark an area at least ${REGION_MIN_SIZE * 100}% of the page wide and high.`
  // A hair over 1 is a sum's rounding, not an area off the page.
  const edge = 1 + 1e-9
  if (left < 0 || top < 0 || left + wide > edge || top + high > edge) {
    return 'must be inside the page: x and y from 0 to 1, x + width and y + height at most 1.'
  }
  return undefined
}

/** Why a text range cannot be commented on (or undefined): it must cover words of the letter and no other comment's. */
export function textRangeProblem(letter: string, start: number, end: number, others: readonly AnchoredComment[]): string | undefined {
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end > letter.length || start >= end) {
    return `must be inside the letter (characters 0 to ${letter.length}), its start before its end.`
  }
  if (isLowSurrogate(letter.charCodeAt(start)) || isLowSurrogate(letter.charCodeAt(end))) return 'must not split a character in two.'
  if (letter.slice(start, end).trim() === '') return 'must cover words of the letter, not only spaces.'
  const overlapping = others.find((other): other is TextAnchoredComment => other.kind === 'text' && other.start < end && start < other.end)
  if (overlapping) return `overlaps the comment on "${quotedText(letter, overlapping)}": comment on words no other comment covers.`
  return undefined
}

/**
 * The recording a comment's `part` names, or why it names none: a sitting's several recordings need
 * it, and one recording alone is the one meant without it.
 */
function recordingOf(recordings: readonly Recording[], part: unknown): Recording | string {
  if (part === undefined) {
    return recordings.length === 1 ? recordings[0]! : `needs a part: the role-play (${partsText(recordings)}) whose recording it is on.`
  }
  const found = recordings.find((recording) => recording.part !== null && recording.part === part)
  return found ?? `names no recording of this work: part must be ${partsText(recordings)}.`
}

const partsText = (recordings: readonly Recording[]) => recordings.map((recording) => recording.part ?? '?').join(' or ')

/**
 * The anchored comments of an evaluation form, checked against the work, or the problem in words
 * an evaluator can act on (each message names the comment by its number).
 */
export function parseAnchoredComments(value: unknown, target: AnchorTarget): { comments: AnchoredComment[] } | { problem: string } {
  if (!Array.isArray(value)) return { problem: 'anchoredComments must be a JSON list of comments.' }
  if (value.length > ANCHORED_COMMENTS_MAX) return { problem: `anchoredComments: at most ${ANCHORED_COMMENTS_MAX} comments per evaluation.` }
  const comments: AnchoredComment[] = []
  for (const [index, item] of value.entries()) {
    const which = `anchoredComments: comment ${index + 1}`
    if (!isObject(item)) return { problem: `${which} must be an object with a kind, its anchor and a comment.` }
    const comment = typeof item.comment === 'string' ? item.comment.trim() : ''
    if (comment === '') return { problem: `${which} has no text: write the comment or remove it.` }
    if (comment.length > ANCHORED_COMMENT_MAX_LENGTH) {
      return { problem: `${which} is too long: at most ${ANCHORED_COMMENT_MAX_LENGTH.toLocaleString('en')} characters.` }
    }
    if (item.kind === 'text') {
      if (target.kind !== 'text') return { problem: `${which} is anchored to words, but this submission has no typed letter.` }
      const extra = Object.keys(item).find((key) => !['kind', 'start', 'end', 'comment'].includes(key))
      if (extra) return { problem: `${which}: "${extra}" is not part of a comment on words.` }
      const { start, end } = item
      const problem = typeof start === 'number' && typeof end === 'number' ? textRangeProblem(target.letter, start, end, comments) : 'needs a start and an end.'
      if (problem) return { problem: `${which} ${problem}` }
      comments.push({ kind: 'text', start: start as number, end: end as number, comment })
    } else if (item.kind === 'time') {
      if (target.kind !== 'time') return { problem: `${which} is anchored to a time, but this submission has no recording.` }
      const extra = Object.keys(item).find((key) => !['kind', 'at', 'part', 'comment'].includes(key))
      if (extra) return { problem: `${which}: "${extra}" is not part of a comment on a moment.` }
      const recording = recordingOf(target.recordings, item.part)
      if (typeof recording === 'string') return { problem: `${which} ${recording}` }
      // Kept to the tenth below, so a moment pinned at the recording's very end stays inside it.
      const at = typeof item.at === 'number' ? momentOf(item.at) : Number.NaN
      if (!Number.isFinite(at) || at < 0 || at > recording.durationSeconds) {
        return { problem: `${which} must be at a time inside the recording (0:00 to ${clockText(recording.durationSeconds)}).` }
      }
      comments.push({ kind: 'time', at, ...(recording.part === null ? {} : { part: recording.part }), comment })
    } else if (item.kind === 'region') {
      const photos = photosOf(target)
      if (photos === 0) return { problem: `${which} is anchored to an area of a photo, but this submission has no photos.` }
      const extra = Object.keys(item).find((key) => !['kind', 'file', 'x', 'y', 'width', 'height', 'comment'].includes(key))
      if (extra) return { problem: `${which}: "${extra}" is not part of a comment on an area of a photo.` }
      const problem = regionProblem(item, photos)
      if (problem) return { problem: `${which} ${problem}` }
      comments.push({ kind: 'region', ...regionOf(item as unknown as Region), comment })
    } else {
      return { problem: `${which} must have the kind "text" (a phrase of the letter), "time" (a moment of the recording) or "region" (an area of a photo).` }
    }
  }
  return { comments: inOrder(comments) }
}
