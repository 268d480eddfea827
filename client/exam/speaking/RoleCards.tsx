import { useId } from 'react'
import type { MainCard, RoleCard } from '#shared/speaking/schema.ts'
import { taskBullets } from './role-cards.ts'
import { SPEAKING_TEXTS } from './texts.ts'

/** The cards of one role-play (SPEC.md section 2), as the candidate reads them. */
export function RoleCards({ mainCard }: { mainCard: MainCard }) {
  return (
    <div className="sp-cards">
      {mainCard.cards.map((card, index) => (
        <RoleCardView key={index} card={card} />
      ))}
    </div>
  )
}

function RoleCardView({ card }: { card: RoleCard }) {
  const titleId = useId()
  const bullets = taskBullets(card.tasks)
  return (
    <article className="card sp-card" aria-labelledby={titleId}>
      <p className="sp-setting">
        <span className="sp-label">{SPEAKING_TEXTS.setting}</span> <span>{card.setting}</span>
      </p>
      <h2 id={titleId} className="sp-role">
        <span className="sp-role-label">{card.roleLabel}</span> <span className="sp-card-type">{card.cardType}</span>
      </h2>
      <p className="sp-description">{card.description}</p>
      {bullets.length > 0 && (
        <>
          <h3 className="sp-label sp-tasks-title">{SPEAKING_TEXTS.tasks}</h3>
          <ul className="sp-tasks">
            {bullets.map((bullet, index) => (
              <li key={index}>{bullet}</li>
            ))}
          </ul>
        </>
      )}
    </article>
  )
}
