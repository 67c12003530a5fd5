// Regenerates openapi.json and openapi.yaml from openapi.mjs (`npm run openapi -w examples`);
// a test fails when the committed files are stale.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { stringify } from 'yaml'
import { buildOpenApi } from './openapi.mjs'

const doc = buildOpenApi()
const jsonPath = fileURLToPath(new URL('./openapi.json', import.meta.url))
writeFileSync(jsonPath, `${JSON.stringify(doc, null, 2)}\n`)
writeFileSync(new URL('./openapi.yaml', import.meta.url), stringify(doc, { aliasDuplicateObjects: false, lineWidth: 0 }))
// Written in the repository's Biome style so `biome check` stays clean after regenerating.
const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome')
execFileSync(process.execPath, [biome, 'format', '--write', jsonPath], { stdio: 'ignore' })
console.log('wrote demo-shop/openapi.json and demo-shop/openapi.yaml')
