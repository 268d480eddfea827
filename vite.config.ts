import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

/** Builds the browser bundle; the server renders from the sources, so there is no SSR bundle. */
export default defineConfig({
  plugins: [react()],
  publicDir: 'client/public',
  build: {
    outDir: 'dist/client',
    manifest: true,
    emptyOutDir: true,
    rolldownOptions: {
      // The app, and the form guard of the pages that load no app (decision 0070).
      input: ['client/entry-client.tsx', 'client/form-guard.ts'],
      output: {
        codeSplitting: {
          // Everything the entry imports is loaded by every page: one chunk, not a dozen that the
          // lazily loaded screens also import, compresses better and is fetched at once (decision 0092).
          groups: [{ name: 'entry-client', tags: ['$initial'], test: (id: string) => !id.endsWith('/client/form-guard.ts') }],
        },
      },
    },
  },
})
