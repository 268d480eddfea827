/** The staff calls' answers as the screens read them: the contract's types (shared/contracts/evaluation.ts). */
export type { Claim, EvaluationDraft, Evaluation, QueueItem, QueueResponse as QueueAnswer, SubmissionDetail } from '#shared/contracts/evaluation.ts'
export type { SubmissionFile as EvaluationFile } from '#shared/contracts/submissions.ts'
export type QueueStatus = 'pending' | 'evaluated'
export type QueueSkill = 'writing' | 'speaking'
