/** Answer marking of SPEC.md section 5, the same on server and client. */
export { isCorrect, isCorrectLenient, isCorrectStrict, MARKING_MODES, type MarkingMode } from './match.ts'
export { markAnswers, type MarkingResult, type ReviewItem } from './mark-answers.ts'
export { keyPhrasings } from './alternatives.ts'
export { similarityRatio } from './similarity.ts'
export { acceptedAnswers, type AcceptedAnswers } from './accepted-answers.ts'
