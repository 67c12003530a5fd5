import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { stripVTControlCharacters } from 'node:util'
import { CHROMIUM_ARGS } from '../../../src/platform/playwright/launch.js'
import { CHROMIUM_PATH } from './demo-shop.js'

/**
 * The generated code run for real: the @playwright/test CLI in a child process (as the runner will) on a temporary
 * folder holding the test and its config, its JSON report read back (generated-run, text-check-words,
 * e2e-held-out-27-code).
 */

const ROOT_MODULES = fileURLToPath(new URL('../../../../node_modules/', import.meta.url))

export interface RunResult {
  passed: boolean
  /** First error of the failing test, ANSI stripped, and its line in the test file. */
  error?: { message: string; line?: number }
}

/** Writes the test and a config in a temp folder and runs `playwright test` against `baseURL` with `env` set. */
export async function runGenerated(fileName: string, code: string, baseURL: string, env: Record<string, string>): Promise<RunResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'specwright-generated-'))
  try {
    writeFileSync(path.join(dir, fileName), code)
    const config = {
      testDir: dir,
      timeout: 20_000,
      retries: 0,
      workers: 1,
      reporter: [['json', { outputFile: path.join(dir, 'results.json') }]],
      expect: { timeout: 3000 },
      use: { baseURL, headless: true, actionTimeout: 3000, launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
    }
    writeFileSync(path.join(dir, 'pw.config.mjs'), `export default ${JSON.stringify(config)}\n`)
    const exitCode = await new Promise<number | null>((resolve) => {
      const child = spawn(
        process.execPath,
        [path.join(ROOT_MODULES, '@playwright/test/cli.js'), 'test', '--config', path.join(dir, 'pw.config.mjs')],
        {
          cwd: dir,
          env: { ...process.env, ...env, NODE_PATH: ROOT_MODULES, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', FORCE_COLOR: '0' },
          stdio: 'ignore',
        },
      )
      child.once('exit', resolve)
    })
    const report = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8')) as {
      stats: { expected: number; unexpected: number }
      suites: { specs: { tests: { results: { errors: { message: string; location?: { line: number } }[] }[] }[] }[] }[]
    }
    const firstError = report.suites[0]?.specs[0]?.tests[0]?.results[0]?.errors[0]
    return {
      passed: exitCode === 0 && report.stats.expected === 1 && report.stats.unexpected === 0,
      ...(firstError
        ? {
            error: {
              message: stripVTControlCharacters(firstError.message),
              ...(firstError.location ? { line: firstError.location.line } : {}),
            },
          }
        : {}),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
