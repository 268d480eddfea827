import t from 'tap'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

// Issue 33: no two modules of the product import each other, not even through others. A route and
// its lazily loaded page were the usual pair: the page takes the route's hooks from getRouteApi('<id>'),
// and what both show sits in a -components/ file of their own (TanStack Router's code-splitting
// guide); a concept's schema and its plain half (shared/<concept>/) were another. TypeScript's own
// pre-parser reads the specifiers: static, type-only, re-exports and import().

const APP_ROOT = resolve(import.meta.dirname, '../..')
const CLIENT = join(APP_ROOT, 'client')
/** package.json's "imports", as the product's modules use them. */
const ALIASES: Record<string, string> = { '#client/': 'client', '#shared/': 'shared', '#api/': 'server/api', '#web/': 'server/web' }

const modules = ['client', 'server', 'shared'].flatMap((root) =>
  readdirSync(join(APP_ROOT, root), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(APP_ROOT, root, file)),
)
const known = new Set(modules)

/** The product's modules one module imports; packages, tests and styles are outside the graph. */
function importsOf(module: string): string[] {
  const specifiers = ts.preProcessFile(readFileSync(module, 'utf8'), true, true).importedFiles.map((file) => file.fileName)
  return specifiers
    .map((specifier) => {
      if (specifier.startsWith('.')) return resolve(dirname(module), specifier)
      const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix))
      return alias ? join(APP_ROOT, ALIASES[alias]!, specifier.slice(alias.length)) : null
    })
    .filter((target): target is string => target !== null && known.has(target))
}

const graph = new Map(modules.map((module) => [module, importsOf(module)]))
const name = (module: string) => relative(APP_ROOT, module)

/** The modules reachable from `start`, each with the path that first reached it. */
function pathsFrom(start: string): Map<string, string[]> {
  const paths = new Map([[start, [start]]])
  const queue = [start]
  for (let module = queue.shift(); module !== undefined; module = queue.shift()) {
    for (const target of graph.get(module) ?? []) {
      if (paths.has(target)) continue
      paths.set(target, [...(paths.get(module) ?? []), target])
      queue.push(target)
    }
  }
  return paths
}

/** Each circle once (by its members), as the modules around it, from one of them back to it. */
function circles(): string[] {
  const found = new Map<string, string>()
  for (const module of modules) {
    for (const target of graph.get(module) ?? []) {
      const back = pathsFrom(target).get(module)
      if (!back) continue
      const members = [...back].sort()
      const key = members.join('\n')
      if (!found.has(key)) found.set(key, [module, ...back].map(name).join(' -> '))
    }
  }
  return [...found.values()].sort()
}

t.test('the walk sees every kind of import, the lazy import of a page included', async (t) => {
  t.ok(modules.length > 500, `${modules.length} modules in client/, server/ and shared/`)
  const route = join(CLIENT, 'routes/listening/test.tsx')
  t.ok(graph.get(route)?.includes(join(CLIENT, 'routes/listening/test-page.tsx')), 'a route imports its page')
  t.ok(graph.get(join(CLIENT, 'router.tsx'))?.includes(route), 'the router imports the route')
  t.ok(graph.get(join(APP_ROOT, 'server/api/app.ts'))?.some((target) => target.includes('/server/api/')), '#api/ and relative imports of the server are followed')
})

t.test('no module of client/, server/ or shared/ imports itself through the modules it imports', async (t) => {
  t.same(circles(), [], 'import circles (each from one module back to itself)')
})
