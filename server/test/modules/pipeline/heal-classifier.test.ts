import { describe, expect, it } from 'vitest'
import { type Classification, classifyFailure, type FailureInput, HEALABLE_CLASSES } from '../../../src/modules/pipeline/heal-classifier.js'

const NOT_FOUND =
  "expect(locator).toBeVisible() failed\n\nLocator: getByText('Total: $43.99')\nExpected: visible\nTimeout: 5000ms\nError: element(s) not found"
const CLICK_TIMEOUT = "locator.click: Timeout 5000ms exceeded.\nCall log:\n  - waiting for getByRole('button', { name: 'Sign in' })"

const CASES: [string, FailureInput, Pick<Classification, 'classification' | 'healable'>][] = [
  [
    'app down',
    { message: 'page.goto: net::ERR_CONNECTION_REFUSED at http://127.0.0.1:4300/login' },
    { classification: 'environment', healable: false },
  ],
  [
    'ANSI-coloured runner text',
    { message: '\u001b[31mpage.goto: net::ERR_NAME_NOT_RESOLVED\u001b[39m' },
    { classification: 'environment', healable: false },
  ],
  [
    'variable unset',
    { message: 'Error: Set the DEMO_PASSWORD environment variable: the spec uses {{DEMO_PASSWORD}}' },
    { classification: 'environment', healable: false },
  ],
  [
    'no browser',
    { message: "browserType.launch: Executable doesn't exist at /opt/chrome" },
    { classification: 'environment', healable: false },
  ],
  [
    'syntax error',
    { message: 'SyntaxError: /tmp/t.spec.ts: Unexpected token (12:4)' },
    { classification: 'test_code_error', healable: true },
  ],
  ['undefined name', { message: 'ReferenceError: page2 is not defined' }, { classification: 'test_code_error', healable: true }],
  ['bad key', { message: 'keyboard.press: Unknown key: "Entr"', kind: 'press' }, { classification: 'test_code_error', healable: true }],
  [
    'unknown step',
    { message: 'step 4 is not in the step grammar (not a step the grammar knows)' },
    { classification: 'test_code_error', healable: false },
  ],
  [
    'expected text missing, its element still there',
    { message: NOT_FOUND, kind: 'verify_text', targetFound: true, actual: 'Total: $34.49' },
    { classification: 'app_regression', healable: false },
  ],
  [
    'expected text missing altogether',
    { message: NOT_FOUND, kind: 'verify_text', targetFound: false },
    { classification: 'app_regression', healable: false },
  ],
  [
    'expected text only late',
    { message: NOT_FOUND, kind: 'verify_text', locatorMatches: true },
    { classification: 'timing', healable: true },
  ],
  [
    'url differs',
    { message: 'expect(page).toHaveURL(expected) failed', kind: 'verify_url' },
    { classification: 'app_regression', healable: false },
  ],
  [
    'count differs on the found table',
    { message: 'expect(locator).toHaveCount(expected) failed\nExpected: 2\nReceived: 3', kind: 'verify_count', targetFound: true },
    { classification: 'app_regression', healable: false },
  ],
  [
    'value differs on the found field',
    { message: 'expected the value "alice", got "bob"', kind: 'verify_value', targetFound: true },
    { classification: 'app_regression', healable: false },
  ],
  [
    'checked field renamed, re-found',
    { message: NOT_FOUND, kind: 'verify_value', targetFound: false, healed: true },
    { classification: 'locator_drift', healable: true },
  ],
  [
    'checked field gone',
    { message: NOT_FOUND, kind: 'verify_element', targetFound: false },
    { classification: 'locator_drift', healable: false },
  ],
  [
    'button renamed, re-found',
    { message: CLICK_TIMEOUT, kind: 'click', targetFound: false, healed: true },
    { classification: 'locator_drift', healable: true },
  ],
  [
    'button gone, nothing similar',
    { message: CLICK_TIMEOUT, kind: 'click', targetFound: false, healed: false },
    { classification: 'locator_drift', healable: false },
  ],
  ['button there on replay', { message: CLICK_TIMEOUT, kind: 'click', locatorMatches: true }, { classification: 'timing', healable: true }],
  [
    'button disabled for a while',
    { message: `${CLICK_TIMEOUT}\n  - element is not enabled`, kind: 'click' },
    { classification: 'timing', healable: true },
  ],
  [
    'several matches',
    {
      message: "locator.click: Error: strict mode violation: getByRole('button', { name: 'Add to cart' }) resolved to 6 elements",
      kind: 'click',
    },
    { classification: 'locator_drift', healable: false },
  ],
  ['test ran out of time', { message: 'Test timeout of 30000ms exceeded.' }, { classification: 'timing', healable: true }],
  ['anything else is not healed', { message: 'Error: the sky fell' }, { classification: 'app_regression', healable: false }],
]

describe('classifyFailure', () => {
  for (const [name, input, expected] of CASES) {
    it(`${name} -> ${expected.classification}${expected.healable ? ' (healable)' : ''}`, () => {
      const result = classifyFailure(input)
      expect({ classification: result.classification, healable: result.healable }).toEqual(expected)
      expect(result.reason.length).toBeGreaterThan(10)
    })
  }

  it('never lets an app regression or an environment failure be healed', () => {
    expect(HEALABLE_CLASSES).toEqual(['locator_drift', 'timing', 'test_code_error'])
    for (const [, input] of CASES) {
      const result = classifyFailure(input)
      if (result.classification === 'app_regression' || result.classification === 'environment') expect(result.healable).toBe(false)
    }
  })

  it('names what the page shows in the reason', () => {
    expect(classifyFailure({ message: NOT_FOUND, kind: 'verify_text', targetFound: true, actual: 'Total: $34.49' }).reason).toBe(
      'the expected text is gone while the element that showed it is still there (the page shows "Total: $34.49")',
    )
  })

  it('a hidden check or wait whose element stays visible is an app regression, never timing', () => {
    const evidence = { targetFound: true, locatorMatches: true, actual: 'visible' }
    const message = "getByRole('button', { name: 'Retry' }) is still visible (1 element)"
    expect(classifyFailure({ message, kind: 'verify_element', ...evidence }).classification).toBe('app_regression')
    expect(classifyFailure({ message, kind: 'wait', ...evidence })).toMatchObject({ classification: 'app_regression', healable: false })
  })
})
