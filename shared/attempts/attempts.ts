/** An attempt's modes and the limits of its clocks and devices (no TypeBox: its schemas are in schema.ts beside it). */

export const ATTEMPT_MODES = ['practice', 'simulation'] as const
export type AttemptMode = (typeof ATTEMPT_MODES)[number]

/** A browser tab's own id for an attempt, so the server can tell it is open on another device. */
export const DEVICE_ID_PATTERN = '^[A-Za-z0-9_-]{8,64}$'

/** How long a device counts as having the attempt open after its last save or sync. */
export const DEVICE_PRESENCE_SECONDS = 40

/**
 * A timed part's key: a key of the attempt's timing (partA), a part's reading time (reading-A),
 * a recording's start and the reading time before it (recording-partB-3, reading-recording-partB-3),
 * or a mock's countdown or section (intro:listening, section:reading).
 */
export const PART_KEY_PATTERN = '^[A-Za-z][A-Za-z0-9:-]{0,39}$'
/**
 * A speaking role-play's preparation clock, and its skipping: the same keys in the standalone
 * test's sitting, the mock's and the mock speaking screen's (decision 0084).
 */
export const preparationKey = (part: number) => `preparation-${part}`
export const preparationSkippedKey = (part: number) => `preparation-${part}-skipped`
/**
 * At most this many part clocks per attempt: a listening test has five and two per recording (90
 * recordings at most: 185), a whole mock twelve.
 */
export const PART_CLOCKS_MAX = 200

/** Grace after an attempt's deadline during which saves and submits are still accepted. */
export const ATTEMPT_GRACE_SECONDS = 60
