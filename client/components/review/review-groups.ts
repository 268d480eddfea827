import type { OutlineGroup } from '#shared/results/review-outline.ts'
import type { ReviewListItem } from './ReviewList.tsx'
import { sortByQuestionId } from './sort-by-question.ts'

/** A group of the review (an extract, a Part B question, a part): its recording and its marked questions. */
export interface ReviewGroup extends Omit<OutlineGroup, 'questions'> {
  items: ReviewListItem[]
}

/**
 * The marked answers placed in the test's outline, group by group, each group's questions by
 * number, each with its text, options and explanation. A marked question the outline does not
 * know (the content changed since the key) goes into a last group, as "(question not found)".
 */
export function reviewGroups(outline: readonly OutlineGroup[], items: readonly ReviewListItem[]): ReviewGroup[] {
  const marked = new Map(items.map((item) => [item.questionId, item]))
  const placed = new Set<string>()
  const groups: ReviewGroup[] = outline.map(({ questions, ...group }) => ({
    ...group,
    items: sortByQuestionId(
      questions.flatMap((question) => {
        const item = marked.get(question.id)
        if (!item) return []
        placed.add(question.id)
        return [{ ...item, questionText: question.text, options: question.options, explanation: question.explanation }]
      }),
    ),
  }))
  const unplaced = items.filter((item) => !placed.has(item.questionId))
  if (unplaced.length > 0) groups.push({ part: 'C', title: 'Other questions', items: sortByQuestionId(unplaced) })
  return groups.filter((group) => group.items.length > 0)
}
