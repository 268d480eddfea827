/**
 * An error as a log line may show it: what failed and where, never what a user sent. Drizzle's
 * "Failed query: ... params: ..." message and its `params` carry whole answer maps and letters,
 * and PostgreSQL's `detail` and `where` quote the rejected input; those are dropped. For pino's
 * `err` serializer (log-options.ts), so every error line of both hosts goes through it.
 */

export interface LoggableError {
  type: string
  message: string
  code?: string
  stack?: string
  cause?: LoggableError
}

/** Where drizzle appends the query's values to its message. */
const PARAMS = /\nparams:[\s\S]*$/

export function loggableError(error: unknown, depth = 0): LoggableError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a value that is not an Error was thrown' }
  const message = error.message.replace(PARAMS, '\nparams: (not logged)')
  const { code, cause } = error as { code?: unknown; cause?: unknown }
  // The stack opens with the message: its frames are kept, the message's values are not.
  const frames = error.stack?.split('\n').filter((line) => line.startsWith('    at '))
  return {
    type: error.constructor.name,
    message,
    ...(typeof code === 'string' || typeof code === 'number' ? { code: String(code) } : {}),
    ...(frames ? { stack: [`${error.name}: ${message}`, ...frames].join('\n') } : {}),
    ...(cause !== undefined && depth < 5 ? { cause: loggableError(cause, depth + 1) } : {}),
  }
}
