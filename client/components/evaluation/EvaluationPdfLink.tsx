/** The evaluation's PDF, opened in a new tab; a screen reader hears whose it is. */
export function EvaluationPdfLink({ href, of }: { href: string; of: string }) {
  return (
    <a className="button button-quiet" href={href} target="_blank" rel="noopener">
      View PDF<span className="hub-sr-only"> of the evaluation of {of} (opens in a new tab)</span>
    </a>
  )
}
