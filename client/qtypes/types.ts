import type { ComponentType } from 'react'
import type { QuestionOf, QuestionType } from '#shared/qtypes/index.ts'
import type { HeadingLevel } from '#client/components/exam/Heading.tsx'

/** What every answerable piece of an exam screen gets: the answers so far and a way to change one. */
export interface AnswerProps {
  /** Question id -> answer text; a question not in it is unanswered. */
  answers: Readonly<Record<string, string>>
  /** Called on every change (each keystroke, each choice); '' means the answer was cleared. */
  onAnswer(questionId: string, value: string): void
  /** Shows the answers read-only (time is up, the attempt is submitted). */
  disabled?: boolean | undefined
}

/** The props every question renderer takes. */
export interface QuestionRendererProps<Q> extends AnswerProps {
  question: Q
}

/**
 * What a type needs beyond the common props, type by type (all optional, with defaults). Indexed by
 * QuestionType, so a new type must say what it needs here, if only `{}`.
 */
export interface QuestionTypeOptions {
  /** 'radio' (the default: reading, listening parts B and C) or 'select' (listening part A). */
  mcq: { variant?: 'radio' | 'select' | undefined }
  /** The level of the section headings, 3 by default (under a part's h2). */
  noteCompletion: { headingLevel?: HeadingLevel | undefined }
  sentenceCompletion: Record<never, never>
}

/** Options for a whole part, type by type: `{ mcq: { variant: 'select' } }`. */
export type PartQuestionOptions = { [K in QuestionType]?: QuestionTypeOptions[K] }

/** The React half of a question type (the pure half is QUESTION_TYPES in shared/qtypes). */
export type QuestionRenderer<K extends QuestionType> = ComponentType<QuestionRendererProps<QuestionOf<K>> & QuestionTypeOptions[K]>

/** "Question 7": how a blank or a question is named to a screen reader. */
export const questionName = (questionId: string): string => `Question ${questionId}`
