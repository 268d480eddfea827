import { Type } from '@sinclair/typebox'

/**
 * An evaluation's comment on letter.slice(start, end), or at `at` seconds of the recording, as the
 * API answers it (the rules that check them: shared/evaluation/anchored-comments.ts).
 */
export const AnchoredComment = Type.Union([
  Type.Object({ kind: Type.Literal('text'), start: Type.Integer({ minimum: 0 }), end: Type.Integer({ minimum: 0 }), comment: Type.String() }),
  Type.Object({ kind: Type.Literal('time'), at: Type.Number({ minimum: 0 }), comment: Type.String() }),
])
