import type { Generated, Insertable, Kysely, Selectable, Updateable } from 'kysely'
import type { JobStatus } from '../jobs/job-status.js'

/**
 * Table types, Kysely style: `XTable` interfaces appear only in `Database`; code uses the derived
 * `XRow` / `NewXRow` / `XRowUpdate` types. Booleans are stored as 0/1 integers and timestamps as ISO 8601 UTC
 * text on both dialects, so the same query code and the same row shapes serve SQLite and PostgreSQL.
 */
export interface UsersTable {
  id: string
  email: string
  password_hash: string
  full_name: string
  is_active: number
  is_superuser: number
  failed_login_attempts: Generated<number>
  locked_until: string | null
  /** Bumped to revoke every access token of the user at once (logout-all, refresh-token reuse). */
  session_version: Generated<number>
  created_at: string
  updated_at: string
  last_login_at: string | null
}

export interface RefreshTokensTable {
  /** The token's `jti`. */
  id: string
  user_id: string
  family_id: string
  token_hash: string
  expires_at: string
  created_at: string
  /** Set when the token was exchanged or revoked; presenting it afterwards is reuse. */
  revoked_at: string | null
  replaced_by: string | null
  client_ip: string | null
}

export interface ProjectsTable {
  id: string
  name: string
  description: string | null
  base_url: string | null
  created_by: string | null
  created_at: string
  updated_at: string
}

export interface ProjectMembersTable {
  project_id: string
  user_id: string
  role: string
  granted_by: string | null
  granted_at: string
}

export interface AppMetaTable {
  key: string
  value: string
}

/** A counter per data scope, bumped by every write to it; readers use it to validate cached results. */
export interface DataVersionsTable {
  scope: string
  version: number
}

export interface ApiSpecsTable {
  id: string
  project_id: string
  /** Folder-style name, may contain `/`; unique per project. */
  name: string
  content: string
  /** `manual` or `openapi`. */
  source: string
  /** Stable key of an imported spec (document title + group), so a re-import updates instead of duplicating. */
  import_key: string | null
  created_at: string
  updated_at: string
}

export interface ApiRunsTable {
  id: string
  project_id: string
  spec_name: string
  /** queued | running | passed | failed | error */
  status: string
  job_id: string | null
  engine: string
  /** The final attempt's generated code. */
  code: string | null
  /** JSON: per-test results with request/response evidence. */
  tests: string | null
  /** JSON: every attempt's code, result, classification and diff. */
  attempts: string | null
  /** JSON: the steps the AI engine wrote (or was refused for), per spec line; null when it wrote none. */
  ai_steps: string | null
  /** JSON: UsageMeter summary of the run's AI calls; null when it made none. */
  ai_usage: string | null
  error: string | null
  created_at: string
  started_at: string | null
  finished_at: string | null
  duration_ms: number | null
}

export interface RunsTable {
  id: string
  project_id: string
  spec_name: string
  /** queued | running | passed | failed | error */
  status: string
  engine: string
  heal: number
  max_heal_attempts: number
  job_id: string | null
  /** JSON: [{name, status, started_at, finished_at, duration_ms, detail}] */
  stages: string | null
  /** JSON: the rules plan. */
  plan: string | null
  /** The final attempt's generated test. */
  code: string | null
  /** JSON: every validate/heal attempt. */
  attempts: string | null
  error: string | null
  created_at: string
  started_at: string | null
  finished_at: string | null
  duration_ms: number | null
  /** JSON: what the run spent on AI (UsageMeter summary); null when it made no AI call. */
  ai_usage: string | null
}

/** Per spec: the fingerprints of the elements its steps resolved to, used to heal broken locators. */
export interface SelectorMemoryTable {
  project_id: string
  spec_name: string
  /** JSON: plan item id -> resolved target with fingerprint. */
  resolutions: string
  run_id: string | null
  updated_at: string
}

/** A project's value for `{{NAME}}` placeholders, sealed with the secret box (see modules/project-variables). */
export interface ProjectVariablesTable {
  project_id: string
  name: string
  /** 1 = write-only secret (never returned), 0 = plain variable (value shown to members). */
  secret: number
  value_sealed: string
  /** The mask shown for a secret (`****1234`), computed when it was written. */
  last4: string
  updated_by: string | null
  updated_at: string
}

