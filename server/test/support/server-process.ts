import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const TSX = path.join(SERVER_DIR, '../node_modules/.bin/tsx')

export interface ServerProcess {
  url: string
  child: ChildProcess
  output(): string
  stop(): Promise<void>
}

/**
 * A port nobody listens on, or a clear error for a port that is taken: otherwise the /health probe below would
 * find whatever else listens there (another test's server) and this test would talk to it.
 */
async function freePort(wanted = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' ? new Error(`port ${wanted} is already in use by another process`) : err),
    )
    probe.listen(wanted, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/** Starts the real server (`src/main.ts`) as its own OS process and waits until /health answers. */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 30_000): Promise<ServerProcess> {
  const port = String(await freePort(env.PORT ? Number(env.PORT) : 0))
  const child = spawn(TSX, ['src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, SERVE_DASHBOARD: 'false', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout?.on('data', (d) => {
    out += d
  })
  child.stderr?.on('data', (d) => {
    out += d
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${out}`)
    try {
      if ((await fetch(`${url}/health`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL')
    throw new Error(`server did not start within ${timeoutMs} ms:\n${out}`)
  }
  return {
    url,
    child,
    output: () => out,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))])
      if (child.exitCode === null) child.kill('SIGKILL')
    },
  }
}

/**
 * What several server processes share to act as one deployment: a PostgreSQL schema of their own, one Redis key
 * prefix and one data folder. `env` is what each process is started with; `close` stops them and drops it all.
 */
export interface Fleet {
  schema: string
  env: Record<string, string>
  servers: ServerProcess[]
  /** A server on `port`, or on a free port when none is given. */
  start(port?: number): Promise<ServerProcess>
  close(): Promise<void>
}

export async function createFleet(databaseUrl: string, kvstoreUrl: string, secret: string, name: string): Promise<Fleet> {
  const { randomBytes } = await import('node:crypto')
  const fs = await import('node:fs')
  const os = await import('node:os')
  const { default: pg } = await import('pg')
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: databaseUrl })
    await c.connect()
    await c.query(q)
    await c.end()
  }
  const schema = `t_${randomBytes(6).toString('hex')}`
  await admin(`CREATE SCHEMA ${schema}`)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `specwright-${name}-`))
  const url = new URL(databaseUrl)
  url.searchParams.set('options', `-c search_path=${schema}`)
  const env = {
    DATA_DIR: dataDir,
    JWT_SECRET_KEY: secret,
    DATABASE_URL: url.toString(),
    KVSTORE_URL: kvstoreUrl,
    KVSTORE_PREFIX: `${name}${randomBytes(4).toString('hex')}:`,
  }
  const servers: ServerProcess[] = []
  return {
    schema,
    env,
    servers,
    start: async (port) => {
      const server = await startServerProcess({ ...env, ...(port ? { PORT: String(port) } : {}) }, 120_000)
      servers.push(server)
      return server
    },
    close: async () => {
      await Promise.all(servers.map((s) => s.stop()))
      await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
