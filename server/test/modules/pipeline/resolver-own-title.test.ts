import { describe, expect, it } from 'vitest'
import { useResolveOn } from './resolve-on.js'

/**
 * A control whose content is a glyph (`✉`, `⎘`) is named by it, while its tooltip says what it does: a step naming
 * the tooltip (`Click "Offer plot" for "Ravi Patel"`) means that control. Found by its whole title only.
 */

const resolveOn = useResolveOn()

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
