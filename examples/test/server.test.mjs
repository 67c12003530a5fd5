import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { test } from 'node:test'
import { fileURLToPath } from 'node:url'

const SERVER = fileURLToPath(new URL('../demo-shop/server.mjs', import.meta.url))

function start(env) {
  const child = spawn(process.execPath, [SERVER], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  return { child, output: () => output }
}

test('`node demo-shop/server.mjs` starts the variant from DEMO_VARIANT on PORT and stops on SIGTERM', async () => {
  const { child, output } = start({ PORT: '0', DEMO_VARIANT: 'cosmetic' })
  try {
    const [line] = await once(child.stdout, 'data')
    const url = /listening on (http:\S+)/.exec(String(line))?.[1]
    assert.match(String(line), /^Demo shop \(cosmetic\) listening on http:\/\/127\.0\.0\.1:\d+\n$/)
    const health = await (await fetch(`${url}/api/health`)).json()
    assert.equal(health.variant, 'cosmetic')
    const page = await fetch(`${url}/login`)
    assert.equal(page.headers.get('content-type'), 'text/html; charset=utf-8')
    assert.match(await page.text(), />Log in<\/button>/)
  } finally {
    child.kill('SIGTERM')
  }
  const [code] = await once(child, 'exit')
  assert.equal(code, 0, output())
})

test('an unknown DEMO_VARIANT stops startup with one clear line', async () => {
  const { child, output } = start({ PORT: '0', DEMO_VARIANT: 'fancy' })
  const [code] = await once(child, 'exit')
  assert.equal(code, 1)
  assert.equal(output(), 'demo shop: DEMO_VARIANT must be one of baseline, cosmetic, cosmetic2, broken (got "fancy")\n')
})

test('an invalid PORT stops startup with one clear line', async () => {
  const { child, output } = start({ PORT: 'eighty' })
  const [code] = await once(child, 'exit')
  assert.equal(code, 1)
  assert.equal(output(), 'demo shop: PORT must be a port number (got "eighty")\n')
})
