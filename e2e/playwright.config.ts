import { defineConfig } from '@playwright/test'
import { ADMIN, API_PORT, DASHBOARD_PORT, DASHBOARD_URL, DEMO_SHOP_URL } from './support/env.js'

/** Debian's Chromium with the flags this machine needs; Playwright never downloads a browser. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'results.json' }]],
  use: {
    baseURL: DASHBOARD_URL,
    headless: true,
    viewport: { width: 1280, height: 960 },
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node support/serve.mjs',
    url: `${DASHBOARD_URL}/config.js`,
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(API_PORT),
      DASHBOARD_PORT: String(DASHBOARD_PORT),
      HOST: '127.0.0.1',
      REQUIRE_AUTH: 'true',
      JWT_SECRET_KEY: 'e2e-only-secret-key-that-is-long-enough-0123456789',
      INITIAL_ADMIN_EMAIL: ADMIN.email,
      INITIAL_ADMIN_PASSWORD: ADMIN.password,
      ALLOWED_ORIGINS: `${DASHBOARD_URL},http://localhost:${DASHBOARD_PORT}`,
      LOG_LEVEL: 'warn',
      // Specs may read only these server variables through {{NAME}} (docs/security.md); the rest come from project variables.
      SPEC_ENV_ALLOWLIST: 'DEMO_*,API_TOKEN',
      // The demo shop runs on 127.0.0.1: OpenAPI import from a private address must be allowed explicitly.
      IMPORT_ALLOW_PRIVATE: 'true',
      // Imported OpenAPI specs send `Bearer {{API_TOKEN}}`; the demo shop (tests/api-testing.spec.ts) accepts this fixed token.
      API_TOKEN: 'demo-admin-token',
      // UI specs (tests/specs-runs.spec.ts) read these at run time; that test starts the demo shop on DEMO_SHOP_URL.
      DEMO_URL: DEMO_SHOP_URL,
      DEMO_PASSWORD: 'Wonderland1!',
      DEMO_ADMIN_PASSWORD: 'Admin#2024',
    },
  },
})
