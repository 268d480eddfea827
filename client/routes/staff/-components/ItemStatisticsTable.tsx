import type { ItemStatisticsResponse, QuestionStatistics } from '#shared/item-statistics/schema.ts'

type Part = ItemStatisticsResponse['parts'][number]

const NONE = '–'
const percent = (value: number | null) => (value === null ? NONE : `${Math.round(value * 100)}%`)
const decimal = (value: number | null) => (value === null ? NONE : value.toFixed(2))

/** What was answered: each option chosen (the key marked), or a completion question's common wrong answers. */
function Answers({ item }: { item: QuestionStatistics }) {
  if (item.optionCounts) {
    return (
      <ul className="item-stats-list">
        {item.optionCounts.map((option) => (
          <li key={option.option} className={option.isKey ? 'item-stats-key' : undefined}>
            {option.option}
            {option.isKey && ' (key)'}: {option.count}
          </li>
        ))}
        {(item.otherAnswers ?? 0) > 0 && <li>Other: {item.otherAnswers}</li>}
      </ul>
    )
  }
  return (
    <>
      <span className="staff-sub">Key: {item.key}</span>
      {item.wrongAnswers && item.wrongAnswers.length > 0 ? (
        <ul className="item-stats-list" aria-label="Common wrong answers">
          {item.wrongAnswers.map((wrong) => (
            <li key={wrong.answer}>
              {wrong.answer}: {wrong.count}
            </li>
          ))}
        </ul>
      ) : (
        <span className="staff-sub">No wrong answers written</span>
      )}
    </>
  )
}

/** One part's questions; the table scrolls sideways in its own box on a phone, never the page. */
export function ItemStatisticsTable({ part }: { part: Part }) {
  const id = `item-stats-${part.title.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}`
  return (
    <section aria-labelledby={id} className="item-stats-part">
      <h2 id={id}>{part.title}</h2>
      <div className="item-stats-scroll" role="region" aria-labelledby={id} tabIndex={0}>
        <table className="item-stats-table">
          <thead>
            <tr>
              <th scope="col">Question</th>
              <th scope="col">Attempts</th>
              <th scope="col">Facility</th>
              <th scope="col">Discrimination</th>
              <th scope="col">Point-biserial</th>
              <th scope="col">Blanks</th>
              <th scope="col">Answers</th>
              <th scope="col">Flags</th>
            </tr>
          </thead>
          <tbody>
            {part.questions.map((item) => (
              <tr key={item.id} className={item.flags.length > 0 ? 'item-stats-flagged' : undefined}>
                <th scope="row">
                  {item.id}
                  <span className="staff-sub">{item.text}</span>
                </th>
                <td>{item.attempts}</td>
                <td>{percent(item.facility)}</td>
                <td>{decimal(item.discrimination)}</td>
                <td>{decimal(item.pointBiserial)}</td>
                <td>{item.blanks}</td>
                <td>
                  <Answers item={item} />
                </td>
                <td>
                  {item.flags.length === 0 ? (
                    NONE
                  ) : (
                    <ul className="item-stats-list item-stats-flags">
                      {item.flags.map((flag) => (
                        <li key={flag.code}>{flag.reason}</li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
