/** The staff calls' answers as the screens read them: the contract's types (shared/evaluation/schema.ts). */
export type {
  Claim,
  EvaluationDraft,
  Evaluation,
  EvaluationResponse,
  DoubleMarkingView,
  QueueItem,
  QueueResponse as QueueAnswer,
  SubmissionDetail,
} from '#shared/evaluation/schema.ts'
export type { SubmissionFile as EvaluationFile } from '#shared/submissions/schema.ts'
export type QueueStatus = 'pending' | 'evaluated'
export type QueueSkill = 'writing' | 'speaking'
