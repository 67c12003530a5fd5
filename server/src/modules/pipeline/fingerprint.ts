import { readFileSync } from 'node:fs'
import type { ElementHandle, Locator, Page } from 'playwright-core'

/**
 * What we remember about an element from a green run, to find it again when its locator breaks. Captured in the
 * page by page-probe.js; every field is a plain string (empty when absent) so fingerprints compare and store simply.
 */
export interface Fingerprint {
  /** ARIA role, explicit or implicit (`button`, `textbox`, `link`, `paragraph`, `generic`, …). */
  role: string
  /** Accessible name (label, aria-label, caption, or text content for buttons, links, headings, cells). */
  name: string
  /** Text of the `<label>`(s) of a form control. */
  label: string
  /** Visible text (empty for form controls). */
  text: string
  testId: string
  placeholder: string
  tag: string
  /** `main > div.panel > form > div.field:nth-of-type(2) > input#password`, from below `<body>`. */
  cssPath: string
  /** Nearest heading above, then up to 3 text chunks before and 3 after the element. */
  neighbours: string[]
  /** id, name, type, href, class, role, aria-label, title, alt, autocomplete, inputmode, for, value, data-*. */
  attributes: Record<string, string>
}

/** Which elements a collection looks at: form controls, buttons and links; tables and lists; anything with text. */
export const CANDIDATE_MODES = ['control', 'container', 'text'] as const
export type CandidateMode = (typeof CANDIDATE_MODES)[number]

const PROBE_SOURCE = readFileSync(new URL('./page-probe.js', import.meta.url), 'utf8')

/** Installs the probe in the page's current document (a no-op when it is already there). */
export async function installProbe(page: Page): Promise<void> {
  await page.evaluate(PROBE_SOURCE)
}

// Inside the page the probe lives on `window`; the callbacks below are anonymous on purpose (see page-probe.js).
type ProbeWindow = {
  __specwrightProbe: { fingerprint(el: unknown): Fingerprint; collect(root: unknown, mode: CandidateMode): Fingerprint[]; last: unknown[] }
}

/** The fingerprint of the one element `locator` points at. */
export async function captureFingerprint(page: Page, locator: Locator): Promise<Fingerprint> {
  await installProbe(page)
  return locator.evaluate((el) => (globalThis as unknown as ProbeWindow).__specwrightProbe.fingerprint(el))
}

/**
 * Fingerprints of the visible candidates of one mode, in document order, under `scope` (or the whole page).
 * `handle(i)` returns the element behind `fingerprints[i]` until the next collection.
 */
export async function collectCandidates(
  page: Page,
  mode: CandidateMode,
  scope?: Locator,
): Promise<{ fingerprints: Fingerprint[]; handle(index: number): Promise<ElementHandle> }> {
  await installProbe(page)
  const fingerprints = scope
    ? await scope.evaluate((root, m) => (globalThis as unknown as ProbeWindow).__specwrightProbe.collect(root, m), mode)
    : await page.evaluate((m) => (globalThis as unknown as ProbeWindow).__specwrightProbe.collect(null, m), mode)
  return {
    fingerprints,
    handle: async (index) =>
      (
        await page.evaluateHandle((i) => (globalThis as unknown as ProbeWindow).__specwrightProbe.last[i], index)
      ).asElement() as ElementHandle,
  }
}

/** Whether `locator` matches exactly one element and it is `element`. */
export async function pointsAt(locator: Locator, element: ElementHandle): Promise<boolean> {
  return locator.evaluateAll((found, target) => found.length === 1 && found[0] === target, element)
}
