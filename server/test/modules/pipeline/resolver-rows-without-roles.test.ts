import { describe, expect, it } from 'vitest'
import { useResolveOn } from './resolve-on.js'

/**
 * Rows and lists that carry no role or name, as everyday pages write them: cards as repeated `div.card`, and an
 * unnamed `<ul>` known by the heading above it while a menu's `<ul>` sits elsewhere. Each is found as the step means,
 * and never swapped for a neighbour's when its own is missing.
 */

const resolveOn = useResolveOn()

const CARDS = (secondHasLink: boolean) => `<div class="grid">
  <div class="card"><h3>French B1 Evening</h3><a href="#fr">View details</a></div>
  <div class="card"><h3>Spanish B1 Evening</h3>${secondHasLink ? '<a href="#es">View details</a>' : '<p>Full</p>'}</div>
</div>`

const LISTS = (between: string) => `<header><nav><ul><li><a href="#">Home</a></li><li><a href="#">Help</a></li></ul></nav></header>
<main><h1>Front desk</h1><h2>Appointments</h2>${between}<ul><li>Maria</li><li>Tom</li><li>Ana</li></ul></main>`

describe('rows and lists without roles', () => {
  it('a repeated div card is the row of the text it holds', async () => {
    const code = await resolveOn(CARDS(true), { kind: 'clickable', name: 'View details', within: 'Spanish B1 Evening' })
    expect(code).toBe("page.locator('div.card').filter({ hasText: 'Spanish B1 Evening' }).getByRole('link', { name: 'View details' })")
  })

  it("a card without the control never lends a neighbour's", async () => {
    const code = await resolveOn(CARDS(false), { kind: 'clickable', name: 'View details', within: 'Spanish B1 Evening' })
    expect(code).toMatch(/^not resolved/)
  })

  it('an unnamed list is named by the heading above it, beside a menu list', async () => {
    const code = await resolveOn(LISTS(''), { kind: 'list', name: 'Appointments' })
    expect(code).toContain(':has-text("Appointments") ~ :is(ul, ol, [role=list])')
    const inBlock = await resolveOn(LISTS('<div class="box">').replace('</ul></main>', '</ul></div></main>'), {
      kind: 'list',
      name: 'Appointments',
    })
    expect(inBlock).toContain(':has-text("Appointments") ~ * :is(ul, ol, [role=list])')
  })

  it("a heading with no list of its own does not name the next section's list", async () => {
    const code = await resolveOn(LISTS('<p>None today.</p><h2>Waiting list</h2>'), { kind: 'list', name: 'Appointments' })
    expect(code).toMatch(/^not resolved/)
  })
})
