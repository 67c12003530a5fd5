import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateTest } from '../../../src/modules/pipeline/codegen.js'
import { planSpec } from '../../../src/modules/pipeline/planner.js'
import { parseUiSpec } from '../../../src/modules/pipeline/spec-parser.js'
import { runGenerated } from './run-generated.js'

// Issue 9 point 8: a text check must not pass on a page that shows the text only inside a longer word or in
// another case. Playwright's plain getByText('Total: $43.99') matches "Subtotal: $43.99" (substring, any case);
// the generated check uses wholeWords(), run here for real in Chromium through the @playwright/test CLI.

const PAGES: Record<string, string> = {
  '/trap': '<main><p>Subtotal: $43.99</p><p>Shipping: free</p></main>',
  '/case': '<main><p>total: $43.99</p></main>',
  '/right': '<main><p>Subtotal: $40.00</p><p>Order Total: $43.99.</p></main>',
}
const SPEC = (page: string) =>
  `# Test: Totals on ${page}\n## Steps\n1. Go to {{BASE_URL}}${page}\n2. Verify the text "Total: $43.99" is visible\n`

let server: Server
let baseUrl: string

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.end(`<!doctype html><title>Cart</title>${PAGES[req.url ?? ''] ?? '<p>not found</p>'}`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

/** The generated test run for real in Chromium; its first error's message, or '' when it passed. */
async function run(code: string): Promise<{ passed: boolean; error: string }> {
  const result = await runGenerated('words.spec.ts', code, baseUrl, { BASE_URL: baseUrl })
  return { passed: result.passed, error: result.error?.message ?? '' }
}

describe('a generated text check in Chromium', () => {
  it('fails when the text is only part of a longer word, or in another case, and passes when it is there', async () => {
    const generate = (page: string) => generateTest(planSpec(parseUiSpec(SPEC(page)).spec)).code
    expect(generate('/trap')).toContain("page.getByText(wholeWords('Total: $43.99')).first()")
    const trap = await run(generate('/trap'))
    expect(trap.passed).toBe(false)
    expect(trap.error).toContain('toBeVisible')
    expect((await run(generate('/case'))).passed).toBe(false)
    expect(await run(generate('/right'))).toEqual({ passed: true, error: '' })
    // The trap is real: the plain substring locator the generator used to write passes on the same page.
    const substring = generate('/trap').replace("page.getByText(wholeWords('Total: $43.99'))", "page.getByText('Total: $43.99')")
    expect((await run(substring)).passed).toBe(true)
  }, 120_000)
})
