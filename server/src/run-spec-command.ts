import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { createRuntime } from './bootstrap.js'
import { ConfigError, loadConfig } from './config.js'
import { registerJobKinds } from './job-kinds.js'
import { getRun, startRun } from './modules/runs/service.js'
import { createSpec, getSpecContent, updateSpec } from './modules/specs/service.js'
import { NotFoundError } from './platform/http/errors.js'

/**
 * `specwright run <spec.md>`: saves the file as spec `cli/<file name>` in a project (default `default`), runs it
 * through the same pipeline as POST /runs (jobs, browser pool, healing), prints the live log and a summary.
 * Exit code 0 when the run passed, 1 otherwise.
 */
export async function runSpecFile(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { project: { type: 'string', default: 'default' }, 'no-heal': { type: 'boolean', default: false } },
  })
  const file = positionals[0]
  if (!file) throw new ConfigError('run needs a spec file: specwright run path/to/spec.md')
  if (!fs.existsSync(file)) throw new ConfigError(`No such file: ${file}`)
  const content = fs.readFileSync(file, 'utf8')
  const projectId = values.project ?? 'default'
  const name = `cli/${path.basename(file, '.md')}`
  const runtime = await createRuntime(loadConfig())
  const { deps } = runtime
  try {
    registerJobKinds(deps)
    await deps.browserPool.start()
    try {
      await getSpecContent(deps, projectId, name)
      await updateSpec(deps, projectId, name, { content })
    } catch (err) {
      if (!(err instanceof NotFoundError)) throw err
      await createSpec(deps, projectId, { name, content })
    }
    const run = await startRun(deps, projectId, name, { engine: 'auto', heal: !values['no-heal'], max_heal_attempts: 3 })
    console.log(`run ${run.id} of spec "${name}" queued`)
    await deps.jobs.start()
    for await (const event of deps.runLogs.follow(run.id)) {
      if (event.type === 'end') break
      console.log(event.line)
    }
    let detail = await getRun(deps, projectId, run.id)
    for (let i = 0; i < 50 && ['queued', 'running'].includes(detail.status); i++) {
      await new Promise((r) => setTimeout(r, 100))
      detail = await getRun(deps, projectId, run.id)
    }
    console.log(
      `\n${detail.stages.map((s) => `${s.name}: ${s.status} (${s.duration_ms ?? 0} ms)${s.detail ? ` — ${s.detail}` : ''}`).join('\n')}`,
    )
    console.log(
      `\nRun ${detail.status}${detail.error ? `: ${detail.error}` : ''} in ${detail.duration_ms ?? 0} ms; artifacts in ${path.join(deps.config.dataDir, 'runs', run.id)}`,
    )
    return detail.status === 'passed' ? 0 : 1
  } finally {
    await runtime.close()
  }
}
