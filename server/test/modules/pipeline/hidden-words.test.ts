import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateTest } from '../../../src/modules/pipeline/codegen.js'
import { hiddenChain, locatorCode, wordsPattern } from '../../../src/modules/pipeline/locator.js'
import { walkPlan } from '../../../src/modules/pipeline/plan-walker.js'
import { planSpec } from '../../../src/modules/pipeline/planner.js'
import { parseUiSpec } from '../../../src/modules/pipeline/spec-parser.js'
import { inNewPage, launchBrowser } from './demo-shop.js'

/**
 * A hidden check on a named control looks for its name as whole words in any case (locator.ts hiddenChain), in the
 * walk and in the generated code alike: `the "Schedule" button should not be visible` holds while only an
 * "Unschedule" button shows (a substring match found it and failed the step on a correct page), and fails while a
 * "Schedule" or "schedule episode" button shows.
 */

const plan = (steps: string[]) =>
  planSpec(parseUiSpec(`# Test: hidden\n\n## Steps\n\n${steps.map((s, i) => `${i + 1}. ${s}`).join('\n')}\n`).spec)

describe('a hidden check names its control by whole words', () => {
  it('matches the name whole, in any case, never inside a longer word', () => {
    const pattern = wordsPattern('Schedule')
    expect(['Schedule', 'schedule episode', 'Re-schedule'].filter((name) => pattern.test(name))).toEqual([
      'Schedule',
      'schedule episode',
      'Re-schedule',
    ])
    expect(['Unschedule', 'Scheduled', 'Schedules'].some((name) => pattern.test(name))).toBe(false)
    expect(wordsPattern('a/b (1)').test('see a/b (1) now')).toBe(true)
  })

  it('keeps a placeholder name as a substring (its pattern cannot be written as a literal)', () => {
    expect(locatorCode(hiddenChain({ kind: 'clickable', role: 'button', name: '{{USER}}' }))).toBe(
      "page.getByRole('button', { name: env('USER') })",
    )
  })

  it("matches a field's label by whole words too", () => {
    expect(locatorCode(hiddenChain({ kind: 'field', name: 'Name' }))).toBe(
      'page.getByLabel(/(?<![\\p{L}\\p{N}_])Name(?![\\p{L}\\p{N}_])/iu)',
    )
  })

  it('writes the whole-word pattern in the generated check and wait', () => {
    const code = generateTest(plan(['The "Schedule" button should not be visible', 'Wait until the "Saving" button disappears'])).code
    expect(code).toContain(
      "await expect(page.getByRole('button', { name: /(?<![\\p{L}\\p{N}_])Schedule(?![\\p{L}\\p{N}_])/iu })).toBeHidden()",
    )
    expect(code).toContain(
      "await page.getByRole('button', { name: /(?<![\\p{L}\\p{N}_])Saving(?![\\p{L}\\p{N}_])/iu }).waitFor({ state: 'hidden' })",
    )
  })

  describe('on a live page', () => {
    let browser: Browser
    beforeAll(async () => {
      browser = await launchBrowser()
    })
    afterAll(async () => {
      await browser?.close()
    })
    const walk = (html: string) =>
      inNewPage(browser, async (page) => {
        await page.setContent(html)
        const result = await walkPlan(page, plan(['The "Schedule" button should not be visible']), { env: {}, timeoutMs: 300 })
        return result.failure?.failure?.message ?? 'passed'
      })

    it('passes while only an "Unschedule" button shows', async () => {
      expect(await walk('<button hidden>Schedule</button><button>Unschedule</button>')).toBe('passed')
    })

    it('passes while only a "Username" field shows, and fails while a "Name" field does', async () => {
      const field = (html: string) =>
        inNewPage(browser, async (page) => {
          await page.setContent(html)
          const result = await walkPlan(page, plan(['The "Name" field should not be visible']), { env: {}, timeoutMs: 300 })
          return result.failure?.failure?.message ?? 'passed'
        })
      expect(await field('<label>Username <input></label>')).toBe('passed')
      expect(await field('<label>Username <input></label><label>Name <input></label>')).toContain('is still visible')
    })

    it('fails while the "Schedule" button, or one whose name holds the word, shows', async () => {
      expect(await walk('<button>Schedule</button><button>Unschedule</button>')).toContain('is still visible')
      expect(await walk('<button>schedule episode</button>')).toContain('is still visible')
    })
  })
})
