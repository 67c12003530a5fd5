import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { idiomText, READERS } from '../../../src/modules/api-testing/code-idioms.js'

/**
 * Each tool reader's first test (code-idioms.ts) may skip only steps its reader reads nothing of: over every step of
 * the open API corpora and held-out sets, a step the test rejects gets no reading and no reason from the reader.
 */
const dir = new URL('../understanding/', import.meta.url).pathname
const files = readdirSync(dir).filter((f) => /^(?:api-corpus[\w-]*|held-out-[\w-]*)\.ts$/.test(f) && !f.endsWith('.test.ts'))

async function steps(): Promise<string[]> {
  const all = new Set<string>()
  for (const file of files) {
    const module = (await import(`${dir}${file}`)) as Record<string, unknown>
    for (const value of Object.values(module)) {
      if (!Array.isArray(value)) continue
      for (const entry of value) {
        const step = typeof entry === 'string' ? entry : Array.isArray(entry) && typeof entry[0] === 'string' ? entry[0] : undefined
        if (step) all.add(step)
      }
    }
  }
  return [...all]
}

describe('tool readers’ first tests', () => {
  it('reject only steps their reader reads nothing of', async () => {
    const texts = (await steps()).map(idiomText)
    expect(texts.length).toBeGreaterThan(2000)
    const wrong: string[] = []
    for (const [read, mayRead] of READERS) {
      if (!mayRead) continue
      for (const text of texts) if (!mayRead(text) && read(text) !== undefined) wrong.push(`${read.name}: ${text}`)
    }
    expect(wrong).toEqual([])
  })
})
