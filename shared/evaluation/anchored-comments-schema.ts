import { Type } from '@sinclair/typebox'

/**
 * An evaluation's comment on letter.slice(start, end), at `at` seconds of the recording (of role-play
 * `part` where a sitting has several), or on an
 * area of a photographed page (`file` counts the photos from 0; the box in fractions of the photo), as the
 * API answers it (the rules that check them: shared/evaluation/anchored-comments.ts).
 */
export const AnchoredComment = Type.Union([
  Type.Object({ kind: Type.Literal('text'), start: Type.Integer({ minimum: 0 }), end: Type.Integer({ minimum: 0 }), comment: Type.String() }),
  Type.Object({ kind: Type.Literal('time'), at: Type.Number({ minimum: 0 }), part: Type.Optional(Type.Integer({ minimum: 1 })), comment: Type.String() }),
  Type.Object({
    kind: Type.Literal('region'),
    file: Type.Integer({ minimum: 0 }),
    x: Type.Number({ minimum: 0, maximum: 1 }),
    y: Type.Number({ minimum: 0, maximum: 1 }),
    width: Type.Number({ minimum: 0, maximum: 1 }),
    height: Type.Number({ minimum: 0, maximum: 1 }),
    comment: Type.String(),
  }),
])
