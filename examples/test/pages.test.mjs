import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { escapeHtml } from '../demo-shop/html.mjs'
import { catalogue } from '../demo-shop/variants.mjs'
import { collectPages } from './support/pages.mjs'
import { startShop } from './support/shop.mjs'

const changes = catalogue.variants.cosmetic.changes
const rendered = {}
const shops = []

before(async () => {
  for (const variant of ['baseline', 'cosmetic', 'cosmetic2']) {
    const shop = await startShop(variant)
    shops.push(shop)
    rendered[variant] = await collectPages(shop.url)
  }
})
after(() => Promise.all(shops.map((s) => s.close())))

const pagesOf = (entry) => (entry.pages.includes('*') ? Object.keys(rendered.baseline) : entry.pages)
const allHtml = (variant) => Object.values(rendered[variant]).join('\n')
const re = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** How an element with that role and exact text looks in our markup. */
function elementPattern(role, text) {
  const t = re(escapeHtml(text))
  const patterns = {
    button: `<button[^>]*>\\s*${t}\\s*</button>`,
    link: `<a [^>]*>${t}(<| <)`,
    label: `<label[^>]*>${t}</label>`,
    placeholder: `placeholder="${t}"`,
    option: `<option[^>]*>${t}</option>`,
    columnheader: `<th[^>]*>${t}</th>`,
  }
  return new RegExp(patterns[role])
}

const classTokens = (html) => new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)))

describe('baseline pages', () => {
  test('use real labels, headings and test ids for the elements specs refer to', () => {
    const { baseline } = rendered
    assert.match(baseline['/login'], /<label for="username">Username<\/label>\s*<input type="text" id="username" name="username"/)
    assert.match(baseline['/login'], /<label for="password">Password<\/label>/)
    assert.match(baseline['/login'], /<button type="submit" [^>]*data-testid="login-submit">Sign in<\/button>/)
    assert.match(baseline['/dashboard'], /<p class="welcome" data-testid="welcome-message">Welcome, alice<\/p>/)
    assert.match(baseline['/products'], /<ul class="product-grid" aria-label="Product list" data-testid="product-list">/)
    assert.equal((baseline['/products'].match(/data-testid="add-to-cart"/g) ?? []).length, 12, 'six cards, signed out and signed in')
    assert.match(
      baseline['/products'],
      /<p class="alert alert-success" role="status" data-testid="flash-message">Added Ceramic Mug to your cart<\/p>/,
    )
    assert.match(baseline['/products'], /<label for="color">Color<\/label>\s*<select id="color" name="color" data-testid="color-filter">/)
    assert.match(baseline['/cart'], /<caption>Items in your cart<\/caption>/)
    assert.equal((baseline['/cart'].match(/data-testid="cart-row"/g) ?? []).length, 2)
    assert.match(baseline['/cart'], /data-testid="line-total">\$19\.00</)
    assert.match(baseline['/cart'], /data-testid="cart-total">Total: <strong>\$43\.99<\/strong>/)
    assert.match(
      baseline['/cart'],
      /<input type="checkbox" id="gift-wrap" name="gift_wrap" value="1" data-testid="gift-wrap"><label for="gift-wrap">Gift wrap<\/label>/,
    )
    assert.match(baseline['/orders/{id}'], /<h1>Thank you for your order<\/h1>/)
    assert.match(baseline['/orders/{id}'], /Your order number is <strong data-testid="order-number">1002<\/strong>/)
    assert.match(baseline['/orders/{id}'], /Order total: \$43\.99/)
    assert.match(baseline['/orders/{id}'], /Your order will be gift wrapped\./)
    assert.match(baseline['/admin'], /<table class="data-table" data-testid="admin-products">/)
  })

  test('checkout shows a message per invalid field, linked to its input', () => {
    const page = rendered.baseline['/checkout']
    for (const message of ['Name is required', 'Email is required', 'Address is required', 'Card number is required']) {
      assert.ok(page.includes(`<li>${message}</li>`), message)
    }
    assert.match(
      page,
      /<input type="text" id="name" name="name" value="" data-testid="name-input" aria-invalid="true" aria-describedby="name-error"/,
    )
    assert.match(page, /<p class="field-error" id="name-error">Name is required<\/p>/)
  })

  test('admin form errors name the fields', () => {
    const page = rendered.baseline['/admin']
    for (const message of ['Product name is required', 'Price must be a number', 'Color is required']) {
      assert.ok(page.includes(`<li>${message}</li>`), message)
    }
  })
})

