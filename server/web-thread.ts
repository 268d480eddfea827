/**
 * The web server in a worker thread of its own (docs/decisions/0012-web-server-thread.md): proxying
 * /api/* and rendering pages then run beside the API host's event loop instead of taking turns
 * with it, so a class submitting at once uses both cores. The same file is the worker's entry.
 */
import type { AddressInfo } from 'node:net'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import type { WebConfig } from './web/config.ts'

const ROLE = 'oet-web-thread'

interface ThreadData {
  role: typeof ROLE
  config: WebConfig
}
type FromThread = { listening: number } | { failed: string }

export interface WebThread {
  port: number
  /** Closes the web server (its connections drained) and ends the thread. */
  close(): Promise<void>
  /** Ends the thread at once, connections and all, as a crash would: reported to `onExit`. */
  terminate(): Promise<void>
}

/**
 * Starts the web server in a worker thread and answers once it listens. `onExit` hears of a
 * listening thread that ends by itself (a crash), so the caller can start another; a thread that
 * ends before it listens rejects the start instead.
 */
export function startWebThread(config: WebConfig, onExit: (error: Error) => void = () => {}): Promise<WebThread> {
  const { entry, evaluate } = threadEntry()
  const worker = new Worker(entry, { eval: evaluate, workerData: { role: ROLE, config } satisfies ThreadData })
  let closing = false
  let listening = false
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()))

  return new Promise((resolve, reject) => {
    const ended = (error: Error) => {
      reject(error)
      if (closing || !listening) return
      closing = true
      onExit(error)
    }
    worker.once('error', ended)
    worker.once('exit', (code) => ended(new Error(`the web server thread ended with code ${code}`)))
    worker.once('message', (message: FromThread) => {
      if ('failed' in message) {
        closing = true
        return reject(new Error(message.failed))
      }
      listening = true
      resolve({
        port: message.listening,
        close: async () => {
          closing = true
          worker.postMessage('close')
          await exited
        },
        terminate: async () => {
          await worker.terminate()
          await exited
        },
      })
    })
  })
}

/**
 * What the worker runs: this same module. Built, that is dist/server/web-thread.js, beside the file
 * this code was bundled into. From the sources (`npm run dev`, the tests), the worker registers tsx
 * first, since workers do not inherit the loader hooks of `node --import tsx`.
 */
function threadEntry(): { entry: URL | string; evaluate: boolean } {
  if (!import.meta.url.endsWith('.ts')) return { entry: new URL('./web-thread.js', import.meta.url), evaluate: false }
  const tsx = import.meta.resolve('tsx/esm/api')
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}) })`
  return { entry: boot, evaluate: true }
}

async function runWebServer({ config }: ThreadData) {
  const port = parentPort!
  try {
    const { buildWebServer } = await import('./web/server.ts')
    const web = await buildWebServer(config)
    await web.listen({ host: config.HOST, port: config.PORT })
    port.on('message', (message) => {
      if (message !== 'close') return
      void web.close().finally(() => process.exit(0))
    })
    port.postMessage({ listening: (web.server.address() as AddressInfo).port } satisfies FromThread)
  } catch (error) {
    port.postMessage({ failed: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies FromThread)
    process.exit(1)
  }
}

if (!isMainThread && (workerData as ThreadData | undefined)?.role === ROLE) await runWebServer(workerData as ThreadData)
