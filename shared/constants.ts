/** Business constants of SPEC.md section 9, in one place for server and client alike. */

export const SCORE_MAX = 500
export const SCORE_STEP = 10
/** Letter bands, highest first: a score gets the first band whose minimum it reaches. */
export const BANDS = [
  { grade: 'A', min: 450 },
  { grade: 'B', min: 350 },
  { grade: 'C+', min: 300 },
  { grade: 'C', min: 200 },
  { grade: 'D', min: 100 },
  { grade: 'E', min: 0 },
] as const
export type Grade = (typeof BANDS)[number]['grade']
export const GRADES = ['A', 'B', 'C+', 'C', 'D', 'E'] as const satisfies readonly Grade[]
export const CHART_BAND_LINES = [100, 200, 300, 350, 450] as const

export const SIMILARITY_THRESHOLD = 0.7
export const EVALUATION_TURNAROUND_HOURS = 24

export const LISTENING_SIMULATION_PART_A_SECONDS = 900
export const LISTENING_SIMULATION_PARTS_BC_SECONDS = 2700
export const LISTENING_PRACTICE_DEFAULT_SECONDS = 900
export const STANDALONE_LISTENING_READING_SECONDS = 60
/** The OET's reading time before each recording of the extract form, by part: a test's content may set its own. */
export const OET_LISTENING_READING_SECONDS = { partA: 30, partB: 15, partC: 90 } as const
/** Allowed per recording beyond its reading time and length: slack for the move on, which waits on no click (decision 0085). */
export const LISTENING_RECORDING_ALLOWANCE_SECONDS = 15
export const TIMER_TICK_MS = 1000

export const WRITING_TOTAL_SECONDS = 2700
export const WRITING_LOCKED_SECONDS = 300

export const MOCK_DEFAULT_MINUTES = { listening: 40, reading: 60, writing: 45 } as const
export const MOCK_READING_PART_A_SECONDS = 900
export const MOCK_READING_PARTS_BC_SECONDS = 2700
export const MOCK_SECTION_COUNTDOWN_SECONDS = 30
// Written with the other upload limits; named here too for the mock's screens.
export { MOCK_PAPER_WRITING_MAX_IMAGES } from '#shared/media/upload-limits.ts'

export const READING_PART_C_QUESTIONS_PER_TEXT = 8

/**
 * The longest speaking recording accepted, in seconds: the recorder stops at it, a chosen file is
 * measured against it before it is sent, and the web server refuses (413) a longer one.
 */
export const SPEAKING_RECORDING_MAX_SECONDS = 20 * 60

export const UPLOAD_PROGRESS_TICK_MS = 300
export const UPLOAD_PROGRESS_CAP_PERCENT = 90
export const UPLOAD_OVERLAY_CLOSE_MS = 500

export const QUERY_GC_MS = 60_000
export const NOTIFICATION_COUNTER_START = 15
export const NOTE_ANSWER_INPUT_WIDTH_PX = 150
export const SCRIPT_CHUNK_TIMEOUT_MS = 120_000

export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const

/** Grace after an attempt's deadline during which saves and submits are still accepted. */
export const ATTEMPT_GRACE_SECONDS = 60

/** The largest JSON body the API host accepts; the web server refuses larger ones before sending. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024

/** An Idempotency-Key's length: long enough to be unique per submit, short enough to index. */
export const IDEMPOTENCY_KEY_MIN_LENGTH = 8
export const IDEMPOTENCY_KEY_MAX_LENGTH = 128

/** A 503's words, from either host: the browser keeps what the student entered and sends it again. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is not reachable right now. Nothing you entered is lost; please try again in a moment.'