describe('cosmetic pages against variants.json', () => {
  for (const entry of changes.text) {
    test(`${entry.role} text "${entry.baseline}" becomes "${entry.cosmetic}"`, () => {
      for (const page of pagesOf(entry)) {
        assert.match(rendered.baseline[page], elementPattern(entry.role, entry.baseline), `baseline ${page}`)
        assert.match(rendered.cosmetic[page], elementPattern(entry.role, entry.cosmetic), `cosmetic ${page}`)
        assert.doesNotMatch(rendered.cosmetic[page], elementPattern(entry.role, entry.baseline), `cosmetic ${page} still has it`)
      }
    })
  }

  for (const [kind, attribute] of [
    ['testid', 'data-testid'],
    ['id', 'id'],
  ]) {
    test(`every renamed ${attribute} is renamed everywhere`, () => {
      for (const entry of changes[kind]) {
        for (const page of pagesOf(entry)) {
          assert.ok(rendered.baseline[page].includes(`${attribute}="${entry.baseline}"`), `baseline ${page} has ${entry.baseline}`)
          assert.ok(rendered.cosmetic[page].includes(`${attribute}="${entry.cosmetic}"`), `cosmetic ${page} has ${entry.cosmetic}`)
        }
        assert.ok(!allHtml('cosmetic').includes(`${attribute}="${entry.baseline}"`), `cosmetic still has ${attribute}="${entry.baseline}"`)
      }
    })
  }

  test('every renamed class is renamed everywhere', () => {
    const cosmeticTokens = classTokens(allHtml('cosmetic'))
    for (const entry of changes.class) {
      for (const page of pagesOf(entry)) {
        assert.ok(classTokens(rendered.baseline[page]).has(entry.baseline), `baseline ${page} has .${entry.baseline}`)
        assert.ok(classTokens(rendered.cosmetic[page]).has(entry.cosmetic), `cosmetic ${page} has .${entry.cosmetic}`)
      }
      assert.ok(!cosmeticTokens.has(entry.baseline), `cosmetic still uses .${entry.baseline}`)
    }
  })

  for (const entry of changes.layout) {
    test(`layout: ${entry.region} is reordered`, () => {
      const cosmeticId = (id) => changes.testid.find((t) => t.baseline === id)?.cosmetic ?? id
      const pages = entry.page === '*' ? ['/dashboard'] : [entry.page]
      for (const page of pages) {
        const positions = (html, ids) => ids.map((id) => html.indexOf(`data-testid="${id}"`))
        const base = positions(rendered.baseline[page], entry.baseline)
        const cosmetic = positions(rendered.cosmetic[page], entry.cosmetic.map(cosmeticId))
        assert.ok(
          base.every((p, i) => p > -1 && (i === 0 || p > base[i - 1])),
          `baseline order ${entry.baseline}`,
        )
        assert.ok(
          cosmetic.every((p, i) => p > -1 && (i === 0 || p > cosmetic[i - 1])),
          `cosmetic order ${entry.cosmetic}`,
        )
      }
    })
  }

  test('texts that specs assert are the same in both variants', () => {
    const asserted = [
      ['/dashboard', 'Welcome, alice'],
      ['/products', '6 products found'],
      ['/products', 'Added Ceramic Mug to your cart'],
      ['/cart', 'Total: <strong>$43.99</strong>'],
      ['/cart', 'Your order will be gift wrapped for free.'],
      ['/checkout', 'Name is required'],
      ['/orders/{id}', 'Thank you for your order'],
      ['/orders/{id}', 'Order total: $43.99'],
      ['/admin', 'Price must be a number'],
    ]
    for (const [page, text] of asserted) {
      assert.ok(rendered.baseline[page].includes(text), `baseline ${page}: ${text}`)
      assert.ok(rendered.cosmetic[page].includes(text), `cosmetic ${page}: ${text}`)
    }
  })
})

describe('cosmetic2 pages against variants.json', () => {
  for (const entry of catalogue.variants.cosmetic2.changes.text) {
    test(`${entry.role} text "${entry.baseline}" becomes "${entry.cosmetic2}"`, () => {
      for (const page of pagesOf(entry)) {
        assert.match(rendered.cosmetic2[page], elementPattern(entry.role, entry.cosmetic2), `cosmetic2 ${page}`)
        assert.doesNotMatch(rendered.cosmetic2[page], elementPattern(entry.role, entry.baseline), `cosmetic2 ${page} still has it`)
      }
    })
  }
  test('no baseline test id, id or class is left', () => {
    const html = Object.values(rendered.cosmetic2).join('\n')
    for (const entry of catalogue.variants.cosmetic2.changes.testid)
      assert.ok(!html.includes(`data-testid="${entry.baseline}"`), entry.baseline)
    for (const entry of catalogue.variants.cosmetic2.changes.id) assert.ok(!html.includes(`id="${entry.baseline}"`), entry.baseline)
  })
})
