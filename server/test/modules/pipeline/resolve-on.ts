import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import type { TargetRef } from '../../../src/modules/pipeline/actions.js'
import { locatorCode } from '../../../src/modules/pipeline/locator.js'
import { resolveTarget } from '../../../src/modules/pipeline/resolver.js'
import { launchBrowser } from './demo-shop.js'

/**
 * A file's resolver probe: one browser for the file, and `resolveOn(html, target)` giving the locator the resolver
 * finds on that page (scope then element), or "not resolved: <reason>".
 */
export function useResolveOn(): (html: string, target: TargetRef) => Promise<string> {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return async (html, target) => {
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      await page.setContent(html)
      const r = await resolveTarget(page, target, { env: {}, timeoutMs: 300 })
      return r.ok ? locatorCode([...r.target.scope, ...r.target.element]) : `not resolved: ${r.reason}`
    } finally {
      await context.close()
    }
  }
}
