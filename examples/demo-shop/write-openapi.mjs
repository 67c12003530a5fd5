// Regenerates openapi.json and openapi.yaml from openapi.mjs (`npm run openapi -w examples`);
// a test fails when the committed files are stale.
import { writeFileSync } from 'node:fs'
import { stringify } from 'yaml'
import { buildOpenApi } from './openapi.mjs'

const doc = buildOpenApi()
writeFileSync(new URL('./openapi.json', import.meta.url), `${JSON.stringify(doc, null, 2)}\n`)
writeFileSync(new URL('./openapi.yaml', import.meta.url), stringify(doc, { aliasDuplicateObjects: false, lineWidth: 0 }))
console.log('wrote demo-shop/openapi.json and demo-shop/openapi.yaml')
