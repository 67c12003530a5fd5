import type { UiAction } from './actions.js'
import { isReason } from './code-step-targets.js'
import { readKeywordStep } from './tool-keyword-steps.js'
import { readMinkStep } from './tool-mink-steps.js'
import { readScriptStep } from './tool-script-steps.js'
import { readSpeechStep } from './tool-speech-steps.js'

/**
 * UI steps written in the notation of a browser-test tool the round-14 code reader (code-steps.ts) does not parse
 * (round 15): TestCafe, Nightwatch.js, Puppeteer and Selenide chains, Watir, Codeception and Capybara calls
 * (tool-script-steps.ts, tool-speech-steps.ts), Robot Framework keywords and Selenium IDE / Katalon command rows
 * (tool-keyword-steps.ts), Behat / Mink's sentences where Mink means other than the grammar reads (tool-mink-steps.ts). Each tool's locator strings carry a strategy (`text=`, `link=`, `css=`, `xpath=`, `id=`,
 * `::-p-text(…)`): a text, a link's text, a role and name or an accessible name are read; CSS, XPath, ids and names are
 * reported with the reason, as the code reader reports them. A line in one of these notations is read whole or
 * reported; it never falls through to the sentence grammar.
 */
export function readToolStep(written: string, line: number): { actions: UiAction[]; notes: [] } | undefined {
  const read = readKeywordStep(written) ?? readScriptStep(written) ?? readSpeechStep(written) ?? readMinkStep(written)
  if (!read) return undefined
  const text = written.replace(/\s+/g, ' ').trim()
  if (isReason(read)) return { actions: [{ line, text, kind: 'unknown', reason: read.reason }], notes: [] }
  return { actions: read.map((action) => ({ ...action, line, text }) as UiAction), notes: [] }
}
