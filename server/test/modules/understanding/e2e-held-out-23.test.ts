import { expect, it } from 'vitest'
import { walkPlan } from '../../../src/modules/pipeline/plan-walker.js'
import { planSpec } from '../../../src/modules/pipeline/planner.js'
import { parseUiSpec } from '../../../src/modules/pipeline/spec-parser.js'
import { servePages } from './e2e-apps-22.js'
import { LIBRARY_PAGES } from './e2e-apps-23.js'
import { CAR_PAGES } from './e2e-apps-23-cars.js'
import { MORE_PAGES } from './e2e-apps-23-more.js'
import { PERMIT_PAGES } from './e2e-apps-23-permits.js'
import { describeBlocks, failureOf, type StartedBlock, specOf } from './e2e-blocks.js'
import { HELD_OUT_UI_23 } from './held-out-23.js'

/**
 * Held-out set 23's own steps, as its writer wrote them without seeing this code, run end to end in Chromium (rules
 * only) against small apps built to fit them (e2e-apps-23*.ts). Every step must be planned as the set expects, the
 * block must run green on the app as meant, and on the app with one real bug it must fail at the step that sees the
 * bug, with nothing healed even when the green run's locators are stored and the healer is on. A block that begins
 * mid-flow (after steps the reader does not plan yet) starts on the page those steps lead to, or after earlier steps
 * of the set that bring the app there.
 */

const BLOCKS: StartedBlock[] = [
  {
    title: 'Library: search and hold',
    first: 'Go to {{BASE_URL}}/catalog',
    count: 10,
    failsAt: 4,
    failureNames: 'expected 6 items in the list "Results", found 5',
  },
  {
    title: 'Library: account, fines and footer',
    first: 'Check the "Email me before items are due" checkbox',
    count: 16,
    start: '/account',
    failsAt: 4,
    failureNames: 'Email me before items are due',
  },
  {
    title: 'Permits: a fence over 2 m, submitted and listed',
    first: 'Type 2.5 into Fence height (m) and click Next',
    count: 9,
    lead: { first: 'Open {{BASE_URL}}/permits/new', count: 3 },
    failsAt: 9,
    failureNames: 'expected 3 rows in the table "applications", found 2',
  },
  {
    title: 'Gym (Korean-speaking writer): log in and filter the schedule',
    first: 'Input "minji.park@test.kr" to email field.',
    count: 7,
    start: '/login',
    failsAt: 7,
    failureNames: 'expected 5 items in the list "class", found 8',
  },
  {
    title: 'Gym: changing the membership plan',
    first: 'Current plan reads "Off-peak monthly"',
    count: 12,
    start: '/membership',
    failsAt: 6,
    failureNames: 'Card number',
  },
  {
    title: 'Car rental: protection, child seat and driver',
    first: 'Select "Full protection" radio',
    count: 7,
    start: '/booking/extras',
    failsAt: 2,
    failureNames: '€389.00',
  },
  {
    title: 'Marina (Spanish-speaking writer): booking a berth',
    first: 'Enter to the page {{BASE_URL}}/amarres',
    count: 12,
    failsAt: 10,
    failureNames: '€ 210,00',
  },
  {
    title: 'Vet clinic (German-speaking writer): new appointment',
    first: 'Open the page {{BASE_URL}}/termine',
    count: 9,
    failsAt: 9,
    failureNames: 'Termin wurde gespeichert',
  },
]

describeBlocks(
  'held-out set 23 end to end, on apps built to fit its steps',
  HELD_OUT_UI_23,
  BLOCKS,
  () => servePages({ ...LIBRARY_PAGES, ...MORE_PAGES, ...PERMIT_PAGES, ...CAR_PAGES }),
  ({ apps, withPage }) => {
    it('a plan card whose description repeats another plan\'s name: "the Unlimited radio" is reported ambiguous, never guessed', async () => {
      // Finding: a radio wrapped in its card's label is named by the whole card ("Annual Unlimited, paid yearly"), so
      // two radios hold "Unlimited" and neither is named exactly that; the resolver reports the two rather than pick.
      const gym = BLOCKS.find((block) => block.start === '/membership')!
      const plan = planSpec(parseUiSpec(specOf(HELD_OUT_UI_23, { ...gym, count: 3 })).spec)
      const walk = await withPage({ ...gym, start: '/membership/annual-unlimited' }, false, (page) =>
        walkPlan(page, plan, { env: { BASE_URL: apps().base(false) }, timeoutMs: 1000 }),
      )
      expect(failureOf(walk)).toBe(
        'step 3: Select the "Unlimited" radio button: 2 elements match "Unlimited"; say which with for "<text of its row or card>"',
      )
    })
  },
)
