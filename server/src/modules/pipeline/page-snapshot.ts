import type { Page } from 'playwright-core'
import { maskValues } from './placeholders.js'

/** Longest snapshot sent to a model; a typical page of the demo shop is 1–3k characters. */
export const MAX_SNAPSHOT_CHARS = 6000

/**
 * What the model sees of a page: its URL, title and accessibility tree (Playwright's ARIA snapshot: roles,
 * accessible names, values), trimmed to `maxChars`. Values that came from the environment (passwords, user names)
 * are replaced by their `{{VAR}}` placeholders first, so no secret is ever sent in a prompt.
 *
 * @example await pageSnapshot(page, env, ['DEMO_PASSWORD']) // 'URL: /login\nTitle: Sign in\n- heading "Sign in" [level=1]\n- textbox "Username"…'
 */
export async function pageSnapshot(
  page: Page,
  env: Readonly<Record<string, string | undefined>> = {},
  variables: readonly string[] = [],
  maxChars = MAX_SNAPSHOT_CHARS,
): Promise<string> {
  const url = page.url()
  const title = await page.title().catch(() => '')
  const tree = await page
    .locator('body')
    .ariaSnapshot({ timeout: 3000 })
    .catch((err: unknown) => `(no accessibility snapshot: ${err instanceof Error ? err.message.split('\n')[0] : String(err)})`)
  const text = maskValues(`URL: ${url}\nTitle: ${title}\n${tree}`, env, [...variables])
  return text.length <= maxChars ? text : `${text.slice(0, maxChars)}\n… (cut at ${maxChars} characters)`
}
