import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/** In `npm run dev`, everything that is not the dashboard (functions, API, the widget) goes to the Hosting emulator. */
const hosting = process.env.PARLEY_HOSTING_URL ?? 'http://127.0.0.1:5050';
const proxied = ['/eu/fn', '/na/fn', '/api', '/parley-runtime.json', '/widget.js', '/widget/'];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: { proxy: Object.fromEntries(proxied.map((path) => [path, { target: hosting, changeOrigin: true }])) },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 800 },
});
