import { HrefLink } from './HrefLink.tsx'
import type { NextStep } from './progress.ts'

/** "What to do next" (or the week's plan): a short list, each with the one link that does it. */
export function NextSteps({ steps, heading: Heading, title = 'What to do next', intro }: { steps: readonly NextStep[]; heading: 'h2' | 'h3'; title?: string; intro?: string }) {
  return (
    <section className="next-steps" aria-labelledby="next-steps-title">
      <Heading id="next-steps-title">{title}</Heading>
      {intro && <p className="hub-note">{intro}</p>}
      <ol className="next-steps-list">
        {steps.map((step) => (
          <li key={step.key} className="card next-step">
            <div>
              <p className="next-step-title">{step.title}</p>
              <p className="next-step-detail">{step.detail}</p>
            </div>
            <HrefLink href={step.href} className="button">
              {step.action}
            </HrefLink>
          </li>
        ))}
      </ol>
    </section>
  )
}
