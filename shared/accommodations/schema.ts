import { Type, type Static } from '@sinclair/typebox'
import { literalUnion } from '#shared/typebox/literal-union.ts'
import { EXTRA_TIME_MAX_PERCENT, TEXT_SIZES } from './accommodations.ts'

/** PUT /api/admin/users/{id}/accommodations: what the student is given. */
export const AccommodationsBody = Type.Object(
  {
    extraTimePercent: Type.Integer({ minimum: 0, maximum: EXTRA_TIME_MAX_PERCENT, description: 'Extra time on every timed part, as a percentage (25 gives 15 minutes 18 min 45 s)' }),
    textSize: literalUnion(TEXT_SIZES),
  },
  { additionalProperties: false },
)
export type AccommodationsBody = Static<typeof AccommodationsBody>

/** One line of the audit: who set what, when. */
export const AccommodationChange = Type.Object({
  extraTimePercent: Type.Integer(),
  textSize: literalUnion(TEXT_SIZES),
  setBy: Type.String(),
  at: Type.String({ format: 'date-time' }),
})

export const AccommodationsView = Type.Object(
  {
    extraTimePercent: Type.Integer(),
    textSize: literalUnion(TEXT_SIZES),
    /** Attempts under way whose limits the last change extended (or shortened back). */
    attemptsUpdated: Type.Optional(Type.Integer({ minimum: 0 })),
    history: Type.Array(AccommodationChange),
  },
  { $id: 'AccommodationsView' },
)
export type AccommodationsView = Static<typeof AccommodationsView>
