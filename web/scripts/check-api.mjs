// Fails (exit 1) when the committed src/api/openapi.json or schema.d.ts no longer match the server code.
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { API_DIR, GENERATED_FILES, generateApiFiles } from './api-codegen.mjs'

const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'specwright-check-api-'))
try {
  await generateApiFiles(tmp)
  const stale = []
  for (const name of GENERATED_FILES) {
    const fresh = await fs.readFile(path.join(tmp, name), 'utf8')
    const committed = await fs.readFile(path.join(API_DIR, name), 'utf8').catch(() => undefined)
    if (committed !== fresh) stale.push(`web/src/api/${name}${committed === undefined ? ' (missing)' : ''}`)
  }
  if (stale.length > 0) {
    console.error(`The generated API client is stale: ${stale.join(', ')} differ from the server's OpenAPI document.`)
    console.error('Run "npm run gen:api" and commit the result.')
    process.exitCode = 1
  } else {
    console.log('web/src/api is up to date with the server OpenAPI document')
  }
} finally {
  await fs.rm(tmp, { recursive: true, force: true })
}
