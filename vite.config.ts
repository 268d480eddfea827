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
    // The app, and the form guard of the pages that load no app (decision 0070).
    rollupOptions: { input: ['client/entry-client.tsx', 'client/form-guard.ts'] },
  },
})
