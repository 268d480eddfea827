import { useId } from 'react'
import type { ShareSeries } from '#shared/progress/part-progress.ts'
import { LocalDate } from './LocalDate.tsx'

// Small units, as the trend chart's: several sit side by side on a phone.
const WIDTH = 160
const HEIGHT = 80
const PAD = { left: 6, right: 6, top: 6, bottom: 6 }
const MAX_POINTS = 10

const percent = (share: number) => `${Math.round(share * 100)}%`

/**
 * A part's or a criterion's share over time (0 to 100%), oldest on the left, with the share that
 * grade B stands for as a dashed line; the same figures in a table for screen readers.
 */
export function ShareChart({ series, bShare }: { series: ShareSeries; bShare: number }) {
  const titleId = useId()
  const points = series.points.slice(-MAX_POINTS)
  const plotWidth = WIDTH - PAD.left - PAD.right
  const x = (index: number) => PAD.left + (points.length === 1 ? plotWidth / 2 : (index * plotWidth) / (points.length - 1))
  const y = (share: number) => PAD.top + (1 - share) * (HEIGHT - PAD.top - PAD.bottom)
  const latest = points.at(-1)!
  const latestShare = latest.value / latest.max
  return (
    <figure className="share-chart">
      <figcaption id={titleId}>
        <span className="share-chart-label">{series.label}</span>{' '}
        <span className={latestShare >= bShare ? 'share-chart-latest is-b' : 'share-chart-latest'}>
          {latest.value}/{latest.max}
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        <rect className="trend-frame" x={PAD.left} y={PAD.top} width={plotWidth} height={HEIGHT - PAD.top - PAD.bottom} />
        <line className="share-chart-b" x1={PAD.left} x2={WIDTH - PAD.right} y1={y(bShare)} y2={y(bShare)} />
        <text className="share-chart-b-label" x={WIDTH - PAD.right - 2} y={y(bShare) - 2} textAnchor="end">
          B
        </text>
        {points.length > 1 && <polyline className="trend-line" points={points.map((p, i) => `${x(i).toFixed(1)},${y(p.value / p.max).toFixed(1)}`).join(' ')} />}
        {points.map((p, i) => (
          <circle key={i} className="trend-point" cx={x(i)} cy={y(p.value / p.max)} r={3} />
        ))}
      </svg>
      {/* Hidden in a box of its own: a table keeps its content's width whatever width it is given, and widened the phone's page. */}
      <div className="hub-sr-only">
        <table aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {series.points.map((p, i) => (
              <tr key={i}>
                <td>
                  <LocalDate iso={p.at} />
                </td>
                <td>
                  {p.value} of {p.max} ({percent(p.value / p.max)}; grade B is about {percent(bShare)})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
