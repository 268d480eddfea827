/**
 * The server side of the bench, in a child process of its own so the load generator (the parent)
 * and the server each get a core. `bare`: a bare Fastify hello route; `app`: the API host and the
 * web server as `npm start` runs them. Sends `{ ports }` when listening; closes on 'close' or when
 * the parent goes away. Run without a mode argument and an IPC channel (by tap, say) it does nothing.
 */
import Fastify from 'fastify'
import type { AddressInfo } from 'node:net'

export type ServeMode = 'bare' | 'app'
export interface ServeReady {
  ports: Record<string, number>
}

interface Closable {
  close(): Promise<unknown>
  server: { address(): AddressInfo | string | null }
}

const portOf = (server: Closable) => (server.server.address() as AddressInfo).port

async function startBare(): Promise<{ ports: Record<string, number>; closables: Closable[] }> {
  const app = Fastify({ logger: false })
  app.get('/', () => 'hello')
  await app.listen({ host: '127.0.0.1', port: 0 })
  return { ports: { bare: portOf(app) }, closables: [app] }
}

async function startApp(): Promise<{ ports: Record<string, number>; closables: Closable[] }> {
  const { loadApiConfig } = await import('#api/config.ts')
  const { buildApiServer } = await import('#api/server.ts')
  const { loadWebConfig } = await import('#web/config.ts')
  const { buildWebServer } = await import('#web/server.ts')
  const apiConfig = loadApiConfig({ ...process.env, DATA_DIR: 'memory://', LOG_LEVEL: 'silent', API_PORT: '0' })
  const api = await buildApiServer({ config: apiConfig })
  await api.listen({ host: '127.0.0.1', port: 0 })
  const apiUrl = `http://127.0.0.1:${portOf(api)}`
  const web = await buildWebServer({ ...loadWebConfig({ API_URL: apiUrl, LOG_LEVEL: 'silent' }) })
  await web.listen({ host: '127.0.0.1', port: 0 })
  // The web server first: it holds a connection pool to the API host.
  return { ports: { api: portOf(api), web: portOf(web) }, closables: [web, api] }
}

async function main(mode: ServeMode, send: NonNullable<typeof process.send>) {
  const { ports, closables } = mode === 'app' ? await startApp() : await startBare()
  let closing = false
  const close = async () => {
    if (closing) return
    closing = true
    for (const closable of closables) await closable.close().catch(() => undefined)
    if (process.connected) process.disconnect()
    process.exit(0)
  }
  process.on('message', (message) => {
    if (message === 'close') void close()
  })
  process.on('disconnect', () => void close())
  send({ ports } satisfies ServeReady)
}

const mode = process.argv[2]
if (process.send && (mode === 'bare' || mode === 'app')) {
  main(mode, process.send.bind(process)).catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
