import {
  QUESTION_TYPE_NAMES,
  QUESTION_TYPES,
  compareQuestionIds,
  type PartQuestions,
  type QuestionOf,
  type QuestionType,
  type QuestionTypeDefinition,
} from '#shared/qtypes/index.ts'

/** One question of a part as the screen shows it: a multiple-choice question, a set of notes or sentences. */
export type PartBlock = {
  [K in QuestionType]: {
    type: K
    question: QuestionOf<K>
    /** The ids it asks, in order; empty for notes that ask nothing. */
    questionIds: string[]
    /** Stable within the part: type and position in its list. */
    key: string
  }
}[QuestionType]

/**
 * The questions of a reading or standalone listening part in the order a student answers them.
 *
 * SPEC.md (reading Part A): "note and sentence blocks are ordered by whichever has the lower first
 * question id". We apply that one rule to every block, multiple choice included: each block goes
 * by its first question id (natural order: "8" before "15"). On a real OET Part A paper the
 * multiple-choice questions 1-7 come first, then sentences 8-14, then notes 15-20, and ordering
 * by id gives exactly that; if content ever numbers its multiple choice after the notes, the
 * numbers still read 1, 2, 3... down the page. Blocks that ask nothing go last; ties keep the
 * content's order (type by type, then as listed).
 */
export function orderPartBlocks(part: PartQuestions): PartBlock[] {
  const blocks = QUESTION_TYPE_NAMES.flatMap((type) => {
    const definition: QuestionTypeDefinition = QUESTION_TYPES[type]
    const questions: readonly unknown[] = part[definition.partField]
    return questions.map(
      (question, index) =>
        // The casts restate what QUESTION_TYPES guarantees: partField's list holds this type's schema.
        ({ type, question, questionIds: definition.questionIds(question), key: `${type}-${index}` }) as PartBlock,
    )
  })
  // Array.prototype.sort is stable, so equal keys keep the order built above.
  return blocks.sort((a, b) => compareFirstIds(a.questionIds[0], b.questionIds[0]))
}

function compareFirstIds(a: string | undefined, b: string | undefined): number {
  if (a === undefined) return b === undefined ? 0 : 1
  if (b === undefined) return -1
  return compareQuestionIds(a, b)
}
