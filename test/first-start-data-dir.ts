import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, open, readdir, readFile, rename, rm } from 'node:fs/promises'
import { setTimeout as sleep } from 'node:timers/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LOCK_FILE } from '#api/db/data-dir-lock.ts'
import { npmStart, ROOT } from './npm-start.ts'
import { processAlive } from './process-alive.ts'

/** What a first start's data dir is made from: the server, what it shares, the content, the dependencies. */
const INPUTS = ['server', 'shared', 'content', 'package-lock.json']

/**
 * A data dir as the first `npm start` of this version of the product leaves it (database made and
 * migrated, sample tests and their media imported), made once by a real first start stopped the
 * way an operator stops it, and kept in the temp folder under a digest of its inputs. It is
 * published by a rename, so a test file running beside the one that makes it never copies half.
 */
export async function firstStartedDataDir(): Promise<string> {
  const templates = join(tmpdir(), 'oet-prep-first-start')
  const template = join(templates, await inputsDigest())
  if (existsSync(template)) return template

  await mkdir(templates, { recursive: true })
  // One process makes it; the others (the other test workers) wait for it to be published.
  const lock = `${template}.making`
  const claimed = await open(lock, 'wx').then(
    async (file) => (await file.writeFile(String(process.pid)), await file.close(), true),
    () => false,
  )
  if (!claimed) return await madeByAnother(template, lock)
  try {
    await makeTemplate(templates, template)
  } finally {
    await rm(lock, { force: true })
  }
  return template
}

/** Waits while the process named in `lock` makes the template; makes it here if that process has gone. */
async function madeByAnother(template: string, lock: string): Promise<string> {
  for (;;) {
    if (existsSync(template)) return template
    const maker = Number(await readFile(lock, 'utf8').catch(() => '0'))
    if (maker && !processAlive(maker)) await rm(lock, { force: true })
    if (!existsSync(lock)) return firstStartedDataDir()
    await sleep(250)
  }
}

async function makeTemplate(templates: string, template: string): Promise<void> {
  const making = await mkdtemp(join(templates, 'making-'))
  try {
    const product = await npmStart(making)
    try {
      await product.ready()
    } finally {
      await product.stop(30_000)
    }
    // A product that closed its database lets go of its lock; one still holding it did not close.
    if (existsSync(join(making, 'data', LOCK_FILE))) throw new Error(`the first start did not close its data dir:\n${await product.log()}`)
    await rename(join(making, 'data'), template).catch((error: NodeJS.ErrnoException) => {
      // A test file beside this one published the same data dir first.
      if (!existsSync(template)) throw error
    })
  } finally {
    await rm(making, { recursive: true, force: true })
  }
}

async function inputsDigest(): Promise<string> {
  const digest = createHash('sha256')
  for (const input of INPUTS) {
    const path = join(ROOT, input)
    const entries = input.includes('.') ? [] : await readdir(path, { recursive: true, withFileTypes: true })
    const files = input.includes('.') ? [path] : entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
    for (const file of files.sort()) digest.update(file.slice(ROOT.length)).update(await readFile(file))
  }
  return digest.digest('hex').slice(0, 16)
}
