import { Gauge, Histogram } from 'prom-client'
import { jobLimit, type JobLimit } from '../../common/media/job-limit.ts'

type Tool = 'ffmpeg' | 'sharp'

const duration = new Histogram({
  name: 'oet_media_job_duration_seconds',
  help: 'Time one media job ran (an ffmpeg re-encode, a sharp image normalisation), by tool and outcome, its wait in the queue excluded.',
  labelNames: ['tool', 'outcome'],
  buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60],
  registers: [],
})
const limits = new Map<Tool, JobLimit>()
const waiting = new Gauge({
  name: 'oet_media_jobs_waiting',
  help: 'Media jobs waiting for a free slot, by tool.',
  labelNames: ['tool'],
  registers: [],
  collect() {
    for (const [tool, jobs] of limits) this.set({ tool }, jobs.waiting)
  },
})
const running = new Gauge({
  name: 'oet_media_jobs_running',
  help: 'Media jobs running, by tool (at most one per core each).',
  labelNames: ['tool'],
  registers: [],
  collect() {
    for (const [tool, jobs] of limits) this.set({ tool }, jobs.running)
  },
})

/** The media figures, created in no registry: the web server registers them in its own (one per thread). */
export const mediaJobMetrics = [duration, waiting, running]

/** A job limit whose jobs are timed and whose queue is reported on the web server's /metrics. */
export function mediaJobs(tool: Tool, limit: number): JobLimit {
  const jobs = jobLimit(limit, async (job) => {
    const end = duration.startTimer({ tool })
    try {
      const result = await job()
      end({ outcome: 'done' })
      return result
    } catch (error) {
      end({ outcome: 'failed' })
      throw error
    }
  })
  limits.set(tool, jobs)
  return jobs
}
