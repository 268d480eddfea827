import { AjvCompiler } from '@fastify/ajv-compiler'
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler'
import type { FastifyServerOptions } from 'fastify'

/*
 * Fastify compiles every route's schemas when a host is built: about 200 ms of CPU for the API
 * host's. The product builds each host once per process, but a process that builds many (the
 * test suite builds one per test) would compile the same schemas every time. These compilers are
 * Fastify's own, shared by every host of the process: a validator or serializer is compiled once
 * per schema object, which the modules define once.
 */
const buildValidator = AjvCompiler()
const serializerFactory = SerializerSelector()
type Serializer = (data: unknown) => string
/** Serializers by the host's shared schemas and options (as Fastify's validator pool keys them), then by schema. */
const serializerPools = new Map<string, WeakMap<object, Serializer>>()

const buildSerializer: typeof serializerFactory = (externalSchemas, options) => {
  const compile = serializerFactory(externalSchemas, options)
  const poolKey = JSON.stringify([externalSchemas, options])
  const pool = serializerPools.get(poolKey) ?? new WeakMap<object, Serializer>()
  serializerPools.set(poolKey, pool)
  return (route) => {
    const schema = route.schema as object
    const known = pool.get(schema)
    if (known) return known
    const serializer = compile(route) as Serializer
    pool.set(schema, serializer)
    return serializer
  }
}

export const sharedSchemaController: FastifyServerOptions['schemaController'] = { compilersFactory: { buildValidator, buildSerializer } }
