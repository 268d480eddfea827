import { Type, type Static } from '@sinclair/typebox'

export const SpeakingTask = Type.Object(
  /** Shown as bullets: the text is split on blank lines. */
  { text: Type.String({ maxLength: 4000 }) },
  { additionalProperties: false },
)

export const RoleCard = Type.Object(
  {
    setting: Type.String({ maxLength: 1000 }),
    roleLabel: Type.String({ maxLength: 1000 }),
    cardType: Type.String({ maxLength: 1000 }),
    description: Type.String({ maxLength: 20_000 }),
    tasks: Type.Array(SpeakingTask, { maxItems: 50 }),
  },
  { additionalProperties: false },
)
export type RoleCard = Static<typeof RoleCard>

/** One role-play: the cards shown together; a recording is submitted per main card. */
export const MainCard = Type.Object(
  {
    mainCardNumber: Type.Integer({ minimum: 1, maximum: 20 }),
    cards: Type.Array(RoleCard, { minItems: 1, maxItems: 10 }),
    /**
     * A role-play that does the card's tasks well, as a transcript ("Nurse: ...", one turn a line):
     * shown to the student once their recording is evaluated (issue 36), never while it is sat.
     */
    modelRolePlay: Type.Optional(
      Type.String({ maxLength: 20_000, description: 'A transcript of a role-play that does the tasks well, one turn a line ("Nurse: ..."), shown after evaluation.' }),
    ),
  },
  { additionalProperties: false },
)
export type MainCard = Static<typeof MainCard>

/** Speaking test (SPEC.md section 3). It asks no keyed questions: staff evaluate it. */
export const SpeakingTest = Type.Object(
  {
    title: Type.String({ maxLength: 1000 }),
    discipline: Type.String({ maxLength: 1000 }),
    mainCards: Type.Array(MainCard, { minItems: 1, maxItems: 20 }),
  },
  { additionalProperties: false },
)
export type SpeakingTest = Static<typeof SpeakingTest>
