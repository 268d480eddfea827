/**
 * SPEC.md section 9's constants that belong to no one concept: the screens' ticks, sizes and
 * upload progress, and the HTTP limits both hosts share. A concept's own figures live in its
 * folder (docs/decisions/0088): bands in scoring/bands.ts, exam times in timing/durations.ts.
 */

export const TIMER_TICK_MS = 1000

export const UPLOAD_PROGRESS_TICK_MS = 300
export const UPLOAD_PROGRESS_CAP_PERCENT = 90
export const UPLOAD_OVERLAY_CLOSE_MS = 500

export const QUERY_GC_MS = 60_000
export const NOTIFICATION_COUNTER_START = 15
export const NOTE_ANSWER_INPUT_WIDTH_PX = 150
export const SCRIPT_CHUNK_TIMEOUT_MS = 120_000

export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const

/** The largest JSON body the API host accepts; the web server refuses larger ones before sending. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024

/** An Idempotency-Key's length: long enough to be unique per submit, short enough to index. */
export const IDEMPOTENCY_KEY_MIN_LENGTH = 8
export const IDEMPOTENCY_KEY_MAX_LENGTH = 128
