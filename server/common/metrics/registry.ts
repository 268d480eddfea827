import { collectDefaultMetrics, Registry, type Metric } from 'prom-client'
import { isMainThread } from 'node:worker_threads'

/**
 * Process-wide figures: in a worker thread they read the whole process (its memory, its open
 * files, its start), which the host on the main thread already reports.
 */
const PROCESS_WIDE = [
  'process_cpu_user_seconds_total',
  'process_cpu_system_seconds_total',
  'process_cpu_seconds_total',
  'process_start_time_seconds',
  'process_resident_memory_bytes',
  'process_virtual_memory_bytes',
  'process_heap_bytes',
  'process_open_fds',
  'process_max_fds',
]

/**
 * prom-client's default metrics, collected once per thread: each collection starts an event-loop
 * monitor and a GC observer that live as long as the thread, so every host built here (the
 * tests build hundreds) shares these. On the main thread, all of them; in a worker thread (the
 * web server beside the API host, decision 0079) only the thread's own event loop, heap, GC and
 * handles, so that the process's CPU and memory are not counted twice.
 */
let defaults: Registry | undefined
function defaultMetrics(): Registry {
  if (defaults) return defaults
  defaults = new Registry()
  collectDefaultMetrics({ register: defaults })
  if (!isMainThread) for (const name of PROCESS_WIDE) defaults.removeSingleMetric(name)
  return defaults
}

/**
 * A registry of one host's own figures, so each host's /metrics shows its own; `service` labels
 * every figure, so one dashboard shows both hosts.
 */
export function hostRegistry(service: 'api' | 'web'): Registry {
  const registry = new Registry()
  registry.setDefaultLabels({ service })
  // getMetricsAsArray gives the metrics themselves, though its types call them plain objects.
  for (const metric of defaultMetrics().getMetricsAsArray() as unknown as Metric[]) registry.registerMetric(metric)
  return registry
}
