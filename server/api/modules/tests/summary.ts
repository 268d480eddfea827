import { MOCK_DEFAULT_MINUTES } from '#shared/timing/durations.ts'
import { MOCK_SECTIONS } from '#shared/mock/mock.ts'
import { PART_NAMES } from '#shared/reading/reading.ts'
import type { TestKind } from '#shared/test-kinds/test-kinds.ts'
import type { TestSummary } from '#shared/test-kinds/schema.ts'
import type { ListeningTest } from '#shared/listening/schema.ts'
import { secondsOfRecordings } from '#shared/timing/listening.ts'
import type { TestRow } from './repository.ts'

/** OET speaking: two role-plays, each three minutes' preparation and about five minutes' talk. */
const SPEAKING_MINUTES = 20

/** The length of a test as a student sits it by default (SPEC.md section 9). */
const DEFAULT_MINUTES: Record<TestKind, number> = {
  listening: 60,
  'oet-listening': 60,
  'oet-reading': 60,
  'oet-writing': 45,
  'oet-speaking': SPEAKING_MINUTES,
  mock: MOCK_DEFAULT_MINUTES.listening + MOCK_DEFAULT_MINUTES.reading + MOCK_DEFAULT_MINUTES.writing + SPEAKING_MINUTES,
}

/** A listening test whose recordings give their length lasts as long as they do (decision 0040). */
function minutesOf(kind: TestKind, content: unknown): number {
  const seconds = kind === 'listening' || kind === 'oet-listening' ? secondsOfRecordings(content as ListeningTest, PART_NAMES) : null
  return seconds === null ? DEFAULT_MINUTES[kind] : Math.ceil(seconds / 60)
}

function partsOf(kind: TestKind, content: Record<string, unknown>): string[] | undefined {
  if (kind === 'mock') return MOCK_SECTIONS.filter((section) => content[section] !== undefined)
  if (kind === 'oet-writing' || kind === 'oet-speaking') return undefined
  return PART_NAMES.filter((part) => content[part] !== undefined)
}

/** What a list call shows of a test: never its content or key. */
export function summarise(row: TestRow): TestSummary {
  const kind = row.kind as TestKind
  const parts = partsOf(kind, row.content as Record<string, unknown>)
  return {
    id: row.id,
    kind,
    title: row.title,
    ...(parts ? { parts } : {}),
    questionCount: Object.keys(row.answerKey).length,
    durationMinutes: minutesOf(kind, row.content),
  }
}
