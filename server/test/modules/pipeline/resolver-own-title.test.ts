import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TargetRef } from '../../../src/modules/pipeline/actions.js'
import { locatorCode } from '../../../src/modules/pipeline/locator.js'
import { resolveTarget } from '../../../src/modules/pipeline/resolver.js'
import { launchBrowser } from './demo-shop.js'

/**
 * A control whose content is a glyph (`✉`, `⎘`) is named by it, while its tooltip says what it does: a step naming
 * the tooltip (`Click "Offer plot" for "Ravi Patel"`) means that control. Found by its whole title only.
 */

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function resolveOn(html: string, target: TargetRef): Promise<string> {
  const context = await browser.newContext()
  try {
    const page: Page = await context.newPage()
    await page.setContent(html)
    const r = await resolveTarget(page, target, { env: {}, timeoutMs: 300 })
    return r.ok ? locatorCode([...r.target.scope, ...r.target.element]) : `not resolved: ${r.reason}`
  } finally {
    await context.close()
  }
}

const TABLE = (title: string) => `<table><tbody>
<tr><td>Ravi Patel</td><td><button title="${title}">✉</button> <button title="Remove">×</button></td></tr>
<tr><td>Joan Miles</td><td><button title="${title}">✉</button> <button title="Remove">×</button></td></tr>
</tbody></table>`

describe('a glyph control named by its own title', () => {
  it('is found in its row by the whole title, case aside', async () => {
    const code = await resolveOn(TABLE('Offer plot'), { kind: 'clickable', name: 'offer plot', within: 'Ravi Patel' })
    expect(code).toBe(
      "page.getByRole('row').filter({ hasText: 'Ravi Patel' }).locator(':is(button, [role=button], input[type=button], input[type=submit], a[href], [role=link], [role=menuitem], [role=tab])[title=\"offer plot\" i]')",
    )
  })

  it('a title that only holds the words is not the control', async () => {
    expect(await resolveOn(TABLE('Offer plot to member'), { kind: 'clickable', name: 'Offer plot', within: 'Ravi Patel' })).toMatch(
      /^not resolved/,
    )
  })

  it('an accessible name still comes first', async () => {
    const html = '<button title="Offer plot">✉</button><button>Offer plot</button>'
    expect(await resolveOn(html, { kind: 'clickable', name: 'Offer plot' })).toBe("page.getByRole('button', { name: 'Offer plot' })")
  })
})
