import { Type, type Static } from '@sinclair/typebox'
import { join } from 'node:path'
import { APP_ROOT } from '../common/app-root.ts'
import { readEnv } from '../common/env.ts'
import { MetricsTokenSetting } from '../common/metrics/access.ts'
import { TrustProxySetting, trustProxyOption } from '../common/trust-proxy.ts'
import { S3_URL_FORMAT, S3_URL_PATTERN } from './blob/s3-url.ts'
import { OWASP_MINIMUM_COST } from './modules/auth/password-hash.ts'

const LogLevel = Type.Union([
  Type.Literal('fatal'),
  Type.Literal('error'),
  Type.Literal('warn'),
  Type.Literal('info'),
  Type.Literal('debug'),
  Type.Literal('trace'),
  Type.Literal('silent'),
])

/** Configuration of the API host, checked at start (see the README's table). */
export const ApiConfigSchema = Type.Object({
  API_HOST: Type.String({ default: '127.0.0.1' }),
  API_PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4000 }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATA_DIR: Type.String({ default: './data' }),
  /** Where files are kept; DATA_DIR/blobs when unset. */
  BLOB_DIR: Type.Optional(Type.String()),
  /** An S3-compatible bucket for the files instead of BLOB_DIR, shared by every replica. */
  S3_URL: Type.Optional(Type.String({ pattern: S3_URL_PATTERN, description: S3_URL_FORMAT })),
  PUBLIC_URL: Type.String({ pattern: '^https?://', default: 'http://localhost:3000' }),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.String({ default: 'OET Prep <no-reply@oet-prep.local>' }),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  ADMIN_EMAIL: Type.Optional(Type.String({ pattern: String.raw`^[^@\s]+@[^@\s]+$` })),
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 8 })),
  LOG_LEVEL: Type.Optional(LogLevel),
  /** Who may set X-Forwarded-For: the web server's address; `npm start` sets loopback for its own. */
  TRUST_PROXY: TrustProxySetting,
  /** Lets a scraper off this machine read /metrics with this bearer token; unset, loopback only (decision 0079). */
  METRICS_TOKEN: MetricsTokenSetting,
  /** Sample tests loaded when the database has none (a fresh install); off for a database of one's own. */
  LOAD_SAMPLE_CONTENT: Type.Boolean({ default: true }),
  CONTENT_DIR: Type.String({ default: join(APP_ROOT, 'content') }),
  /** Lets a start call shorten the timing: only for the product's own browser tests. */
  ALLOW_CUSTOM_TIMING: Type.Boolean({ default: false }),
  /** How often attempts left open past their deadline are submitted; 0 turns it off. */
  SWEEP_INTERVAL_SECONDS: Type.Integer({ minimum: 0, maximum: 3600, default: 15 }),
  /** Argon2 memory cost in KiB: never below OWASP's minimum for argon2id (19 MiB). */
  ARGON2_MEMORY_KIB: Type.Integer({ minimum: OWASP_MINIMUM_COST.memoryKib, default: OWASP_MINIMUM_COST.memoryKib }),
})
export type ApiConfig = Static<typeof ApiConfigSchema>

export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const config = readEnv(ApiConfigSchema, env)
  trustProxyOption(config.TRUST_PROXY) // a bad entry stops the start here, named
  return config
}

/**
 * The API host `npm start` runs beside its own web server: it believes that web server, on
 * loopback, about the student's address (X-Forwarded-For), whatever TRUST_PROXY says.
 */
export const loadSingleMachineApiConfig = (env: NodeJS.ProcessEnv = process.env): ApiConfig => loadApiConfig({ ...env, TRUST_PROXY: 'loopback' })
