import type { ReactNode } from 'react'
import { FactList, type Fact } from '../FactList.tsx'

interface EvaluationFactsProps {
  className: string
  /** As the screen words them ("27", "27 / 38 marks"); null shows a dash. */
  marks: ReactNode
  /** The evaluator's grade; null shows N/A. */
  grade: ReactNode
  /** What follows them on this screen (the mock's comments). */
  more?: readonly Fact[]
}

/** An evaluation's marks and grade, as every submission and the mock's results show them. */
export function EvaluationFacts({ className, marks, grade, more = [] }: EvaluationFactsProps) {
  return <FactList className={className} facts={[{ term: 'Marks', value: marks ?? '–' }, { term: 'Grade', value: grade ?? 'N/A' }, ...more]} />
}
