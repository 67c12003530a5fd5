import path from 'node:path'
import { z } from 'zod'

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1' || v === 'yes'))

/**
 * Timer-backed durations are capped at a week: Node's setTimeout holds at most 2^31-1 ms (24.8 days) and fires at
 * once beyond it, so an unbounded value would turn "wait an hour" into "time out immediately".
 */
export const MAX_TIMER_SECONDS = 7 * 24 * 3600
const timerSeconds = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_TIMER_SECONDS, { message: `must be at most ${MAX_TIMER_SECONDS} seconds (7 days)` })
    .default(fallback)

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback)
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))

/** Every environment variable Specwright reads, with its default. The README's configuration table mirrors this. */
const EnvSchema = z.object({
  PORT: port(8001),
  DASHBOARD_PORT: port(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'must be a postgres:// URL (leave unset for the embedded SQLite database)',
  }),
  KVSTORE_URL: optionalString.refine((v) => v === undefined || /^rediss?:\/\//.test(v), {
    message: 'must be a redis:// URL',
  }),
  KVSTORE_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/)
    .default('specwright:'),
  REQUIRE_AUTH: bool(false),
  ALLOW_REGISTRATION: bool(false),
  JWT_SECRET_KEY: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  INITIAL_ADMIN_EMAIL: optionalString,
  INITIAL_ADMIN_PASSWORD: optionalString,
  ALLOWED_ORIGINS: optionalString,
  LOCKOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  TRUST_PROXY: bool(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_GLOBAL_PER_HOUR: z.coerce.number().int().min(1).default(1000),
  PUBLIC_API_URL: optionalString,
  SERVE_DASHBOARD: bool(true),
  BROWSER_POOL_TYPE: z.enum(['memory', 'kvstore']).default('memory'),
  MAX_BROWSER_INSTANCES: z.coerce.number().int().min(1).max(64).default(2),
  BROWSER_SLOT_TIMEOUT: timerSeconds(3600),
  AGENT_TIMEOUT_SECONDS: timerSeconds(1800),
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  RUNNER_NICENESS: z.coerce.number().int().min(0).max(19).default(10),
  API_TEST_HARNESS: z.enum(['lean', 'playwright']).default('lean'),
  API_TEST_WARM_IDLE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  JOB_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  AI_BASE_URL: optionalString.refine((v) => v === undefined || /^https?:\/\//.test(v), { message: 'must be an http(s) URL' }),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  SPEC_ENV_ALLOWLIST: optionalString.refine(
    (v) => v === undefined || v.split(',').every((n) => /^[A-Za-z_*][A-Za-z0-9_*]*$/.test(n.trim()) || n.trim() === ''),
    { message: 'must be comma-separated variable names, * as a wildcard (e.g. DEMO_*,STAGING_URL)' },
  ),
  IMPORT_ALLOW_PRIVATE: bool(false),
  S3_ENDPOINT: optionalString.refine((v) => v === undefined || /^https?:\/\//.test(v), { message: 'must be an http(s) URL' }),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PREFIX: z.string().default('specwright/'),
  S3_FORCE_PATH_STYLE: bool(true),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
  DISK_LOW_PERCENT: z.coerce.number().min(0).max(100).default(10),
})

/**
 * Every variable config.ts reads, plus families the server or its tooling treat as settings: a spec's
 * `{{NAME}}` can never name one of these, whatever SPEC_ENV_ALLOWLIST says.
 */
export const SERVER_SETTING_NAMES: readonly string[] = [...Object.keys(EnvSchema.shape), 'S3_*', 'TEST_*', 'SPECWRIGHT_*']

export type Env = z.input<typeof EnvSchema>

