/**
 * The exam's busiest moments, through the web server as students reach it, on PGlite and on
 * PostgreSQL when a server answers: a class submitting in the same second (submit-burst.ts) and
 * a class autosaving for a minute (autosave.ts). Students are seeded straight into the child's
 * database (seed.ts).
 */
import type { BenchCase } from '../runner.ts'
import { autosavePglite, autosavePostgres } from './autosave.ts'
import { submitBurstPglite, submitBurstPostgres } from './submit-burst.ts'

export const examCoreCases: BenchCase[] = [submitBurstPglite, submitBurstPostgres, autosavePglite, autosavePostgres]
