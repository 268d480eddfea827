import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import type { DestinationStream } from 'pino'
import rateLimit from '@fastify/rate-limit'
import { randomUUID } from 'node:crypto'
import { JSON_BODY_LIMIT_BYTES } from '#shared/constants.ts'
import { connectRedis } from './redis.ts'
import { fallbackRateLimitStore } from './redis-rate-limit-store.ts'
import type { ApiConfig } from './config.ts'
import type { Database } from './db/client.ts'
import authPlugin from './plugins/auth.ts'
import { createPasswordHasher, OWASP_MINIMUM_COST, type PasswordHasher } from './modules/auth/password-hash.ts'
import dbPlugin from './plugins/db.ts'
import metricsPlugin from './plugins/metrics.ts'
import errorsPlugin from './plugins/errors.ts'
import { routerErrors } from '../common/router-errors.ts'
import inputTextPlugin from './plugins/input-text.ts'
import mailerPlugin from './plugins/mailer.ts'
import swaggerPlugin from './plugins/swagger.ts'
import blobStorePlugin from './plugins/blob-store.ts'
import testsPlugin from './plugins/tests.ts'
import userReadsPlugin from './plugins/user-reads.ts'
import attemptsPlugin from './plugins/attempts.ts'
import { authRoutes } from './modules/auth/routes.ts'
import { healthRoutes } from './modules/health/routes.ts'
import { authoringRoutes } from './modules/tests/authoring-routes.ts'
import { adminTestRoutes } from './modules/tests/admin-routes.ts'
import { mediaRoutes } from './modules/tests/media-routes.ts'
import { testRoutes } from './modules/tests/routes.ts'
import { attemptRoutes } from './modules/attempts/routes.ts'
import { progressRoutes } from './modules/progress/routes.ts'
import { accommodationRoutes } from './modules/users/accommodation-routes.ts'
import { markingRoutes } from './modules/staff/marking-routes.ts'
import { reviewRoutes } from './modules/review/routes.ts'
import { reviewService } from './modules/review/service.ts'
import { letterChecksService } from './modules/letter-checks/service.ts'
import { submissionRoutes } from './modules/submissions/routes.ts'
import { submissionsService } from './modules/submissions/service.ts'
import { staffRoutes } from './modules/staff/routes.ts'
import { notificationRoutes } from './modules/notifications/routes.ts'
import { adminUserRoutes } from './modules/users/admin-routes.ts'
import { mockRoutes } from './modules/mock/routes.ts'
import { letterCheckRoutes } from './modules/letter-checks/routes.ts'
import { itemStatisticsRoutes } from './modules/item-statistics/routes.ts'
import { agreementRoutes } from './modules/agreement/routes.ts'
import { loggerOptions } from '../common/log-options.ts'
import { sharedSchemaController } from '../common/schema-compilers.ts'
import { ExamRequestLog } from '../common/request-log.ts'
import { trustProxyOption } from '../common/trust-proxy.ts'

export interface ApiAppOptions {
  config: ApiConfig
  /** An already open database (tests); otherwise opened from the config. */
  database?: Database
  /** The clock of time-bound rules such as the 30-minute grading lock and the login throttle's waits (tests move it). */
  now?: () => Date
  /** Hashes passwords; the product's is argon2id at the config's cost, tests give a cheap one. */
  passwordHasher?: PasswordHasher
  /** Where the log lines go: standard output unless given (the tests keep them in a file). */
  logStream?: DestinationStream
}

/** Fastify's own options for the API host: JSON logs, request ids passed on by the web server. */
export function apiServerOptions(config: ApiConfig, logStream?: DestinationStream): FastifyServerOptions {
  return {
    logger: loggerOptions(config.LOG_LEVEL, logStream),
    schemaController: sharedSchemaController,
    // Quieter on autosaves and submits, the calls an exam sends by the thousand.
    logController: new ExamRequestLog(),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // The web server and load balancers sit on loopback or private networks and pass the client's address.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    frameworkErrors: routerErrors,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
    // Opening the database runs initdb and the migrations on a fresh data dir: on a busy two-core
    // box that can pass Fastify's default 10 s for a plugin.
    pluginTimeout: 120_000,
  }
}

/** The API host as a plugin: external plugins, then the app's, then routes (no listen here). */
export default async function apiApp(app: FastifyInstance, { config, database, now = () => new Date(), passwordHasher }: ApiAppOptions) {
  await app.register(errorsPlugin)
  await app.register(inputTextPlugin)
  await app.register(swaggerPlugin)
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, app.log) : undefined
  if (redis) app.addHook('onClose', () => redis.close())
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: fallbackRateLimitStore(redis) } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  })
  await app.register(dbPlugin, { database, databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
  await app.register(metricsPlugin, { token: config.METRICS_TOKEN, now })
  await app.register(blobStorePlugin, { s3Url: config.S3_URL, blobDir: config.BLOB_DIR, dataDir: config.DATA_DIR })
  await app.register(mailerPlugin, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM })
  await app.register(authPlugin, {
    publicUrl: config.PUBLIC_URL,
    redis,
    hasher: passwordHasher ?? createPasswordHasher({ ...OWASP_MINIMUM_COST, memoryKib: config.ARGON2_MEMORY_KIB }),
    now,
  })

  await app.register(testsPlugin)
  await app.register(userReadsPlugin)
  await app.register(attemptsPlugin, {
    allowCustomTiming: config.ALLOW_CUSTOM_TIMING,
    sweepIntervalSeconds: config.SWEEP_INTERVAL_SECONDS,
    now,
  })

  await app.register(healthRoutes, { config, redis })
  await app.register(authRoutes, { prefix: '/api/auth' })
  await app.register(testRoutes)
  await app.register(mediaRoutes)
  await app.register(adminTestRoutes)
  await app.register(authoringRoutes)
  await app.register(attemptRoutes)
  // One submissions service, under the attempts' clock (a letter's reading time and deadline are
  // judged by it): its routes, and the welcome page's call, which reads the submissions too.
  const submissions = submissionsService({ db: app.database.db, tests: app.tests, blobs: app.blobs, now })
  // One review deck service: its routes, and the week's plan, which counts its cards coming due.
  const review = reviewService({ db: app.database.db, tests: app.tests, letterChecks: letterChecksService({ db: app.database.db, tests: app.tests }), now })
  await app.register(progressRoutes, { submissions, review, now })
  await app.register(reviewRoutes, { service: review })
  await app.register(submissionRoutes, { service: submissions })
  await app.register(staffRoutes, { now, publicUrl: config.PUBLIC_URL })
  await app.register(notificationRoutes, { now })
  await app.register(adminUserRoutes)
  await app.register(accommodationRoutes, { now })
  await app.register(markingRoutes, { now })
  await app.register(mockRoutes, { now })
  await app.register(letterCheckRoutes)
  await app.register(itemStatisticsRoutes)
  await app.register(agreementRoutes)
}
