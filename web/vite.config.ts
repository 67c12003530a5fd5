import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

/**
 * In production the dashboard server answers `/config.js`; under `vite dev` this plugin does, pointing at the
 * API on SPECWRIGHT_API_URL (default: same host, port 8001).
 */
function devRuntimeConfig(): Plugin {
  return {
    name: 'specwright-dev-config',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/config.js', (_req, res) => {
        const config = { apiBaseUrl: process.env.SPECWRIGHT_API_URL ?? '', apiPort: 8001 }
        res.setHeader('content-type', 'application/javascript')
        res.end(`window.__SPECWRIGHT__ = ${JSON.stringify(config)};\n`)
      })
    },
  }
}

export default defineConfig({
  plugins: [react(), devRuntimeConfig()],
  // Port 3000 is the dashboard origin the API allows by default (ALLOWED_ORIGINS); run the API with SERVE_DASHBOARD=false.
  server: { port: 3000, strictPort: true },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
})
