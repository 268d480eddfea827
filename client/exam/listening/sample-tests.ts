import { readFileSync } from 'node:fs'
import type { ListeningTest } from '#shared/listening/schema.ts'

/** The sample listening tests of content/, for the unit tests of the screen's pure parts. */
const read = (folder: string) =>
  (JSON.parse(readFileSync(new URL(`../../../content/${folder}/test.json`, import.meta.url), 'utf8')) as { content: ListeningTest }).content

export const extractSample = (): ListeningTest => read('oet-listening-1')
export const standaloneSample = (): ListeningTest => read('listening-general-1')
