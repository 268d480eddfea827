/**
 * The fields of a test's content that teach: each question's `explanation`, each recording's
 * `transcript` and `answerStretches` (where each answer is said), a writing task's `modelLetter` with which of its case notes are `relevant` and
 * their `keyTerms`, and a role-play's `modelRolePlay`. Like the answer key they give the answers away, so a student sees them only
 * after submitting an attempt (GET /api/listening-tests/{id}/review); the content served for
 * sitting the test goes without them.
 */
export const TEACHING_FIELDS: readonly string[] = ['explanation', 'transcript', 'answerStretches', 'modelLetter', 'relevant', 'keyTerms', 'modelRolePlay']

/**
 * The content without its teaching fields, at any depth: they sit on questions, notes, blanks,
 * extracts and parts of every listening and reading shape (and a mock's sections), and no
 * other field of any content schema shares their names. The stored content is not changed.
 */
export function withoutTeaching<T>(content: T): T {
  return strip(content) as T
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).flatMap(([key, v]) => (TEACHING_FIELDS.includes(key) ? [] : [[key, strip(v)]])))
}
