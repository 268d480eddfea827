import fp from 'fastify-plugin'
import { Pool } from 'undici'

declare module 'fastify' {
  interface FastifyInstance {
    /** Pooled keep-alive connections to the API host. */
    apiPool: Pool
  }
}

export default fp<{ apiUrl: string }>(
  async (app, { apiUrl }) => {
    const pool = new Pool(apiUrl, { connections: 128, pipelining: 1, keepAliveTimeout: 30_000 })
    app.decorate('apiPool', pool)
    app.addHook('onClose', () => pool.close())
  },
  { name: 'api-client' },
)

export interface ApiAnswer<T> {
  status: number
  body: T
}

/** One JSON call to the API host on behalf of a request (used by SSR loaders and the auth forms). */
export async function callApi<T>(
  pool: Pool,
  options: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; token?: string | undefined; body?: unknown; requestId?: string; ip?: string },
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.requestId) headers['x-request-id'] = options.requestId
  if (options.ip) headers['x-forwarded-for'] = options.ip
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const response = await pool.request({
    method: options.method,
    path: options.path,
    headers,
    body: options.body === undefined ? null : JSON.stringify(options.body),
  })
  const text = await response.body.text()
  return { status: response.statusCode, body: (text ? JSON.parse(text) : null) as T }
}
