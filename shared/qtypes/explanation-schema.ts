import { Type, type Static } from '@sinclair/typebox'

/** An explanation is a sentence or two; the cap only guards against a pasted page. */
export const EXPLANATION_MAX_LENGTH = 2000

/**
 * Why a question's answer is right: where in the recording or text it is found. Part of the
 * content, like the question, but shown only in the review after submission: the API host takes
 * it out of the content it serves for an attempt (shared/content/teaching.ts).
 */
export const Explanation = Type.String({ minLength: 1, maxLength: EXPLANATION_MAX_LENGTH })
export type Explanation = Static<typeof Explanation>
