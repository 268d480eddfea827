import type { TSchema } from '@sinclair/typebox'

/**
 * A copy of `schema` named `$id`, for a route's body or answer and its OpenAPI component.
 *
 * Content and question schemas carry no `$id` of their own on purpose: they sit inside other
 * schemas, often more than once (three ReadingParts in a ReadingTest, ReadingTest both as an
 * oet-reading content and inside a mock), and Ajv refuses a schema in which one `$id` appears
 * twice ("reference resolves to more than one schema"). Only roots are named: e.g.
 * `app.addSchema(withId(ReadingTest, 'ReadingTest'))`, or use it directly as a route's answer.
 */
export function withId<T extends TSchema>(schema: T, $id: string): T {
  return { ...schema, $id }
}
