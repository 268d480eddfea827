/** How long each exam and its parts last (SPEC.md section 9): the limits the server starts an attempt with. */

export const LISTENING_SIMULATION_PART_A_SECONDS = 900
export const LISTENING_SIMULATION_PARTS_BC_SECONDS = 2700
export const LISTENING_PRACTICE_DEFAULT_SECONDS = 900
export const STANDALONE_LISTENING_READING_SECONDS = 60
/** The OET's reading time before each recording of the extract form, by part: a test's content may set its own. */
export const OET_LISTENING_READING_SECONDS = { partA: 30, partB: 15, partC: 90 } as const
/** Allowed per recording beyond its reading time and length: slack for the move on, which waits on no click (decision 0085). */
export const LISTENING_RECORDING_ALLOWANCE_SECONDS = 15

export const WRITING_TOTAL_SECONDS = 2700
export const WRITING_LOCKED_SECONDS = 300

export const MOCK_DEFAULT_MINUTES = { listening: 40, reading: 60, writing: 45 } as const
export const MOCK_READING_PART_A_SECONDS = 900
export const MOCK_READING_PARTS_BC_SECONDS = 2700
export const MOCK_SECTION_COUNTDOWN_SECONDS = 30
