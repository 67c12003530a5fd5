import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { WORKSPACE_DIRS, workspaceFiles } from './workspace-files.js'

/** Absolute paths of the workspace's parts. */
export interface WorkspacePaths {
  /** `<DATA_DIR>/workspace`: the Playwright project root (run `npx playwright test` here). */
  root: string
  /** `playwright.config.ts`. */
  configFile: string
  /** `specs/`: markdown UI specs. */
  specs: string
  /** `specs/api/`: markdown API specs. */
  apiSpecs: string
  /** `tests/generated/`: the config's testDir; generated UI tests. */
  generated: string
  /** `tests/generated/api/`: generated API tests. */
  apiGenerated: string
}

/** The subset of a pino logger the workspace writes to. */
export interface WorkspaceLogger {
  /** Told once when a file the user changed is kept. */
  warn(obj: object, msg: string): void
}

export interface EnsureWorkspaceResult extends WorkspacePaths {
  /** Files written by this call (created, or refreshed because they were still Specwright's), relative to root. */
  written: string[]
  /** Files left alone because the user changed them, relative to root. */
  kept: string[]
}

interface Manifest {
  version: 1
  /** Per file: sha256 of what Specwright last wrote, and of the user's version it last reported keeping. */
  files: Record<string, { written?: string; kept?: string }>
}

const MANIFEST = '.specwright/managed.json'

/** Where the workspace of a data folder lives; creates nothing. */
export function workspacePaths(dataDir: string): WorkspacePaths {
  const root = path.resolve(dataDir, 'workspace')
  return {
    root,
    configFile: path.join(root, 'playwright.config.ts'),
    specs: path.join(root, 'specs'),
    apiSpecs: path.join(root, 'specs', 'api'),
    generated: path.join(root, 'tests', 'generated'),
    apiGenerated: path.join(root, 'tests', 'generated', 'api'),
  }
}

/**
 * Makes `<DATA_DIR>/workspace/` a ready Playwright project (config, package.json, .gitignore, README, the spec and
 * generated-test folders). Safe to call at every start and before every run: it only creates what is missing and
 * refreshes files that are still exactly what Specwright wrote. A file the user changed is kept, and reported
 * once (per distinct user version) through `logger.warn`.
 *
 * @example
 * const ws = await ensureWorkspace(config.dataDir, { logger: app.log })
 * const file = resolveInsideRoot(ws.apiGenerated, `${folder}.spec.ts`, ['path', 'folder']) // from ./safe-path.js
 */
export async function ensureWorkspace(dataDir: string, options: { logger?: WorkspaceLogger } = {}): Promise<EnsureWorkspaceResult> {
  const paths = workspacePaths(dataDir)
  for (const dir of WORKSPACE_DIRS) await fs.mkdir(path.join(paths.root, dir), { recursive: true })
  const manifestFile = path.join(paths.root, MANIFEST)
  const manifest = await readManifest(manifestFile)
  const written: string[] = []
  const kept: string[] = []
  let changed = false

  for (const [name, content] of Object.entries(workspaceFiles())) {
    const file = path.join(paths.root, name)
    const ours = sha256(content)
    const entry = manifest.files[name] ?? {}
    const current = await readIfExists(file)
    if (current === undefined || (current !== content && sha256(current) === entry.written)) {
      // Missing, or an older version of ours the user never touched: (re)write it.
      await writeAtomic(file, content)
      written.push(name)
      manifest.files[name] = { written: ours }
      changed = true
    } else if (current === content) {
      if (entry.written !== ours || entry.kept !== undefined) {
        manifest.files[name] = { written: ours }
        changed = true
      }
    } else {
      kept.push(name)
      const theirs = sha256(current)
      if (entry.kept !== theirs) {
        options.logger?.warn(
          { file, workspace: paths.root },
          `Keeping your changed ${name} in the Playwright workspace; Specwright no longer updates it (delete it to get the current default)`,
        )
        manifest.files[name] = { ...entry, kept: theirs }
        changed = true
      }
    }
  }
  if (changed) await writeAtomic(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`)
  return { ...paths, written, kept }
}

async function readManifest(file: string): Promise<Manifest> {
  const text = await readIfExists(file)
  if (text === undefined) return { version: 1, files: {} }
  try {
    const parsed = JSON.parse(text) as Partial<Manifest>
    if (parsed && typeof parsed.files === 'object' && parsed.files !== null) return { version: 1, files: parsed.files }
  } catch {
    // A damaged manifest only means every differing file is treated as the user's: nothing is overwritten.
  }
  return { version: 1, files: {} }
}

async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await fs.readFile(file, 'utf8')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw err
  }
}

/** Write-then-rename, so a crash or a concurrent start never leaves a half-written config. */
async function writeAtomic(file: string, content: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true })
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  await fs.writeFile(tmp, content)
  await fs.rename(tmp, file)
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}
