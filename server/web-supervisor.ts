import type { FastifyBaseLogger } from 'fastify'
import type { WebConfig } from './web/config.ts'
import { startWebThread, type WebThread } from './web-thread.ts'

/** A thread that ends this often within RESTART_WINDOW_MS is not started again: the process stops. */
const MAX_RESTARTS = 3
const RESTART_WINDOW_MS = 60_000

/**
 * Keeps the web server thread running (decision 0012 put it in a thread of its own). A thread that
 * ends by itself, whatever the cause, is started again on the same port, with one log line saying
 * so: the API host and every other student's exam carry on. One that keeps ending, or cannot listen
 * again, is handed to `giveUp`, which stops the process with a failure code so that Docker or
 * systemd starts it afresh: the process is never left half alive, answering nobody on PORT.
 */
export async function superviseWebThread(config: WebConfig, log: FastifyBaseLogger, giveUp: (error: Error) => void) {
  let closing = false
  const restarts: number[] = []
  let current: WebThread
  /** A restart under way: close() waits for it, so the thread it brings is closed too. */
  let restarting: Promise<void> | undefined

  const ended = (error: Error) => {
    if (closing) return
    const now = Date.now()
    restarts.push(now)
    while (restarts.length > 0 && restarts[0]! < now - RESTART_WINDOW_MS) restarts.shift()
    if (restarts.length > MAX_RESTARTS) {
      log.fatal({ err: error }, `the web server thread ended ${restarts.length} times within a minute; stopping`)
      return giveUp(error)
    }
    log.error({ err: error }, 'the web server thread ended; starting it again')
    restarting = startWebThread({ ...config, PORT: current.port }, ended).then(
      async (thread) => {
        current = thread
        if (closing) return thread.close()
        log.info({ port: thread.port }, 'the web server thread is listening again')
      },
      (startError: Error) => {
        if (closing) return
        log.fatal({ err: startError }, 'the web server thread could not start again; stopping')
        giveUp(startError)
      },
    )
  }

  current = await startWebThread(config, ended)
  return {
    /** The thread serving now: a new one after each restart. */
    get thread() {
      return current
    },
    async close() {
      closing = true
      await restarting
      await current.close()
    },
  }
}
