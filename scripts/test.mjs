// `npm test`: every check the project has, in order, ending with one line "N passed, N failed".
// Static checks (types, lint, API client freshness) count as one test each; test runners report through
// their JSON reporters. PostgreSQL and Redis suites join when TEST_DATABASE_URL / TEST_KVSTORE_URL are set.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureDeps, ROOT, run } from './ensure-deps.mjs'

ensureDeps()
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'specwright-test-'))
const tally = { passed: 0, failed: 0 }
const failures = []
/** Names of the failed tests, printed again at the very end: a long run's log is often read from its tail only. */
const failedTests = []
const only = process.env.TEST_ONLY?.split(',') // e.g. TEST_ONLY=server,web to run a subset

function step(name, fn) {
  if (only && !only.includes(name)) return
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const { passed, failed, ok } = fn()
  tally.passed += passed
  tally.failed += failed
  if (!ok || failed > 0) failures.push(name)
  console.log(
    `=== ${name}: ${passed} passed, ${failed} failed${ok ? '' : ' (runner failed)'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
}

const check = (cmd, args, opts) => () => {
  const ok = run(cmd, args, opts) === 0
  return { passed: ok ? 1 : 0, failed: ok ? 0 : 1, ok: true }
}

function vitest(name, cwd) {
  return () => {
    const out = path.join(reports, `${name}.json`)
    const code = run('npx', ['--no-install', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
      cwd: path.join(ROOT, cwd),
    })
    if (!fs.existsSync(out)) return { passed: 0, failed: 1, ok: false }
    const r = JSON.parse(fs.readFileSync(out, 'utf8'))
    for (const file of r.testResults ?? [])
      for (const test of file.assertionResults ?? [])
        if (test.status === 'failed')
          failedTests.push(
            `${name}: ${path.relative(ROOT, file.name)} › ${test.fullName} — ${String(test.failureMessages?.[0] ?? '')
              .split('\n')[0]
              .slice(0, 300)}`,
          )
    return { passed: r.numPassedTests, failed: r.numFailedTests, ok: code === 0 || r.numFailedTests > 0 }
  }
}

/** node:test suites (examples/): the TAP reporter's closing `# pass` / `# fail` lines are counted. */
function nodeTest(name, cwd, files) {
  return () => {
    const out = path.join(reports, `${name}.tap`)
    const code = run(
      'node',
      [
        '--test',
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        '--test-reporter=tap',
        `--test-reporter-destination=${out}`,
        ...files,
      ],
      {
        cwd: path.join(ROOT, cwd),
        shell: false,
      },
    )
    if (!fs.existsSync(out)) return { passed: 0, failed: 1, ok: false }
    const tap = fs.readFileSync(out, 'utf8')
    const count = (label) => Number(new RegExp(`^# ${label} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0)
    return { passed: count('pass'), failed: count('fail'), ok: code === 0 || count('fail') > 0 }
  }
}

function playwright() {
  const out = path.join(ROOT, 'e2e/results.json')
  fs.rmSync(out, { force: true })
  const code = run('npx', ['--no-install', 'playwright', 'test'], {
    cwd: path.join(ROOT, 'e2e'),
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  })
  if (!fs.existsSync(out)) return { passed: 0, failed: 1, ok: false }
  const { stats, suites } = JSON.parse(fs.readFileSync(out, 'utf8'))
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      if (spec.tests?.some((t) => t.status === 'unexpected')) failedTests.push(`e2e: ${spec.file}:${spec.line} › ${spec.title}`)
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of suites ?? []) walk(suite)
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, ok: code === 0 || stats.unexpected > 0 }
}

step('typecheck', check('npm', ['run', '-s', 'typecheck']))
step('lint', check('npx', ['--no-install', 'biome', 'check', '.']))
if (fs.existsSync(path.join(ROOT, 'web/scripts/check-api.mjs'))) step('api-client', check('node', ['web/scripts/check-api.mjs']))
step('server', vitest('server', 'server'))
step('web', vitest('web', 'web'))
step(
  'examples',
  nodeTest(
    'examples',
    'examples',
    fs
      .readdirSync(path.join(ROOT, 'examples/test'))
      .filter((f) => f.endsWith('.test.mjs'))
      .map((f) => `test/${f}`),
  ),
)
if (fs.existsSync(path.join(ROOT, 'e2e/playwright.config.ts'))) {
  step('build', check('npm', ['run', '-s', 'build']))
  step('e2e', playwright)
}

fs.rmSync(reports, { recursive: true, force: true })
if (failedTests.length > 0) console.log(`\nFailed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}`)
if (failures.length > 0) console.log(`\nFailed: ${failures.join(', ')}`)
console.log(`\n${tally.passed} passed, ${tally.failed} failed`)
process.exit(failures.length > 0 ? 1 : 0)
