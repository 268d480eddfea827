/**
 * For a student who asks how their result was reached (issue 37, decision 0106): two evaluators
 * marked it without seeing each other's marks, and the final marks are what the student sees.
 */
export function DoubleMarkedNote() {
  return (
    <details className="double-marked">
      <summary>How was this marked?</summary>
      <p>
        Double marked: two evaluators marked your work independently, neither seeing the other’s marks. Where they agreed, your marks are their
        average; where they differed by more than we allow, a senior evaluator marked it again and those marks are the ones you see.
      </p>
    </details>
  )
}
