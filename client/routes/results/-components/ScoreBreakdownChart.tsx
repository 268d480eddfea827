import { useId } from 'react'
import { CHART_BAND_LINES, SCORE_MAX } from '#shared/scoring/bands.ts'
import { gradeFor } from '#shared/scoring/grade.ts'
import type { BreakdownBar } from '#client/components/results/mock-results-format.ts'

// Drawn in the same small units as the hub's TrendChart: scaled to the dialog's width, so the
// lines stay sharp at any size (vector, no canvas) and the labels stay readable on a phone.
const WIDTH = 320
const HEIGHT = 250
const PAD = { left: 34, right: 24, top: 14, bottom: 26 }
const AXIS_TICKS = [0, 100, 200, 300, 400, 500]
const PLOT_HEIGHT = HEIGHT - PAD.top - PAD.bottom
const y = (score: number) => PAD.top + (1 - Math.min(Math.max(score, 0), SCORE_MAX) / SCORE_MAX) * PLOT_HEIGHT

/** One sentence for screen readers; the table beside the chart gives each number. */
export function breakdownSummary(bars: readonly BreakdownBar[]): string {
  return `Scores out of 500: ${bars.map((bar) => `${bar.skill} ${bar.score ?? 'no score'}`).join(', ')}.`
}

/**
 * SPEC.md section 2's score breakdown: a vertical 0-500 scale, four columns (Listening, Reading,
 * Speaking, Writing) each with a marker at its score, and dashed band lines at 100, 200, 300, 350
 * and 450 labelled with their grades.
 */
export function ScoreBreakdownChart({ bars }: { bars: readonly BreakdownBar[] }) {
  const titleId = useId()
  const plotWidth = WIDTH - PAD.left - PAD.right
  const column = plotWidth / bars.length
  const x = (index: number) => PAD.left + column * (index + 0.5)
  return (
    <svg className="breakdown-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId}>
      <title id={titleId}>{breakdownSummary(bars)}</title>
      <rect className="breakdown-frame" x={PAD.left} y={PAD.top} width={plotWidth} height={PLOT_HEIGHT} />
      {AXIS_TICKS.map((tick) => (
        <text key={tick} className="breakdown-axis-label" x={PAD.left - 5} y={y(tick) + 3.5} textAnchor="end">
          {tick}
        </text>
      ))}
      {CHART_BAND_LINES.map((line) => (
        <g key={line}>
          <line className="breakdown-band" x1={PAD.left} x2={WIDTH - PAD.right} y1={y(line)} y2={y(line)} />
          {/* The band's grade outside the plot, on the right, clear of the columns. */}
          <text className="breakdown-band-label" x={WIDTH - PAD.right + 4} y={y(line) + 3.5} textAnchor="start">
            {gradeFor(line)}
          </text>
        </g>
      ))}
      {bars.map((bar, index) => (
        <g key={bar.skill}>
          {bar.score !== null && (
            <>
              <rect className="breakdown-column" x={x(index) - column * 0.2} y={y(bar.score)} width={column * 0.4} height={y(0) - y(bar.score)} />
              <circle className="breakdown-marker" cx={x(index)} cy={y(bar.score)} r={5} />
              <text className="breakdown-value" x={x(index)} y={y(bar.score) - 8} textAnchor="middle">
                {bar.score}
              </text>
            </>
          )}
          {bar.score === null && (
            <text className="breakdown-value breakdown-none" x={x(index)} y={y(0) - 6} textAnchor="middle">
              –
            </text>
          )}
          <text className="breakdown-skill" x={x(index)} y={HEIGHT - 8} textAnchor="middle">
            {bar.skill}
          </text>
        </g>
      ))}
    </svg>
  )
}
