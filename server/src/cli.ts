import { parseArgs } from 'node:util'
import { createRuntime } from './bootstrap.js'
import { ConfigError, loadConfig } from './config.js'
import { registerJobKinds } from './job-kinds.js'
import { main as serveMain } from './main.js'
import { addMember } from './modules/projects/service.js'
import { rtmExportCommand } from './modules/rtm/export-command.js'
import { createUser } from './modules/users/service.js'
import { passwordProblems } from './platform/auth/passwords.js'
import { migrateToLatest } from './platform/db/migrate.js'
import { jsonLogger, runJobWorker } from './platform/jobs/job-worker.js'
import { logUnhandledRejections } from './platform/process-guards.js'
import { runSpecFile } from './run-spec-command.js'

const USAGE = `specwright <command>

Commands:
  serve                                   start the API and dashboard (same as npm start)
  worker                                  run background jobs only (needs KVSTORE_URL); stops on SIGTERM
  migrate                                 apply pending database migrations and exit
  create-admin --email E --password P     create a superuser (owner of the default project)
               [--name "Full Name"]
  backup [--out FILE]                     full database backup into DATA_DIR/backups (and FILE)
  restore <file> --yes                    replace the database with a backup (stop the server first)
  run <spec.md> [--project ID] [--no-heal]
                                          run a UI spec through plan, generate, validate, heal
  rtm export [--project ID] [--format csv|json|markdown|html] [--out FILE] [--regenerate]
                                          write the requirements traceability matrix (default: markdown
                                          to stdout; --regenerate recomputes coverage first)

Configuration comes from environment variables; see the README.`

async function createAdmin(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } } })
  if (!values.email || !values.password) throw new ConfigError('create-admin needs --email and --password')
  const problems = passwordProblems(values.password)
  if (problems.length > 0) throw new ConfigError(problems.join('; '))
  const runtime = await createRuntime(loadConfig())
  try {
    const user = await createUser(runtime.deps, {
      email: values.email.toLowerCase(),
      password: values.password,
      full_name: values.name ?? 'Administrator',
      is_superuser: true,
    })
    await addMember(runtime.deps, 'default', { userId: user.id, role: 'owner', grantedBy: null })
    console.log(`created superuser ${user.email} (${user.id})`)
  } finally {
    await runtime.close()
  }
}

async function rtm(args: string[]): Promise<void> {
  const [sub, ...rest] = args
  if (sub !== 'export') throw new ConfigError(`Unknown rtm command "${sub ?? ''}": use "rtm export"`)
  const runtime = await createRuntime(loadConfig())
  try {
    const out = await rtmExportCommand(runtime.deps, rest)
    if (out) process.stdout.write(out)
  } finally {
    await runtime.close()
  }
}

async function migrate(): Promise<void> {
  const runtime = await createRuntime(loadConfig())
  try {
    // createRuntime already migrated; running again reports that nothing is pending.
    const applied = await migrateToLatest(runtime.deps.db)
    console.log(applied.length ? `applied: ${applied.join(', ')}` : `database is up to date (${runtime.deps.dialect})`)
  } finally {
    await runtime.close()
  }
}

/** Job consumers and recovery only, fed through Redis; any number of these can run beside the API servers. */
async function worker(): Promise<void> {
  const config = loadConfig()
  if (!config.kvstoreUrl) {
    throw new ConfigError('specwright worker needs KVSTORE_URL (a redis:// URL): workers take jobs from Redis queues')
  }
  const runtime = await createRuntime(config)
  const logger = jsonLogger(config.logLevel, 'specwright-worker')
  logUnhandledRejections(logger)
  registerJobKinds(runtime.deps)
  try {
    await runJobWorker(runtime.deps.jobs, { logger })
  } finally {
    await runtime.close()
  }
}

export async function run(argv: string[]): Promise<number> {
  const [command, ...rest] = argv
  try {
    switch (command) {
      case 'serve':
        await serveMain()
        return -1
      case 'worker':
        await worker()
        return 0
      case 'migrate':
        await migrate()
        return 0
      case 'run':
        return await runSpecFile(rest)
      case 'rtm':
        await rtm(rest)
        return 0
      case 'backup':
        await (await import('./modules/backups/cli-commands.js')).backupCommand(rest)
        return 0
      case 'restore':
        await (await import('./modules/backups/cli-commands.js')).restoreCommand(rest)
        return 0
      case 'create-admin':
        await createAdmin(rest)
        return 0
      case undefined:
      case 'help':
      case '--help':
        console.log(USAGE)
        return 0
      default:
        console.error(`Unknown command "${command}".\n\n${USAGE}`)
        return 2
    }
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err))
    return 1
  }
}

const code = await run(process.argv.slice(2))
if (code >= 0) process.exit(code)
