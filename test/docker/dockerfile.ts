import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** One `FROM ... AS name` stage of a Dockerfile, its instructions with continuation lines joined. */
export interface Stage {
  name: string
  base: string
  instructions: string[]
}

/** The stages of a Dockerfile, in order, plus what comes before the first FROM (ARGs, comments). */
export function parseDockerfile(text: string): { preamble: string[]; stages: Stage[] } {
  const instructions = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
  const preamble: string[] = []
  const stages: Stage[] = []
  for (const instruction of instructions) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(instruction)
    if (from) stages.push({ base: from[1]!, name: from[2] ?? String(stages.length), instructions: [] })
    else (stages.at(-1)?.instructions ?? preamble).push(instruction)
  }
  return { preamble, stages }
}

/** The Debian packages a stage's RUN instructions install with apt-get. */
export function aptPackages(stage: Stage): string[] {
  return stage.instructions.flatMap((instruction) =>
    [...instruction.matchAll(/apt-get install((?:\s+[^\s&;|]+)+)/g)].flatMap((match) => match[1]!.trim().split(/\s+/).filter((word) => !word.startsWith('-'))),
  )
}

/**
 * The packages of the lock file that compile native code when installed: an install script and a
 * binding.gyp (node-gyp). Read from node_modules as installed here, where the lock file says
 * only that a package has some install script.
 */
export function nativePackages(root: string): string[] {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { hasInstallScript?: boolean }> }
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path && entry.hasInstallScript && existsSync(join(root, path, 'binding.gyp')))
    .map(([path]) => path.replace(/^.*node_modules\//, ''))
}

/**
 * The binary a native package ships prebuilt for Debian (glibc) on this processor, as node-gyp-build
 * finds it under prebuilds/, or undefined when it ships none and would need a compiler.
 */
export function prebuiltBinary(packageDir: string): string | undefined {
  const dir = join(packageDir, 'prebuilds', `linux-${process.arch}`)
  const binary = existsSync(dir) ? readdirSync(dir).find((name) => name.endsWith('.node') && !name.includes('.musl.')) : undefined
  return binary && join(dir, binary)
}
