/**
 * The automatic letter checks (issue 35, docs/decisions/0099): what they look for, and the OET
 * writing criterion each kind of finding bears on. The checks run on the API host; the screens
 * show their findings, labelled as automatic checks, never as a score.
 */
export const FINDING_KINDS = ['length', 'spelling', 'grammar', 'register', 'layout', 'coverage', 'relevance'] as const
export type FindingKind = (typeof FINDING_KINDS)[number]

/** Ids of shared/evaluation/criteria.ts. */
export const CRITERION_OF: Record<FindingKind, string> = {
  length: 'conciseness',
  spelling: 'language',
  grammar: 'language',
  register: 'genre',
  layout: 'organisation',
  coverage: 'content',
  relevance: 'conciseness',
}

/** How each kind is named on the screens. */
export const FINDING_KIND_LABELS: Record<FindingKind, string> = {
  length: 'Length',
  spelling: 'Spelling',
  grammar: 'Grammar',
  register: 'Register',
  layout: 'Layout',
  coverage: 'Case notes left out',
  relevance: 'Case notes not needed',
}

/**
 * A relevant case note the letter leaves out, in words the student can act on; the note's name
 * stands in quotes first, so the screens can list several such findings as one (noteOfCoverage).
 */
export const coverageMessage = (note: string, preview: string) =>
  `Left out: the note "${note}" (${preview}). The reader needs it: use it in a sentence of your own.`

export const noteOfCoverage = (message: string): string | null => /^Left out: the note "([^"]+)"/u.exec(message)?.[1] ?? null

/** The note and what it says, as a list of notes left out shows each: "Allergies (Medical history)" (Penicillin...). */
export const coverageDetail = (message: string): string => /^Left out: the note (.+)\. The reader needs it/u.exec(message)?.[1] ?? message
