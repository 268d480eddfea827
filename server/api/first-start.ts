import type { FastifyInstance } from 'fastify'
import type { ApiConfig } from './config.ts'
import { loadSampleContent } from './modules/tests/sample-content.ts'
import { ensureAdmin } from './modules/users/ensure-admin.ts'

/**
 * What a fresh install does once the API host is ready: the sample tests imported and the first
 * admin made. It runs after `ready()`, not in an onReady hook, because Fastify gives those hooks
 * its plugin timeout: importing the sample audio on a busy machine outlasted it and the first
 * start died. It still runs before the host listens, so nobody meets a half-loaded catalogue.
 */
export async function prepareFirstStart(app: FastifyInstance, config: ApiConfig) {
  if (config.LOAD_SAMPLE_CONTENT) await loadSampleContent(app, config.CONTENT_DIR)
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) await ensureAdmin(app, config.ADMIN_EMAIL, config.ADMIN_PASSWORD)
}
