import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import { ROOT } from '#test/npm-start.ts'

// The built server (decision 0036) as esbuild's metafile describes it. A start loads only what
// every install needs: the libraries a setting or a first use asks for (S3, Redis, SMTP, PDFs,
// photos) are dynamic imports, so a single machine without them never pays for loading them.

interface Metafile {
  outputs: Record<string, { imports: { path: string; kind: string; external?: boolean }[] }>
}
const metafile = JSON.parse(await readFile(join(ROOT, 'dist/server/metafile.json'), 'utf8')) as Metafile

/** The npm packages a file loads before it runs: its static imports, and theirs, through the chunks. */
function loadedAtStart(entry: string): Set<string> {
  const packages = new Set<string>()
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const { path, kind, external } of metafile.outputs[file]?.imports ?? []) {
      if (kind !== 'import-statement') continue
      if (external) packages.add(path)
      else visit(path)
    }
  }
  visit(entry)
  return packages
}

const OPTIONAL = ['sharp', 'pdfkit', '@aws-sdk/client-s3', '@aws-sdk/lib-storage', 'ioredis', 'nodemailer', 'pg', 'vite']

/** Each built entry, and a package it loads at start: proof the walk follows the chunks. */
const ENTRIES = { start: 'fastify', api: 'fastify', web: 'fastify', 'web-thread': 'node:worker_threads' }

for (const [entry, needed] of Object.entries(ENTRIES)) {
  t.test(`dist/server/${entry}.js loads no optional library before it is needed`, async (t) => {
    const file = `dist/server/${entry}.js`
    t.ok(metafile.outputs[file], `${file} is built`)
    const loaded = loadedAtStart(file)
    t.ok(loaded.has(needed), `the walk reaches ${needed}, which it needs`)
    t.same(OPTIONAL.filter((name) => [...loaded].some((path) => path === name || path.startsWith(`${name}/`))), [], 'none of them is imported at start')
  })
}

t.test('the optional libraries are still in the build, loaded when first used', async (t) => {
  const dynamic = new Set(Object.values(metafile.outputs).flatMap((output) => output.imports.filter((i) => i.external).map((i) => i.path)))
  for (const name of ['sharp', 'pdfkit', '@aws-sdk/client-s3', 'ioredis', 'nodemailer', 'pg']) t.ok(dynamic.has(name), `${name} is imported somewhere`)
})

t.test('every package the build imports is a production dependency, so the pruned image has it', async (t) => {
  const { dependencies } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
  const packageOf = (path: string) => path.split('/').slice(0, path.startsWith('@') ? 2 : 1).join('/')
  const imported = new Set(Object.values(metafile.outputs).flatMap((output) => output.imports.filter((i) => i.external && !i.path.startsWith('node:')).map((i) => packageOf(i.path))))
  // Vite serves `npm run dev` only, which never runs from the build.
  const missing = [...imported].filter((name) => !(name in dependencies) && name !== 'vite')
  t.same(missing, [], 'none missing from dependencies')
})
