import { type TObject, type Static } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'

/**
 * Reads a config object from the environment through a TypeBox schema: defaults applied, numbers
 * converted, and every bad value named in one message so an operator can fix them all at once.
 */
export function readEnv<T extends TObject>(schema: T, env: NodeJS.ProcessEnv): Static<T> {
  const present = Object.fromEntries(
    Object.keys(schema.properties)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  )
  const value = Value.Default(schema, Value.Convert(schema, present))
  const errors = [...Value.Errors(schema, value)]
  if (errors.length > 0) {
    // A field's description, where it has one, says what is expected more plainly than a pattern.
    const lines = errors.map((e) => {
      const expected = e.schema.description ? `expected ${e.schema.description}` : e.message
      return `  ${e.path.slice(1) || '(config)'}: ${expected} (got ${JSON.stringify(withoutPassword(e.value))})`
    })
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  return value as Static<T>
}

/** A URL's password is left out of the message: start-up errors end up in logs. */
const withoutPassword = (value: unknown) => (typeof value === 'string' ? value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:@/]*):[^@/]*@/i, '$1:***@') : value)

export class ConfigError extends Error {
  override name = 'ConfigError'
}
