import { ConfigError } from './env.ts'

/**
 * Runs a process's start: a configuration the host cannot run with (a bad variable, a bucket that
 * is missing) is one plain message for the operator and exit code 1, not a stack trace.
 */
export async function runMain(main: () => Promise<void>) {
  try {
    await main()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
