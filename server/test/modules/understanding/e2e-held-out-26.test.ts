import { servePages } from './e2e-apps-22.js'
import { PAGES_26 } from './e2e-apps-26.js'
import { MORE_26_PAGES } from './e2e-apps-26-more.js'
import { describeBlocks, type StartedBlock } from './e2e-blocks.js'
import { HELD_OUT_UI_26 } from './held-out-26.js'

/**
 * Held-out set 26's own steps (opened for tuning in round 14), run end to end in Chromium (rules only) against small
 * apps built to fit them (e2e-apps-26*.ts), as e2e-held-out-25 does for set 25: every step planned as the set expects,
 * green on the app as meant, red at the step that sees the one bug, nothing healed with stored locators and the healer
 * on. Blocks that begin mid-flow (after steps the reader reports) start on the page those steps lead to.
 */

const BLOCKS: StartedBlock[] = [
  {
    title: "HiveLog: a hive archived from its card's context menu, a tooltip and the harvest log",
    first: 'Hive 2 row shows "Queenright"',
    count: 16,
    start: '/apiaries/orchard-hill',
    failsAt: 9,
    failureNames: 'Hive 3',
  },
  {
    title: 'Harbourline (Gherkin): a sailing, passengers with a vehicle, a cabin and back',
    first: 'When I select "Rosslare" in the From dropdown',
    count: 25,
    start: '/timetable',
    failsAt: 22,
    failureNames: 'expected the value to be "2", got "1"',
  },
  {
    title: 'KilnQueue (passive voice and typos): booking a bisque firing',
    first: 'The studio dashboard is opened at {{BASE_URL}}/kiln',
    count: 15,
    failsAt: 10,
    failureNames: 'Cone 04',
  },
  {
    title: 'PisteMate (terse with typos): reserving rental equipment',
    first: 'chek "Helmet"',
    count: 8,
    start: '/rentals',
    failsAt: 7,
    failureNames: 'expected 4 button "Remove", found 3',
  },
  {
    title: 'ChoirBook: a bulk action on an unlabelled row checkbox, then the scores',
    first: 'Select the checkbox next to "Yuki Sato"',
    count: 7,
    start: '/members',
    failsAt: 4,
    failureNames: 'Alto',
  },
]

describeBlocks('held-out set 26 end to end, on apps built to fit its steps', HELD_OUT_UI_26, BLOCKS, () =>
  servePages({ ...PAGES_26, ...MORE_26_PAGES }),
)
