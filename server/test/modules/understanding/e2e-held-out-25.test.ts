import { afterAll, beforeAll, expect, it } from 'vitest'
import { healLocator } from '../../../src/modules/pipeline/healer.js'
import { walkPlan } from '../../../src/modules/pipeline/plan-walker.js'
import { inNewPage } from '../pipeline/demo-shop.js'
import { type Apps22, servePages } from './e2e-apps-22.js'
import { HIVE_PLOT_PAGES } from './e2e-apps-25.js'
import { FERRY_COSMETIC_PAGES, FERRY_PAGES, LEAGUE_PAGES } from './e2e-apps-25-ferry.js'
import { MORE_25_PAGES } from './e2e-apps-25-more.js'
import { describeBlocks, expectPlanned, failureOf, type StartedBlock } from './e2e-blocks.js'
import { HELD_OUT_UI_25 } from './held-out-25.js'

/**
 * Held-out set 25's own steps, as its writers wrote them without seeing this code, run end to end in Chromium (rules
 * only) against small apps built to fit them (e2e-apps-25*.ts). Every step must be planned as the set expects, the
 * block must run green on the app as meant, and on the app with one real bug it must fail at the step that sees the
 * bug, with nothing healed even when the green run's locators are stored and the healer is on. A block that begins
 * mid-flow (after steps the reader reports) starts on the page those steps lead to.
 */

const BLOCKS: StartedBlock[] = [
  {
    title: 'HiveNote (a junior tester, long polite sentences): inspecting a hive and adding a treatment',
    first: 'It would be great to confirm that the heading "My apiaries" is now visible on the screen.',
    count: 21,
    start: '/apiary',
    failsAt: 12,
    failureNames: 'Calm',
  },
  {
    title: 'PlotShare (a senior tester, terse): the waiting list of a plot',
    first: 'Go to {{BASE_URL}}/plots',
    count: 15,
    failsAt: 9,
    failureNames: 'Ravi Patel',
  },
  {
    title: 'SeaLink Ferries (Gherkin): a sailing, passengers and a cabin',
    first: 'Given I open {{BASE_URL}}/sailings',
    count: 25,
    failsAt: 21,
    failureNames: 'Outside twin',
  },
  {
    title: 'Sunday League (typos, odd casing): a fixture, its result and the table',
    first: 'goto {{BASE_URL}}/league/fixtures',
    count: 25,
    failsAt: 16,
    failureNames: '3 - 1',
  },
  {
    title: 'Scales & Keys (a Portuguese-speaking writer): registering a student',
    first: 'Access the page {{BASE_URL}}/students',
    count: 8,
    failsAt: 8,
    failureNames: 'Aluno cadastrado com sucesso',
  },
  {
    title: 'Scales & Keys (a Portuguese-speaking writer): a deletion cancelled at the confirmation',
    first: 'Click in the button "Excluir" of the line "Bruno Costa"',
    count: 3,
    start: '/students',
    failsAt: 3,
    failureNames: 'Bruno Costa',
  },
  {
    title: 'BrightSmile (a Hindi-speaking writer): a family member and the insurance policy',
    first: 'Kindly open the portal URL {{BASE_URL}}/portal/family',
    count: 11,
    failsAt: 11,
    failureNames: 'HDFC-22918',
  },
  {
    title: 'SpokeShop (single quotes everywhere): a job card, its estimate and a chain',
    first: "Navigate to '{{BASE_URL}}/workshop'",
    count: 17,
    failsAt: 10,
    failureNames: 'Estimated total: £35.00',
  },
  {
    title: 'StarSlot (a mix of everyday writers): reserving a telescope slot',
    first: 'Open {{BASE_URL}}/telescopes and wait for the page to load',
    count: 19,
    failsAt: 10,
    failureNames: 'Slot reserved: 22:00–23:30',
  },
]

let restyled: Apps22
describeBlocks(
  'held-out set 25 end to end, on apps built to fit its steps',
  HELD_OUT_UI_25,
  BLOCKS,
  () => servePages({ ...HIVE_PLOT_PAGES, ...FERRY_PAGES, ...LEAGUE_PAGES, ...MORE_25_PAGES }),
  ({ browser, apps, withPage }) => {
    beforeAll(async () => {
      restyled = await servePages(FERRY_COSMETIC_PAGES)
    })
    afterAll(async () => {
      await restyled?.stop()
    })

    it('SeaLink Ferries restyled (the date field now "Date of travel" under a new id, the search button "Find Sailings" without its id and classes): the stored locator heals and the block stays green', async () => {
      const ferry = BLOCKS.find((block) => block.first === 'Given I open {{BASE_URL}}/sailings')!
      const plan = expectPlanned(HELD_OUT_UI_25, ferry)
      const green = await withPage(ferry, false, (page) => walkPlan(page, plan, { env: { BASE_URL: apps().base(false) }, timeoutMs: 2500 }))
      expect(failureOf(green)).toBeUndefined()
      const healed = await inNewPage(browser(), (page) =>
        walkPlan(page, plan, {
          env: { BASE_URL: restyled.base(false) },
          stored: green.resolutions,
          relocate: healLocator,
          graceMs: 300,
          timeoutMs: 2500,
        }),
      )
      expect(failureOf(healed)).toBeUndefined()
      expect(healed.heals.map((heal) => `${heal.from} -> ${heal.to}`)).toEqual([
        "page.getByRole('textbox', { name: 'Travel date' }) -> page.getByLabel('Date of travel')",
      ])
    })
  },
)
