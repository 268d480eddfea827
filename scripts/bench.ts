/**
 * `npm run bench`: throughput and latency of the product on this machine, with autocannon in this
 * process and the servers in child processes (one core each on a 2-core box). Prints a table and
 * exits 0 whatever the numbers: a missed target says "missed" in the status column.
 * Cases live in test/bench/cases/; add a file there and list it below. Words after `--` keep
 * only the cases whose names contain one of them: `npm run bench -- autosave PostgreSQL`.
 */
import { spawnSync } from 'node:child_process'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { bundleSizeCase } from '#test/bench/cases/bundle-size.ts'
import { examCoreCases } from '#test/bench/cases/exam-core.ts'
import { foundationCases } from '#test/bench/cases/foundation.ts'
import { letterChecksCase } from '#test/bench/cases/letter-checks.ts'
import { reviewDeckCase } from '#test/bench/cases/review-deck.ts'
import { staffQueueCase } from '#test/bench/cases/staff-queue.ts'
import { phoneCase } from '#test/bench/cases/phone.ts'
import { startCase } from '#test/bench/cases/start.ts'
import { studentPagesCases } from '#test/bench/cases/student-pages.ts'
import { uploadRouteCases } from '#test/bench/cases/upload-routes.ts'
import { uploadCases } from '#test/bench/cases/uploads.ts'
import { describeMachine, printTable, runBench, type BenchCase } from '#test/bench/runner.ts'

const allCases: BenchCase[] = [bundleSizeCase, startCase, ...foundationCases, ...studentPagesCases, phoneCase, ...examCoreCases, letterChecksCase, reviewDeckCase, staffQueueCase, ...uploadCases, ...uploadRouteCases]
const filters = process.argv.slice(2).map((word) => word.toLowerCase())
const cases = filters.length === 0 ? allCases : allCases.filter((c) => filters.some((word) => c.name.toLowerCase().includes(word)))

const root = fileURLToPath(new URL('..', import.meta.url))
// The cases start the build (npm start) and read the client's manifest: build when either is missing or stale.
if (spawnSync('sh', ['scripts/check-build.sh'], { cwd: root, stdio: 'ignore' }).status !== 0) {
  console.error('The build is missing or older than the sources: building first (npm run build).')
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) {
    console.error('The build failed; run `npm run build` and then `npm run bench` again.')
    process.exit(1)
  }
}

const loadAtStart = loadavg()[0]!
const rows = await runBench(cases)
console.log()
printTable(rows)
console.log()
console.log(describeMachine(loadAtStart))
console.log('Servers run in child processes, autocannon and undici in this one. Targets are reported, never enforced.')
