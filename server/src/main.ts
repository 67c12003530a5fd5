import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from './app.js'
import { createRuntime } from './bootstrap.js'
import { type Config, ConfigError, loadConfig } from './config.js'
import { registerJobKinds } from './job-kinds.js'
import { closeLeanChildren } from './modules/api-testing/lean/warm-pool.js'
import { bootstrapInitialAdmin } from './modules/auth/service.js'
import { ensureSystemSchedules } from './modules/backups/service.js'
import { recoverLoadTestLock } from './modules/load-testing/run-job.js'
import { passwordProblems } from './platform/auth/passwords.js'
import { buildDashboardServer } from './platform/http/dashboard-server.js'
import { startJobRetention } from './platform/jobs/job-retention.js'
import { jsonLogger } from './platform/jobs/job-worker.js'
import { ensureWorkspace } from './platform/playwright/workspace.js'
import { logUnhandledRejections } from './platform/process-guards.js'

const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist')

/** Starts the API (and the dashboard unless SERVE_DASHBOARD=false); resolves once both listen. */
export async function serve(config: Config): Promise<{ close(): Promise<void> }> {
  if (config.initialAdmin) {
    const problems = passwordProblems(config.initialAdmin.password)
    if (problems.length > 0) throw new ConfigError(`Invalid configuration: INITIAL_ADMIN_PASSWORD: ${problems.join('; ')}`)
  }
  const runtime = await createRuntime(config)
  await ensureWorkspace(config.dataDir) // DATA_DIR/workspace: a Playwright project the user can commit and run
  const admin = await bootstrapInitialAdmin(runtime.deps)
  await runtime.deps.browserPool.start()
  registerJobKinds(runtime.deps)
  await ensureSystemSchedules(runtime.deps) // daily backup 02:00 and artifact archival 03:00
  await runtime.deps.jobs.start()
  await recoverLoadTestLock(runtime.deps)
  const stopRetention = startJobRetention({
    ...runtime.deps,
    retentionDays: config.jobRetentionDays,
    logger: jsonLogger(config.logLevel, 'specwright-jobs'),
  })
  runtime.deps.scheduler.start()
  const app = await buildApp(runtime.deps)
  if (admin) app.log.info({ email: admin.email }, 'created the initial administrator')
  await app.listen({ port: config.port, host: config.host })

  let dashboard: Awaited<ReturnType<typeof buildDashboardServer>> | undefined
  if (config.serveDashboard) {
    dashboard = await buildDashboardServer({ distDir: WEB_DIST, apiBaseUrl: config.publicApiUrl, apiPort: config.port })
    await dashboard.listen({ port: config.dashboardPort, host: config.host })
    app.log.info(`dashboard listening at http://localhost:${config.dashboardPort}`)
  }
  return {
    close: async () => {
      stopRetention()
      // Running jobs are handed back first (re-queued for the next process) so a slow HTTP close cannot let a
      // run finish, or half-finish, on a server that is going away; runtime.close() finds them stopped.
      await runtime.deps.scheduler.stop()
      await runtime.deps.jobs.stop()
      closeLeanChildren() // the warm lean children of API runs (no run is left to use them)
      await dashboard?.close()
      await app.close()
      await runtime.close()
    },
  }
}

export async function main(): Promise<void> {
  let config: Config
  try {
    config = loadConfig()
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }
  logUnhandledRejections(jsonLogger(config.logLevel, 'specwright'))
  try {
    const server = await serve(config)
    let closing = false
    const stop = async (signal: string) => {
      if (closing) return
      closing = true
      console.error(`received ${signal}, shutting down`)
      await server.close()
      process.exit(0)
    }
    process.on('SIGINT', () => void stop('SIGINT'))
    process.on('SIGTERM', () => void stop('SIGTERM'))
  } catch (err) {
    console.error(err instanceof ConfigError ? err.message : `Startup failed: ${err instanceof Error ? err.message : String(err)}`)
    process.exit(1)
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await main()
}
