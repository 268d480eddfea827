import type { BuildOptions } from 'esbuild'

/**
 * How the server's TypeScript becomes the JavaScript that runs: ES modules sharing chunks, npm
 * packages left to node_modules. `npm run build` builds the product with it, and the bench builds
 * its own server child with it, so the bench measures code compiled as the product ships.
 */
export const SERVER_BUILD_OPTIONS = {
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  logLevel: 'warning',
} satisfies BuildOptions
