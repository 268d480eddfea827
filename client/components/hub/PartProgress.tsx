import { CRITERION_B_SHARE, criterionSeries, PART_B_SHARE, partSeries, typeSeries, type ShareSeries } from '#shared/progress/part-progress.ts'
import type { MyAttempt } from '#shared/progress/schema.ts'
import type { Submission } from '#shared/submissions/schema.ts'
import { SKILLS } from './progress.ts'
import { ShareChart } from './ShareChart.tsx'

interface ChartGroup {
  label: string
  note: string
  series: ShareSeries[]
  bShare: number
}

interface PartProgressProps {
  attempts: readonly MyAttempt[]
  submissions: { writing: readonly Submission[]; speaking: readonly Submission[] }
}

/**
 * Progress below each sub-test's score (issue 36): listening's and reading's parts, writing's and
 * speaking's criteria, each a small chart over time with the grade B line, and a table beside it
 * for screen readers. A sub-test with nothing to show yet is left out.
 */
export function PartProgress({ attempts, submissions }: PartProgressProps) {
  const groups = SKILLS.flatMap((info): ChartGroup[] =>
    info.skill === 'writing' || info.skill === 'speaking'
      ? [{ label: info.label, note: 'marks by criterion', series: criterionSeries(submissions[info.skill], info.skill), bShare: CRITERION_B_SHARE }]
      : [
          { label: info.label, note: 'answers right by part', series: partSeries(attempts, info.skill), bShare: PART_B_SHARE },
          { label: info.label, note: 'answers right by question type', series: typeSeries(attempts, info.skill), bShare: PART_B_SHARE },
        ],
  ).filter((group) => group.series.length > 0)
  if (groups.length === 0) return null
  return (
    <section className="card part-progress" aria-labelledby="part-progress-title">
      <h2 id="part-progress-title">By part, question type and criterion</h2>
      <p className="hub-note">Each result over time; the dashed line is what grade B (350) takes.</p>
      {groups.map((group) => (
        <div key={`${group.label} ${group.note}`} className="part-progress-group">
          <h3>
            {group.label} <span className="part-progress-note">· {group.note}</span>
          </h3>
          <div className="part-progress-charts">
            {group.series.map((series) => (
              <ShareChart key={series.key} series={series} bShare={group.bShare} />
            ))}
          </div>
        </div>
      ))}
    </section>
  )
}
