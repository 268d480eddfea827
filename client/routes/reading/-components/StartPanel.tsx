import { Link } from '@tanstack/react-router'
import {
  LISTENING_PRACTICE_DEFAULT_SECONDS,
  LISTENING_SIMULATION_PART_A_SECONDS,
  LISTENING_SIMULATION_PARTS_BC_SECONDS,
} from '#shared/timing/durations.ts'
import type { TestLaunch } from '#client/lib/test-launch.ts'
import type { ReadingStart } from './load-reading-test.ts'
import { PART_LABELS } from '#client/exam/reading/reading-flow.ts'
import { SCREEN_TITLE } from '#client/exam/reading/texts.ts'

interface StartPanelProps {
  start: ReadingStart
  launch: TestLaunch
  onStart(): void
}

const minutes = (seconds: number) => `${seconds / 60} minutes`

/** How the time runs in the mode chosen; the server's attempt has the final say once started. */
function timeRule(launch: TestLaunch): string {
  if (launch.mode === 'simulation') {
    return `Part A: ${minutes(LISTENING_SIMULATION_PART_A_SECONDS)}, and it closes when you leave it or its time ends. Then Parts B and C together: ${minutes(LISTENING_SIMULATION_PARTS_BC_SECONDS)}.`
  }
  if (launch.minutes === 'no-limit') return 'No time limit. You can move between the parts freely.'
  const chosen = launch.minutes ?? LISTENING_PRACTICE_DEFAULT_SECONDS / 60
  return `${chosen} minutes for the whole test. You can move between the parts freely.`
}

/**
 * What a student sees before the clock starts (SPEC.md does not show the screen's start): the
 * test, its parts and the time rules of the chosen mode. Start opens the attempt on the server.
 */
export function StartPanel({ start, launch, onStart }: StartPanelProps) {
  return (
    <section className="reading-start card" aria-labelledby="reading-start-title">
      <h1 id="reading-start-title">{SCREEN_TITLE}</h1>
      <p className="reading-start-test">{start.name}</p>
      <dl className="reading-start-facts">
        <div>
          <dt>Mode</dt>
          <dd>{launch.mode === 'simulation' ? 'Simulation' : 'Practice'}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{timeRule(launch)}</dd>
        </div>
      </dl>
      <h2 className="reading-start-parts-title">Parts</h2>
      <ul className="reading-start-parts">
        {start.parts.map(({ part, texts, questions }) => (
          <li key={part}>
            <strong>{PART_LABELS[part]}</strong>: {texts} {texts === 1 ? 'text' : 'texts'}, {questions} {questions === 1 ? 'question' : 'questions'}
          </li>
        ))}
      </ul>
      <p className="reading-start-note">
        Your answers are saved as you type. If the page reloads or the connection drops, you come back where you were, with your
        answers and the clock as they were.
      </p>
      <div className="reading-start-actions">
        <Link to="/app/oetreading" className="button button-quiet">
          Back to reading tests
        </Link>
        <button type="button" className="button" onClick={onStart}>
          Start
        </button>
      </div>
    </section>
  )
}