export interface Database {
  project_variables: ProjectVariablesTable
  runs: RunsTable
  selector_memory: SelectorMemoryTable
  api_specs: ApiSpecsTable
  api_runs: ApiRunsTable
  data_versions: DataVersionsTable
  users: UsersTable
  refresh_tokens: RefreshTokensTable
  projects: ProjectsTable
  project_members: ProjectMembersTable
  app_meta: AppMetaTable
  jobs: JobsTable
}

export type Db = Kysely<Database>

export type UserRow = Selectable<UsersTable>
export type NewUserRow = Insertable<UsersTable>
export type UserRowUpdate = Updateable<UsersTable>
export type RefreshTokenRow = Selectable<RefreshTokensTable>
export type NewRefreshTokenRow = Insertable<RefreshTokensTable>
export type ProjectRow = Selectable<ProjectsTable>
export type NewProjectRow = Insertable<ProjectsTable>
export type ProjectRowUpdate = Updateable<ProjectsTable>
export type ProjectMemberRow = Selectable<ProjectMembersTable>
export type NewProjectMemberRow = Insertable<ProjectMembersTable>

/** A background job; the row is the record of truth whichever queue adapter carries it (see platform/jobs). */
export interface JobsTable {
  id: string
  kind: string
  project_id: string
  status: JobStatus
  /** 0-100. */
  progress: Generated<number>
  progress_message: string | null
  /** JSON text. */
  payload: string
  /** JSON text of the handler's return value. */
  result: string | null
  /** Error message (exactly "interrupted by restart" after a fatal interruption). */
  error: string | null
  /** The error's class name, so the reading side can rebuild it (errors cross processes as data). */
  error_name: string | null
  error_code: string | null
  /** How many times a handler started on this job. */
  attempts: Generated<number>
  max_attempts: number
  timeout_ms: number | null
  /** Token of the process running the job; null unless running. */
  owner: string | null
  heartbeat_at: string | null
  created_at: string
  started_at: string | null
  finished_at: string | null
}

export type JobRow = Selectable<JobsTable>
export type NewJobRow = Insertable<JobsTable>
export type JobRowUpdate = Updateable<JobsTable>
export type ApiSpecRow = Selectable<ApiSpecsTable>
export type NewApiSpecRow = Insertable<ApiSpecsTable>
export type ApiRunRow = Selectable<ApiRunsTable>
export type NewApiRunRow = Insertable<ApiRunsTable>
export type ApiRunRowUpdate = Updateable<ApiRunsTable>

/** A UI spec: the DB is the record; the workspace mirrors it at `specs/<project_id>/<name>.md`. */
export interface SpecsTable {
  id: string
  project_id: string
  /** Folder-style name without `.md`, may contain `/`; unique per project. */
  name: string
  content: string
  /** Workspace-relative path of the accepted generated test; null until a run's test is accepted. */
  automated_test: string | null
  /** The run whose generated test was accepted. */
  accepted_run_id: string | null
  automated_at: string | null
  created_at: string
  updated_at: string
}

/** One tag of a spec (lowercase, at most 40 characters); the only record of a spec's tags. */
export interface SpecTagsTable {
  spec_id: string
  project_id: string
  tag: string
}

// Declaration merging: each module's tables join `Database` where their types are declared.
/** A project's value for `{{NAME}}` placeholders, sealed with the secret box (see modules/project-variables). */
export interface ProjectVariablesTable {
  project_id: string
  name: string
  /** 1 = write-only secret (never returned), 0 = plain variable (value shown to members). */
  secret: number
  value_sealed: string
  /** The mask shown for a secret (`****1234`), computed when it was written. */
  last4: string
  updated_by: string | null
  updated_at: string
}

export interface Database {
  project_variables: ProjectVariablesTable
  specs: SpecsTable
  spec_tags: SpecTagsTable
}

export type SpecRow = Selectable<SpecsTable>
export type NewSpecRow = Insertable<SpecsTable>
export type SpecRowUpdate = Updateable<SpecsTable>
/** One file of a UI run's folder (path relative to it, `/`-separated), recorded when written. */
export interface RunArtifactsTable {
  run_id: string
  path: string
  size: number
}

export interface Database {
  run_artifacts: RunArtifactsTable
}

export type RunRow = Selectable<RunsTable>
export type NewRunRow = Insertable<RunsTable>
export type RunRowUpdate = Updateable<RunsTable>
