// Module resolution hook for test processes: Node's ESM resolver ignores NODE_PATH, so a generated test in a
// `"type": "module"` folder outside the repo (DATA_DIR elsewhere) could not import @playwright/test. A bare
// specifier that fails the normal lookup is retried from each NODE_PATH folder, as CommonJS would.
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const folders = (process.env.NODE_PATH ?? '').split(path.delimiter).filter(Boolean)
const BARE = /^(?![./#]|[a-zA-Z][a-zA-Z0-9+.-]*:)/

export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context)
  } catch (err) {
    if (err?.code !== 'ERR_MODULE_NOT_FOUND' || !BARE.test(specifier)) throw err
    for (const folder of folders) {
      try {
        // Resolving as if imported by a file inside a node_modules folder makes Node look in that folder.
        return await nextResolve(specifier, { ...context, parentURL: pathToFileURL(path.join(folder, 'noop.js')).href })
      } catch {
        // Not in this folder; try the next.
      }
    }
    throw err
  }
}
