import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { healLocator } from '../../../src/modules/pipeline/healer.js'
import { type WalkResult, walkPlan } from '../../../src/modules/pipeline/plan-walker.js'
import { planSpec, type UiPlan } from '../../../src/modules/pipeline/planner.js'
import { parseUiSpec } from '../../../src/modules/pipeline/spec-parser.js'
import { inNewPage, launchBrowser } from '../pipeline/demo-shop.js'
import type { Apps22 } from './e2e-apps-22.js'
import { uiPlan } from './measure.js'

/**
 * The end-to-end runs of a held-out set's own steps (e2e-held-out-22/23/25/26): a block of consecutive steps, planned as the
 * set expects, green on the app as meant, and red on the app with one bug at the step that sees it, nothing healed.
 */
export interface Block {
  title: string
  /** The block's first step in the set and how many consecutive steps it holds. */
  first: string
  count: number
  /** The spec step that sees the bug, and words its failure message names. */
  failsAt: number
  failureNames: string
  /** Entries of the block the spec leaves out (the reader reports them, or the set expects `unknown`). */
  skip?: string[]
  /** Values for the block's `{{VAR}}` placeholders besides `BASE_URL`. */
  env?: Record<string, string>
}

/** A block that begins mid-flow: on its start page, or after earlier steps of the set that bring the app there. */
export interface StartedBlock extends Block {
  /** The page the block starts on when its first step is not a navigation (several: visited in order, its history). */
  start?: string | string[]
  /** Earlier steps of the set (planned as it expects) that bring the app to where the block starts. */
  lead?: { first: string; count: number }
  /** The app the block runs on, when the file's apps are served one per origin. */
  app?: string
  /** Origins the block's steps name (`https://staging.example.test`), served by the apps as meant or with the bug. */
  hosts?: string[]
}

/** The block's entries from the set, exactly as written, less the ones it skips. */
export function entriesOf(set: readonly [string, string][], block: { first: string; count: number; skip?: string[] }): [string, string][] {
  const start = set.findIndex(([step]) => step === block.first)
  if (start < 0) throw new Error(`not in the held-out set: ${block.first}`)
  const entries = set.slice(start, start + block.count)
  const missing = (block.skip ?? []).filter((skipped) => !entries.some(([step]) => step === skipped))
  if (missing.length > 0) throw new Error(`skipped but not in the block "${block.first}": ${missing.join('; ')}`)
  return entries.filter(([step]) => !block.skip?.includes(step))
}

/**
 * The block as a spec, its steps numbered as written: a step the writer numbered (`3. Click Reserve`, `3) Click`) is
 * its own list item, as it is in their spec; numbering it again would make it a nested list.
 */
export const specOf = (set: readonly [string, string][], block: { title: string; first: string; count: number; skip?: string[] }) =>
  `# Test: ${block.title}\n\n## Steps\n\n${entriesOf(set, block)
    .map(([step], i) => (/^\d+[.)]\s/.test(step) ? step : `${i + 1}. ${step}`))
    .join('\n')}\n`

export const failureOf = (walk: WalkResult) =>
  walk.failure && `step ${walk.failure.n}: ${walk.failure.text}: ${walk.failure.failure?.message}`

/** Every entry planned exactly as the set expects (lead steps first), and the block's plan with nothing unknown. */
export function expectPlanned(set: readonly [string, string][], block: Block, lead: [string, string][] = []): UiPlan {
  const entries = entriesOf(set, block)
  expect(entries).toHaveLength(block.count - (block.skip?.length ?? 0))
  const planned = [...lead, ...entries]
  expect(planned.map(([step]) => `${step} => ${uiPlan(step)}`)).toEqual(planned.map(([step, want]) => `${step} => ${want}`))
  const parsed = parseUiSpec(specOf(set, block))
  expect(parsed.errors).toEqual([])
  const plan = planSpec(parsed.spec)
  expect(new Set(plan.steps.map((step) => step.n)).size).toBe(entries.length)
  expect(plan.unknown).toEqual([])
  return plan
}

/**
 * Runs the plan green on the app as meant, then on the app with its bug with the green run's locators stored and the
 * healer on: it must fail at the block's step, naming the bug's words, with nothing healed.
 */
export async function expectGreenThenRed(
  block: Block,
  plan: UiPlan,
  base: (bug: boolean) => string,
  onPage: (bug: boolean, run: (page: Page) => Promise<WalkResult>) => Promise<WalkResult>,
): Promise<void> {
  const env = (bug: boolean) => ({ ...block.env, BASE_URL: base(bug) })
  const green = await onPage(false, (page) => walkPlan(page, plan, { env: env(false), baseUrl: base(false), timeoutMs: 2500 }))
  expect(failureOf(green)).toBeUndefined()
  expect(green.ok).toBe(true)
  const red = await onPage(true, (page) =>
    walkPlan(page, plan, {
      env: env(true),
      baseUrl: base(true),
      stored: green.resolutions,
      relocate: healLocator,
      graceMs: 300,
      timeoutMs: 1500,
    }),
  )
  expect(red.ok).toBe(false)
  expect(failureOf(red)).toContain(`step ${block.failsAt}:`)
  expect(red.failure?.failure?.message).toContain(block.failureNames)
  expect(red.heals).toEqual([])
}

/** What a file's own tests get from describeBlocks: its browser, its apps, and a page brought to a block's start. */
export interface BlockRun {
  browser: () => Browser
  apps: () => Apps22
  withPage: <T>(block: StartedBlock, bug: boolean, run: (page: Page) => Promise<T>) => Promise<T>
}

/**
 * One test per block (planned as the set expects, green as meant, red at its bug), on the apps `start` serves to one
 * browser for the file; `more` adds the file's own tests with the same browser and apps.
 */
export function describeBlocks(
  title: string,
  set: readonly [string, string][],
  blocks: StartedBlock[],
  start: () => Promise<Apps22>,
  more?: (run: BlockRun) => void,
): void {
  let browser: Browser
  let apps: Apps22
  beforeAll(async () => {
    browser = await launchBrowser()
    apps = await start()
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
    await apps?.stop()
  })
  /** A page in a fresh context of the file's browser, brought to where the block starts (its start page or lead). */
  const withPage = <T>(block: StartedBlock, bug: boolean, run: (page: Page) => Promise<T>) =>
    inNewPage(browser, async (page) => {
      const base = apps.base(bug, block.app)
      for (const host of block.hosts ?? [])
        await page.context().route(`${host}/**`, async (route) => {
          const response = await route.fetch({ url: base + route.request().url().slice(host.length) })
          await route.fulfill({ response })
        })
      for (const start of [block.start ?? []].flat()) await page.goto(base + start)
      if (block.lead) {
        const lead = await walkPlan(page, planSpec(parseUiSpec(specOf(set, { title: 'lead', ...block.lead })).spec), {
          env: { ...block.env, BASE_URL: base },
          baseUrl: base,
          timeoutMs: 2500,
        })
        if (!lead.ok) throw new Error(`the lead of "${block.title}" failed: ${failureOf(lead)}`)
      }
      return run(page)
    })
  describe(title, { timeout: 60_000 }, () => {
    for (const block of blocks) {
      it(`${block.title}: ${block.count} steps understood as the set means, green as meant, red at step ${block.failsAt} on the bug`, async () => {
        const plan = expectPlanned(set, block, block.lead ? entriesOf(set, block.lead) : [])
        await expectGreenThenRed(
          block,
          plan,
          (bug) => apps.base(bug, block.app),
          (bug, run) => withPage(block, bug, run),
        )
      })
    }
    more?.({ browser: () => browser, apps: () => apps, withPage })
  })
}
