import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { isProjectId } from '../../platform/http/schemas.js'
import { resolveInsideRoot } from '../../platform/playwright/safe-path.js'
import { workspacePaths } from '../../platform/playwright/workspace.js'

/**
 * The workspace mirror of UI specs: `<DATA_DIR>/workspace/specs/<project_id>/<name>.md`. The DB is the record;
 * the files make the workspace a complete Playwright project you can read, commit and run by hand.
 */
export class SpecFiles {
  readonly #specsRoot: string

  constructor(dataDir: string) {
    this.#specsRoot = workspacePaths(dataDir).specs
  }

  /** Absolute path of a spec's file; a 422 if the name would leave the project's folder. */
  fileOf(projectId: string, name: string): string {
    return resolveInsideRoot(this.#projectRoot(projectId), `${name}.md`, ['body', 'name'])
  }

  /**
   * Write-then-rename, so the runner or an editor never sees half a file. Synchronous on purpose: it runs inside
   * the spec's DB transaction, and an await on libuv's thread pool there would hold the database connection
   * (SQLite has one) behind every file operation queued in the server; a spec of a few KB costs microseconds.
   */
  write(projectId: string, name: string, content: string): void {
    const file = this.fileOf(projectId, name)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`)
    try {
      fs.writeFileSync(tmp, content)
      fs.renameSync(tmp, file)
    } catch (err) {
      fs.rmSync(tmp, { force: true })
      throw err
    }
  }

  /** Removes a spec's file and the folders it leaves empty (never the project's folder itself); synchronous, as `write`. */
  remove(projectId: string, name: string): void {
    const file = this.fileOf(projectId, name)
    fs.rmSync(file, { force: true })
    const root = this.#projectRoot(projectId)
    for (let dir = path.dirname(file); dir.startsWith(`${root}${path.sep}`); dir = path.dirname(dir)) {
      try {
        fs.rmdirSync(dir)
      } catch {
        break // not empty (or already gone): the folders above are not empty either
      }
    }
  }

  #projectRoot(projectId: string): string {
    if (!isProjectId(projectId)) throw new Error(`Not a project id: ${JSON.stringify(projectId)}`)
    return path.join(this.#specsRoot, projectId)
  }
}
