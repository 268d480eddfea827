import { Type, type Static } from '@sinclair/typebox'
import { readEnv } from '../common/env.ts'
import { MetricsTokenSetting } from '../common/metrics/access.ts'
import { TrustProxySetting, trustProxyOption } from '../common/trust-proxy.ts'

/** Configuration of the web server, checked at start (see the README's table). */
export const WebConfigSchema = Type.Object({
  HOST: Type.String({ default: '0.0.0.0' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  /** The API host to forward to; `npm start` fills it with the API it starts itself. */
  API_URL: Type.String({ pattern: '^https?://', default: 'http://127.0.0.1:4000' }),
  PUBLIC_URL: Type.String({ pattern: '^https?://', default: 'http://localhost:3000' }),
  LOG_LEVEL: Type.Optional(Type.String()),
  /** The proxies in front of the web server whose X-Forwarded-For is believed; none when unset. */
  TRUST_PROXY: TrustProxySetting,
  /** Lets a scraper off this machine read /metrics with this bearer token; unset, loopback only (decision 0079). */
  METRICS_TOKEN: MetricsTokenSetting,
  NODE_ENV: Type.String({ default: 'production' }),
})
export type WebConfig = Static<typeof WebConfigSchema> & {
  /** Vite in middleware mode with hot reload instead of the built assets. */
  dev?: boolean
}

export function loadWebConfig(env: NodeJS.ProcessEnv = process.env): WebConfig {
  const config = readEnv(WebConfigSchema, env)
  trustProxyOption(config.TRUST_PROXY) // a bad entry stops the start here, named
  return config
}
