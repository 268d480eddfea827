import { Type, type Static } from '@sinclair/typebox'

/**
 * GET /api/submissions/{id}/model-answer: the task's model letter, or the role-play's model
 * transcript, once the student's own work is evaluated (issue 36).
 */
export const ModelAnswer = Type.Object(
  {
    kind: Type.Union([Type.Literal('letter'), Type.Literal('role-play')]),
    text: Type.String(),
  },
  { $id: 'ModelAnswer', additionalProperties: false },
)
export type ModelAnswer = Static<typeof ModelAnswer>
