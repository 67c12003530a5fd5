import { PostgresAdapter, sql } from 'kysely'
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration'
import type { Db } from './database.js'
import * as m0001 from './migrations/0001_foundation.js'
import * as m0002 from './migrations/0002_jobs.js'
import * as m0003 from './migrations/0003_api_testing.js'
import * as m0004 from './migrations/0004_specs.js'
import * as m0005 from './migrations/0005_runs.js'
import * as m0006 from './migrations/0006_run_ai_usage.js'
import * as m0007 from './migrations/0007_project_variables.js'
import * as m0009 from './migrations/0009_run_artifacts.js'
import * as m0010 from './migrations/0010_regression_scheduling.js'
import * as m0011 from './migrations/0011_llm_testing.js'
import * as m0012 from './migrations/0012_database_testing.js'
import * as m0013 from './migrations/0013_exploration_requirements.js'
import * as m0014 from './migrations/0014_integrations.js'
import * as m0015 from './migrations/0015_operations.js'
import * as m0016 from './migrations/0016_ops_tools.js'
import * as m0017 from './migrations/0017_llm_datasets.js'
import * as m0021 from './migrations/0021_api_run_ai.js'

/** Migrations in order. Add a file under migrations/ and list it here; names sort lexically. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_jobs': m0002,
  '0003_api_testing': m0003,
  '0004_specs': m0004,
  '0005_runs': m0005,
  '0006_run_ai_usage': m0006,
  '0007_project_variables': m0007,
  '0009_run_artifacts': m0009,
  '0010_regression_scheduling': m0010,
  '0011_llm_testing': m0011,
  '0012_database_testing': m0012,
  '0013_exploration_requirements': m0013,
  '0014_integrations': m0014,
  '0015_operations': m0015,
  '0016_ops_tools': m0016,
  '0017_llm_datasets': m0017,
  '0021_api_run_ai': m0021,
}

async function currentPgSchema(db: Db): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  return rows[0]?.schema
}

function isOtherSchemaGone(error: unknown, ours: string | undefined): boolean {
  const gone = /^schema "([^"]+)" does not exist$/.exec(error instanceof Error ? error.message : '')
  return Boolean(gone && gone[1] !== ours)
}

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS }

/** Applies every pending migration; throws with the failing migration's name and cause. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema; pin them to ours, or another schema's
  // tables (a second deployment, a test run) would be mistaken for this one's.
  const schema = await currentPgSchema(db)
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) })
  let { error, results } = await migrator.migrateToLatest()
  // Kysely's introspection reads every schema's catalog; a schema dropped meanwhile by someone else (another
  // deployment's cleanup, a parallel test) fails that read. It is not ours, so the run is simply repeated.
  for (let retry = 0; retry < 3 && error && isOtherSchemaGone(error, schema); retry++) {
    ;({ error, results } = await migrator.migrateToLatest())
  }
  const failed = results?.find((r) => r.status === 'Error')
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String((error as Error).message ?? error)}`, {
      cause: error,
    })
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
