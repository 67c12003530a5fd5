import path from 'node:path'
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test'
import { ADMIN } from './env.js'

/**
 * Saves a screenshot of the viewport to e2e/artifacts/<name>.png and attaches it to the test report. (Full-page
 * shots cut the fixed sidebar at the viewport height, so the config uses a viewport tall enough instead.)
 */
export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = path.resolve(testInfo.project.testDir, '../artifacts', `${name}.png`)
  await page.screenshot({ path: file })
  await testInfo.attach(name, { path: file, contentType: 'image/png' })
}

export function passwordInput(page: Page) {
  return page.getByRole('textbox', { name: 'Password' })
}

/**
 * Signs in through the login form and waits for the app shell (see `submitSignIn`).
 */
export async function signIn(page: Page, credentials: { email: string; password: string } = ADMIN): Promise<void> {
  await page.getByLabel('Email').fill(credentials.email)
  await passwordInput(page).fill(credentials.password)
  await submitSignIn(page, page.getByRole('navigation', { name: 'Main' }))
}

/**
 * Presses "Sign in" until `answer` shows. The whole suite signs in from one address, so the login rate limit can
 * answer "Too many attempts" first: then it waits as the message says, as a person would, and presses again (the
 * limit itself is tested in the server tests).
 */
export async function submitSignIn(page: Page, answer: Locator): Promise<void> {
  const limited = page.getByText(/Retry in (\d+) s/)
  for (let attempt = 1; attempt <= 4; attempt++) {
    if (await answer.isVisible()) return
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(answer.or(limited)).toBeVisible()
    if (await answer.isVisible()) return
    // The message can be gone by now (the answer replaced it): read it briefly, never wait for it.
    const message = await limited.textContent({ timeout: 2_000 }).catch(() => null)
    const seconds = Number(/Retry in (\d+) s/.exec(message ?? '')?.[1] ?? 5)
    await page.waitForTimeout((seconds + 1) * 1000)
  }
  await expect(answer).toBeVisible()
}

/** The spec editor's text box (CodeMirror's content element, labelled like the textarea it replaced). */
export function specEditor(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Spec markdown' })
}

/**
 * Replaces the spec editor's text. Playwright's `fill` targets inputs; CodeMirror reads typed input from its
 * contenteditable, so this focuses it, selects everything with the editor's own shortcut and inserts the text as
 * one input (no auto-indent or bracket closing, which only react to typed keys).
 */
export async function replaceEditorText(page: Page, text: string): Promise<void> {
  const editor = specEditor(page)
  await editor.click()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.insertText(text)
}

export function isLocalUrl(raw: string): boolean {
  const url = new URL(raw)
  if (url.protocol === 'data:' || url.protocol === 'blob:' || url.protocol === 'about:') return true
  return url.hostname === '127.0.0.1' || url.hostname === 'localhost'
}
