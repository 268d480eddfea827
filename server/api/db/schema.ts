/**
 * The database's tables, as Drizzle and drizzle-kit (drizzle.config.ts) read them: one file per
 * part of the product, gathered here so every query imports them from one place.
 */
export * from './schema-people.ts'
export * from './schema-tests.ts'
export * from './schema-evaluation.ts'
export * from './schema-review.ts'
