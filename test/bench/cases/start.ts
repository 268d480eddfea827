import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { firstStartedDataDir } from '../../first-start-data-dir.ts'
import { npmStart } from '../../npm-start.ts'
import type { BenchCase } from '../runner.ts'

const STARTS = 3

/**
 * `npm start` as an operator runs it, on a data dir a first start left (the everyday start, not
 * the first): from the command to the web server answering /healthz. The median of three.
 */
export const startCase: BenchCase = {
  name: 'npm start until ready',
  async run() {
    const template = await firstStartedDataDir()
    const times: number[] = []
    for (let i = 0; i < STARTS; i += 1) {
      const dataDir = await mkdtemp(join(tmpdir(), 'oet-bench-start-'))
      try {
        await cp(template, join(dataDir, 'data'), { recursive: true })
        const started = performance.now()
        const product = await npmStart(dataDir)
        try {
          await product.ready()
          times.push(performance.now() - started)
        } finally {
          await product.stop(15_000)
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true })
      }
    }
    const median = times.sort((a, b) => a - b)[Math.floor(STARTS / 2)]!
    return [{ figure: `npm start until /healthz answers (median of ${STARTS})`, value: `${(median / 1000).toFixed(1)} s`, target: '', ratio: '', status: '' }]
  },
}
