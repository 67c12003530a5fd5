import { stripVTControlCharacters } from 'node:util'
import { type ActionKind, ASSERTION_KINDS } from './actions.js'

/**
 * Why a UI test failed, from the error text, the failing step's kind and what a replay found on the page. Only
 * `locator_drift`, `timing` and `test_code_error` may be healed; an `app_regression` (an expected value the page
 * does not show while the element that should show it is there, or a check that fails outright) never is, and an
 * `environment` failure (app down, browser gone, variable unset) is not the test's fault.
 */

export const FAILURE_CLASSES = ['locator_drift', 'timing', 'test_code_error', 'app_regression', 'environment'] as const
export type FailureClass = (typeof FAILURE_CLASSES)[number]

/** The classes a healer may fix by changing how the test finds and waits for things. */
export const HEALABLE_CLASSES: readonly FailureClass[] = ['locator_drift', 'timing', 'test_code_error']

export interface FailureInput {
  /** The error as the runner or the page reported it (ANSI colour codes are stripped). */
  message: string
  /** Kind of the failing step's action, when known. */
  kind?: ActionKind
  /** Whether the original locator finds the element now (on a replay). */
  locatorMatches?: boolean
  /**
   * Whether the element the step is about was found: by its locator, or again from its stored fingerprint. For a
   * text check, whether the element that showed the expected text is still on the page (showing something else).
   */
  targetFound?: boolean
  /** Whether a replacement locator scored above the heal threshold. */
  healed?: boolean
  /** What the page showed instead of the expected value, for the reason text. */
  actual?: string
}

export interface Classification {
  classification: FailureClass
  /** Whether a healer may act on it (and did find what it needs, for locator drift). */
  healable: boolean
  reason: string
}

const ENVIRONMENT = [
  /net::ERR_[A-Z_]+/,
  /\bECONNREFUSED\b|\bECONNRESET\b|\bENOTFOUND\b|\bEAI_AGAIN\b|socket hang up/,
  /Executable doesn't exist|browserType\.launch|No Chromium at/,
  /Browser (?:has been )?closed|browser has disconnected|Target crashed|Page crashed/i,
  /Set the \w+ environment variable/,
  /Cannot navigate to invalid URL/,
  /\b(?:502|503|504) (?:Bad Gateway|Service Unavailable|Gateway Timeout)\b/,
]

const TEST_CODE = [
  /\b(?:SyntaxError|ReferenceError|TypeError)\b/,
  /is not a function|is not defined|Cannot read propert(?:y|ies) of/,
  /Cannot find module|Transform failed|Unexpected token|Unexpected identifier/,
  /Unknown key: |Unknown engine|is not a valid selector|Invalid selector/,
  /is not in the step grammar/,
]

const TEST_TIMEOUT = /Test timeout of \d+ms exceeded|Timeout \d+ms exceeded|Timed out \d+ms waiting/
const NOT_ACTIONABLE =
  /element is not (?:visible|enabled|stable|editable|attached)|intercepts pointer events|element is outside of the viewport|not attached to the DOM|detached from the DOM/
const NOT_FOUND =
  /element\(s\) not found|waiting for (?:get_by|getBy|locator)|resolved to 0 elements|no (?:button or link|field|checkbox|dropdown|table|list|element|text|[a-z]+) "/
const STRICT = /strict mode violation|resolved to \d+ elements|elements match/

/**
 * Classifies one failure.
 *
 * @example classifyFailure({ message: 'expect(locator).toBeVisible() failed …', kind: 'verify_text', targetFound: true })
 * // { classification: 'app_regression', healable: false, … }
 */
export function classifyFailure(input: FailureInput): Classification {
  const message = stripVTControlCharacters(input.message)
  const result = (classification: FailureClass, reason: string, healable = HEALABLE_CLASSES.includes(classification)): Classification => ({
    classification,
    healable,
    reason,
  })
  if (ENVIRONMENT.some((pattern) => pattern.test(message))) {
    return result('environment', `the environment failed, not the test: ${firstLine(message)}`)
  }
  if (TEST_CODE.some((pattern) => pattern.test(message))) {
    const grammar = /is not in the step grammar/.test(message)
    return result('test_code_error', grammar ? firstLine(message) : `the test code is broken: ${firstLine(message)}`, !grammar)
  }
  const kind = input.kind
  const assertion = kind !== undefined && (ASSERTION_KINDS as readonly string[]).includes(kind)
  const actual = input.actual !== undefined && !message.includes(input.actual) ? ` (the page shows ${JSON.stringify(input.actual)})` : ''

  if (assertion && (kind === 'verify_text' || kind === 'verify_url' || kind === 'verify_title')) {
    // The expected value is the locator: a "better" locator would only hide the difference.
    if (input.locatorMatches) return result('timing', 'the expected value appears, only later than the test waited')
    if (input.targetFound)
      return result('app_regression', `the expected text is gone while the element that showed it is still there${actual}`)
    return result('app_regression', `the page does not show what the spec expects${actual}`)
  }
  if (assertion) {
    if (input.targetFound === false || (input.targetFound === undefined && NOT_FOUND.test(message) && !input.locatorMatches)) {
      if (input.healed) return result('locator_drift', 'the checked element moved or was renamed; it was found again from its fingerprint')
      return result('locator_drift', 'the checked element is not on the page and nothing similar enough is', false)
    }
    if (input.locatorMatches && input.targetFound === undefined) return result('timing', 'the check passes when given more time')
    return result('app_regression', `the element is there but does not have the expected value or state${actual}`)
  }

  if (input.healed) return result('locator_drift', 'the element moved or was renamed; it was found again from its fingerprint')
  // A wait whose element is there but never reaches the state ("wait until the spinner is hidden") checks the app.
  if (kind === 'wait' && input.targetFound === true && input.actual !== undefined)
    return result('app_regression', `the element is there but never became what the step waits for${actual}`)
  if (STRICT.test(message))
    return result('locator_drift', 'the locator now matches several elements and none of them is clearly the one', false)
  if (input.locatorMatches || NOT_ACTIONABLE.test(message)) return result('timing', 'the element is there but was not ready in time')
  if (input.targetFound === false || NOT_FOUND.test(message)) {
    return result('locator_drift', 'the element is not on the page and nothing similar enough is', false)
  }
  if (TEST_TIMEOUT.test(message)) return result('timing', `the test ran out of time: ${firstLine(message)}`)
  return result('app_regression', `unrecognised failure, so it is not healed: ${firstLine(message)}`, false)
}

function firstLine(message: string): string {
  return (message.split('\n').find((line) => line.trim() !== '') ?? message).trim().slice(0, 300)
}
