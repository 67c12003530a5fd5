// npm run gen:api -w web: regenerates src/api/openapi.json and src/api/schema.d.ts from the server code.
import path from 'node:path'
import { API_DIR, generateApiFiles, WEB_ROOT } from './api-codegen.mjs'

const written = await generateApiFiles(API_DIR)
for (const file of written) console.log(`wrote ${path.relative(WEB_ROOT, file)}`)
