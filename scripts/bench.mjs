// `npm run bench [name…]`: runs the benchmarks in bench/ (all, or those named: http, pool-slots, pool-jobs, api-testing, pipeline, web-bundle, load, validate, batch, events, openapi-import, llm-eval, llm-analytics, db-quality).

// Each prints its figures as ratios against a baseline measured in the same run.
import { ROOT, run } from './ensure-deps.mjs'

const BENCHES = [
  'http',
  'pool',
  'pool-slots',
  'pool-jobs',
  'api-testing',
  'pipeline',
  'web-bundle',
  'load',
  'validate',
  'batch',
  'events',
  'openapi-import',
  'llm-eval',
  'llm-analytics',
  'db-quality',
]
// Benches with several files (a fake server, a child process) live in a folder with a run.ts.
const BENCH_DIRS = new Set(['llm-eval', 'db-quality'])
const wanted = process.argv.slice(2)
const unknown = wanted.filter((w) => !BENCHES.includes(w))
if (unknown.length > 0) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Available: ${BENCHES.join(', ')}`)
  process.exit(2)
}
let failed = 0
for (const name of wanted.length > 0 ? wanted : BENCHES) {
  console.log(`\n### bench/${name}.ts`)
  if (run('npx', ['--no-install', 'tsx', BENCH_DIRS.has(name) ? `bench/${name}/run.ts` : `bench/${name}.ts`], { cwd: ROOT }) !== 0) failed++
}
process.exit(failed > 0 ? 1 : 0)
