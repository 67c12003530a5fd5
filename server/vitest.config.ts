import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Store and route suites open their own databases; two workers fit a 2-core machine.
    pool: 'forks',
    maxWorkers: 2,
  },
})