export interface Config {
  port: number
  dashboardPort: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  kvstoreUrl: string | undefined
  /** Prefix of every Redis key and channel, so several deployments (or test runs) can share one Redis. */
  kvstorePrefix: string
  requireAuth: boolean
  allowRegistration: boolean
  /** Undefined means "generate one and persist it in DATA_DIR" (allowed only when auth is not required). */
  jwtSecretKey: string | undefined
  initialAdmin: { email: string; password: string } | undefined
  allowedOrigins: string[]
  lockoutMinutes: number
  trustProxy: boolean
  logLevel: string
  rateLimitGlobalPerHour: number
  publicApiUrl: string | undefined
  serveDashboard: boolean
  browserPoolType: 'memory' | 'kvstore'
  maxBrowserInstances: number
  browserSlotTimeoutS: number
  agentTimeoutS: number
  /** Finished job rows older than this many days are deleted (0: kept forever). */
  jobRetentionDays: number
  chromiumPath: string
  /** CPU niceness of test runners and browsers, so the API stays responsive while tests run (0: same as the server). */
  runnerNiceness: number
  /** Runner of API test files: the lean harness (default) or Playwright Test (docs/api-testing.md). */
  apiTestHarness: 'lean' | 'playwright'
  /** How long a project's lean child stays warm after a run for its next one; 0: every run starts its own. */
  apiTestWarmIdleMs: number
  ai: { baseUrl: string; apiKey: string | undefined; model: string } | undefined
  /** Env var names (`*` globs) a spec's `{{NAME}}` may read from the server environment; empty by default. */
  specEnvAllowlist: string[]
  /** Let OpenAPI import fetch loopback, private and link-local addresses (off: SSRF guard). */
  importAllowPrivate: boolean
  /** S3-compatible store for warm-tier artifacts (and backup copies); undefined: DATA_DIR/archive. */
  s3: S3Config | undefined
  /** Database backups kept in DATA_DIR/backups (older ones are deleted after each backup). */
  backupKeep: number
  /** Free space under this percentage of the data folder's disk raises the `disk_low` alert. */
  diskLowPercent: number
  /** The variables of this schema that the environment set (non-empty): the settings page shows them as `env`. */
  envSet: readonly string[]
}

export interface S3Config {
  endpoint: string | undefined
  bucket: string
  region: string
  accessKeyId: string | undefined
  secretAccessKey: string | undefined
  prefix: string
  forcePathStyle: boolean
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Parses the environment once; throws one ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`)
  }
  const e = parsed.data
  const problems: string[] = []
  if (e.REQUIRE_AUTH && !e.JWT_SECRET_KEY) problems.push('JWT_SECRET_KEY: required when REQUIRE_AUTH=true')
  if (Boolean(e.INITIAL_ADMIN_EMAIL) !== Boolean(e.INITIAL_ADMIN_PASSWORD)) {
    problems.push('INITIAL_ADMIN_EMAIL / INITIAL_ADMIN_PASSWORD: set both or neither')
  }
  if ((e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID) && !e.S3_BUCKET)
    problems.push('S3_BUCKET: required when S3_ENDPOINT or S3_ACCESS_KEY_ID is set')
  if (e.BROWSER_POOL_TYPE === 'kvstore' && !e.KVSTORE_URL) {
    problems.push('BROWSER_POOL_TYPE: kvstore needs KVSTORE_URL')
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`)

  const dashboardOrigins = [`http://localhost:${e.DASHBOARD_PORT}`, `http://127.0.0.1:${e.DASHBOARD_PORT}`]
  return {
    port: e.PORT,
    dashboardPort: e.DASHBOARD_PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    kvstoreUrl: e.KVSTORE_URL,
    kvstorePrefix: e.KVSTORE_PREFIX,
    requireAuth: e.REQUIRE_AUTH,
    allowRegistration: e.ALLOW_REGISTRATION,
    jwtSecretKey: e.JWT_SECRET_KEY,
    initialAdmin:
      e.INITIAL_ADMIN_EMAIL && e.INITIAL_ADMIN_PASSWORD ? { email: e.INITIAL_ADMIN_EMAIL, password: e.INITIAL_ADMIN_PASSWORD } : undefined,
    allowedOrigins: e.ALLOWED_ORIGINS
      ? e.ALLOWED_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : dashboardOrigins,
    lockoutMinutes: e.LOCKOUT_MINUTES,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    rateLimitGlobalPerHour: e.RATE_LIMIT_GLOBAL_PER_HOUR,
    publicApiUrl: e.PUBLIC_API_URL,
    serveDashboard: e.SERVE_DASHBOARD,
    browserPoolType: e.BROWSER_POOL_TYPE,
    maxBrowserInstances: e.MAX_BROWSER_INSTANCES,
    browserSlotTimeoutS: e.BROWSER_SLOT_TIMEOUT,
    agentTimeoutS: e.AGENT_TIMEOUT_SECONDS,
    jobRetentionDays: e.JOB_RETENTION_DAYS,
    chromiumPath: e.CHROMIUM_PATH,
    runnerNiceness: e.RUNNER_NICENESS,
    apiTestHarness: e.API_TEST_HARNESS,
    apiTestWarmIdleMs: e.API_TEST_WARM_IDLE_SECONDS * 1000,
    ai: e.AI_BASE_URL ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL ?? 'gpt-4o-mini' } : undefined,
    specEnvAllowlist: (e.SPEC_ENV_ALLOWLIST ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
    importAllowPrivate: e.IMPORT_ALLOW_PRIVATE,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          prefix: e.S3_PREFIX,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    backupKeep: e.BACKUP_KEEP,
    diskLowPercent: e.DISK_LOW_PERCENT,
    envSet: Object.keys(EnvSchema.shape).filter((k) => (env[k] ?? '').trim() !== ''),
  }
}
