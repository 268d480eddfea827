import fp from 'fastify-plugin'
import { attemptsService, type AttemptsService } from '../modules/attempts/service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    attempts: AttemptsService
  }
}

export interface AttemptsPluginOptions {
  allowCustomTiming: boolean
  /** How often overdue attempts are closed; 0 turns the sweep off (tests call it themselves). */
  sweepIntervalSeconds: number
  /** The server's clock (tests move it). */
  now: () => Date
}

/** Attempts under the server's clock, and the sweep that submits the ones left open past time. */
export default fp<AttemptsPluginOptions>(
  async (app, { allowCustomTiming, sweepIntervalSeconds, now }) => {
    const service = attemptsService({ db: app.database.db, tests: app.tests, allowCustomTiming, now, heard: () => app.database.heard() })
    app.decorate('attempts', service)
    if (sweepIntervalSeconds <= 0) return
    let running: Promise<unknown> = Promise.resolve()
    const timer = setInterval(() => {
      running = service
        .closeOverdue()
        .then((closed) => closed > 0 && app.log.info({ closed }, 'overdue attempts submitted with their saved answers'))
        .catch((error: unknown) => app.log.error({ err: error }, 'closing overdue attempts failed'))
    }, sweepIntervalSeconds * 1000)
    timer.unref()
    app.addHook('onClose', async () => {
      clearInterval(timer)
      await running
    })
  },
  { name: 'attempts', dependencies: ['db', 'tests'] },
)
