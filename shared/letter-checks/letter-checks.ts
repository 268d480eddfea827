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
