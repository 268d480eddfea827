import { useId } from 'react'
import { CHART_BAND_LINES, SCORE_MAX } from '#shared/scoring/bands.ts'
import { gradeFor } from '#shared/scoring/grade.ts'
import type { ScoredAttempt } from './progress.ts'

// Small units, so that the labels stay readable when a narrow card scales the chart down.
const WIDTH = 240
const HEIGHT = 120
const PAD = { left: 24, right: 8, top: 6, bottom: 6 }
/** Enough points to see a direction without crowding a phone's width. */
const MAX_POINTS = 12

const y = (score: number) => PAD.top + (1 - score / SCORE_MAX) * (HEIGHT - PAD.top - PAD.bottom)

/** A sentence that says what the chart shows, for screen readers and anyone who prefers words. */
export function trendSummary(label: string, history: readonly ScoredAttempt[]): string {
  const first = history[0]
  const last = history.at(-1)
  if (!first || !last) return `${label}: no scores yet.`
  if (history.length === 1) return `${label}: one score, ${last.score} out of 500, grade ${last.grade}.`
  const shown = history.length > MAX_POINTS ? ` The chart shows the latest ${MAX_POINTS}.` : ''
  const mocks = history.filter((attempt) => attempt.mockSection).length
  const fromMocks = mocks > 0 ? ` ${mocks} of them in mock tests, drawn as filled points.` : ''
  return `${label}: ${history.length} scores, from ${first.score} (grade ${first.grade}) to ${last.score} (grade ${last.grade}) out of 500.${fromMocks}${shown}`
}

/**
 * Scaled scores over time, oldest on the left, on the 0-500 scale with the grade band lines of
 * SPEC.md section 9. Points are evenly spaced in the order they were submitted, so a burst of
 * attempts on one day stays readable. Drawn by hand: a few lines of SVG, no chart library.
 */
export function TrendChart({ label, history }: { label: string; history: readonly ScoredAttempt[] }) {
  const titleId = useId()
  const points = history.slice(-MAX_POINTS)
  const plotWidth = WIDTH - PAD.left - PAD.right
  const x = (index: number) => PAD.left + (points.length === 1 ? plotWidth / 2 : (index * plotWidth) / (points.length - 1))
  const coordinates = points.map((attempt, index) => `${x(index).toFixed(1)},${y(attempt.score).toFixed(1)}`)
  return (
    <svg className="trend-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId}>
      <title id={titleId}>{trendSummary(`${label} scores over time`, history)}</title>
      <rect className="trend-frame" x={PAD.left} y={PAD.top} width={plotWidth} height={HEIGHT - PAD.top - PAD.bottom} />
      {CHART_BAND_LINES.map((line) => (
        <g key={line}>
          <line className="trend-band" x1={PAD.left} x2={WIDTH - PAD.right} y1={y(line)} y2={y(line)} />
          <text className="trend-band-label" x={PAD.left - 4} y={y(line) + 3.5} textAnchor="end">
            {gradeFor(line)}
          </text>
        </g>
      ))}
      {points.length > 1 && <polyline className="trend-line" points={coordinates.join(' ')} />}
      {points.map((attempt, index) => (
        <circle
          key={`${attempt.attemptId}-${attempt.mockSection ?? 'test'}`}
          className={attempt.mockSection ? 'trend-point trend-point-mock' : 'trend-point'}
          cx={x(index)} cy={y(attempt.score)} r={3.5} />
      ))}
    </svg>
  )
}
