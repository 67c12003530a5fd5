import { startApps22 } from './e2e-apps-22.js'
import { FARM_PAGES } from './e2e-apps-22-farm.js'
import { type Block, describeBlocks } from './e2e-blocks.js'
import { HELD_OUT_UI_22 } from './held-out-22.js'

/**
 * Held-out set 22's own steps, as its writer wrote them without seeing this code, run end to end in Chromium (rules
 * only) against small apps built to fit them (e2e-apps-22.ts). Every step must be planned as the set expects, the
 * block must run green on the app as meant, and on the app with one real bug it must fail at the step that sees the
 * bug, with nothing healed even when the green run's locators are stored and the healer is on.
 */

const BLOCKS: Block[] = [
  {
    title: 'Dental clinic: booking',
    first: 'Navigate to {{BASE_URL}}/appointments/new',
    count: 14,
    failsAt: 13,
    failureNames: 'Appointment booked',
  },
  {
    title: 'Dental clinic: front desk schedule',
    first: 'Go to {{BASE_URL}}/admin/appointments',
    count: 14,
    failsAt: 14,
    failureNames: 'Ana Silva',
  },
  {
    title: 'Recycling pickup: scheduling',
    first: 'Open {{BASE_URL}}/pickups/schedule',
    count: 15,
    failsAt: 14,
    failureNames: 'Pickup scheduled for Tuesday',
  },
  {
    title: 'Recycling pickup: editing a pickup',
    first: 'Given I navigate to "{{BASE_URL}}/pickups/upcoming"',
    count: 12,
    failsAt: 9,
    failureNames: 'Cardboard',
  },
  { title: 'Language school: enrolment', first: 'Navigate to {{BASE_URL}}/courses', count: 15, failsAt: 15, failureNames: '€420.00' },
  { title: 'Farm shop: adding a product', first: 'Go to {{BASE_URL}}/admin/products', count: 14, failsAt: 14, failureNames: 'Sold out' },
  {
    title: 'Farm shop: search and filters',
    first: 'Navigate to {{BASE_URL}}/shop',
    count: 13,
    failsAt: 10,
    failureNames: 'Bramley apples 1kg',
  },
  {
    title: 'Language school: placement test',
    first: 'Go to the page {{BASE_URL}}/placement-test',
    count: 13,
    failsAt: 10,
    failureNames: 'not checked',
  },
]

describeBlocks('held-out set 22 end to end, on apps built to fit its steps', HELD_OUT_UI_22, BLOCKS, () => startApps22(FARM_PAGES))
