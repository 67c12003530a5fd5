import { describe, expect, it } from 'vitest'
import type { UiAction } from '../../../src/modules/pipeline/actions.js'
import { normalizeKey } from '../../../src/modules/pipeline/keys.js'
import { parseOutcome } from '../../../src/modules/pipeline/outcome-grammar.js'
import { parseUiStep } from '../../../src/modules/pipeline/step-grammar.js'

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never
type Shape = DistributiveOmit<UiAction, 'line' | 'text'>
const shape = (action: UiAction): Shape => {
  const { line: _line, text: _text, ...rest } = action
  return rest as Shape
}

const PHRASINGS: [string, Shape][] = [
  // navigate
  ['Navigate to {{DEMO_URL}}/login', { kind: 'navigate', url: '{{DEMO_URL}}/login' }],
  ['Go to /products', { kind: 'navigate', url: '/products' }],
  ['Open https://shop.example.com/cart', { kind: 'navigate', url: 'https://shop.example.com/cart' }],
  ['Visit the page "{{BASE_URL}}/admin".', { kind: 'navigate', url: '{{BASE_URL}}/admin' }],
  ['Go back', { kind: 'go_back' }],
  ['Reload the page', { kind: 'reload' }],
  // fill
  ['Enter "alice" into the Username field', { kind: 'fill', target: { kind: 'field', name: 'Username' }, value: 'alice' }],
  ['Type "mug" in the Search box', { kind: 'fill', target: { kind: 'field', name: 'Search' }, value: 'mug' }],
  ['Fill Email with "a@b.c"', { kind: 'fill', target: { kind: 'field', name: 'Email' }, value: 'a@b.c' }],
  ['Fill in the "Card number" field with "4242"', { kind: 'fill', target: { kind: 'field', name: 'Card number' }, value: '4242' }],
  ['Enter password "{{PW}}"', { kind: 'fill', target: { kind: 'field', name: 'password' }, value: '{{PW}}' }],
  ['Type “Alice Liddell” into the Full name field', { kind: 'fill', target: { kind: 'field', name: 'Full name' }, value: 'Alice Liddell' }],
  ['Clear the Search field', { kind: 'fill', target: { kind: 'field', name: 'Search' }, value: '' }],
  ['Then the user enters "7" into the Stock field.', { kind: 'fill', target: { kind: 'field', name: 'Stock' }, value: '7' }],
  // click
  ['Click "Sign in"', { kind: 'click', target: { kind: 'clickable', name: 'Sign in' } }],
  ['Click on `Checkout`', { kind: 'click', target: { kind: 'clickable', name: 'Checkout' } }],
  ['Click "Add to cart" for "Ceramic Mug"', { kind: 'click', target: { kind: 'clickable', name: 'Add to cart', within: 'Ceramic Mug' } }],
  [
    'Click the "Add to cart" button for "Ceramic Mug"',
    { kind: 'click', target: { kind: 'clickable', name: 'Add to cart', within: 'Ceramic Mug', role: 'button' } },
  ],
  ['Click "Remove" in the "Desk Lamp" row', { kind: 'click', target: { kind: 'clickable', name: 'Remove', within: 'Desk Lamp' } }],
  ['Press the "Place order" button', { kind: 'click', target: { kind: 'clickable', name: 'Place order', role: 'button' } }],
  ['Click the Products link', { kind: 'click', target: { kind: 'clickable', name: 'Products', role: 'link' } }],
  ['I click Sign in', { kind: 'click', target: { kind: 'clickable', name: 'Sign in' } }],
  ['Double-click "Row 1"', { kind: 'click', target: { kind: 'clickable', name: 'Row 1' }, double: true }],
  ['Hover over the "Account" link', { kind: 'hover', target: { kind: 'clickable', name: 'Account', role: 'link' } }],
  // select, check
  ['Select "Blue" from Color', { kind: 'select', option: 'Blue', target: { kind: 'dropdown', name: 'Color' } }],
  ['Choose "Yellow" from the Color dropdown', { kind: 'select', option: 'Yellow', target: { kind: 'dropdown', name: 'Color' } }],
  ['Check "Gift wrap"', { kind: 'check', target: { kind: 'toggle', name: 'Gift wrap' } }],
  ['Tick the Remember me checkbox', { kind: 'check', target: { kind: 'toggle', name: 'Remember me', role: 'checkbox' } }],
  ['Uncheck "Gift wrap"', { kind: 'uncheck', target: { kind: 'toggle', name: 'Gift wrap' } }],
  ['Select the "Express" radio button', { kind: 'check', target: { kind: 'toggle', name: 'Express', role: 'radio' } }],
  // press
  ['Press Enter', { kind: 'press', key: 'Enter' }],
  ['Press the Escape key', { kind: 'press', key: 'Escape' }],
  ['Hit ctrl+a', { kind: 'press', key: 'Control+a' }],
  ['Press Tab in the Username field', { kind: 'press', key: 'Tab', target: { kind: 'field', name: 'Username' } }],
  // wait
  ['Wait for "Saved" to appear', { kind: 'wait', until: { for: 'text', text: 'Saved', state: 'visible' } }],
  ['Wait until "Loading" disappears', { kind: 'wait', until: { for: 'text', text: 'Loading', state: 'hidden' } }],
  [
    'Wait for the "Checkout" button to be enabled',
    { kind: 'wait', until: { for: 'element', target: { kind: 'clickable', name: 'Checkout', role: 'button' }, state: 'enabled' } },
  ],
  ['Wait for the page to load', { kind: 'wait', until: { for: 'load' } }],
  ['Wait until the URL contains /orders/', { kind: 'wait', until: { for: 'url', op: 'contains', value: '/orders/' } }],
  ['Wait 2 seconds', { kind: 'wait', until: { for: 'duration', ms: 2000 } }],
  ['Wait 500 ms', { kind: 'wait', until: { for: 'duration', ms: 500 } }],
  // verify text
  ['Verify the text "Welcome, alice" is visible', { kind: 'verify_text', value: 'Welcome, alice', visible: true }],
  ['Verify the text "Oops" is not visible', { kind: 'verify_text', value: 'Oops', visible: false }],
  ['Assert that "Saved" is displayed', { kind: 'verify_text', value: 'Saved', visible: true }],
  ['Verify the page shows "Thank you"', { kind: 'verify_text', value: 'Thank you', visible: true }],
  ['Then I should see "Total: $43.99"', { kind: 'verify_text', value: 'Total: $43.99', visible: true }],
  ['I shouldn\'t see "Error"', { kind: 'verify_text', value: 'Error', visible: false }],
  [
    'Verify the error message "Invalid username or password" is shown',
    { kind: 'verify_text', value: 'Invalid username or password', visible: true },
  ],
  // verify url, title
  ['Verify the URL contains /dashboard', { kind: 'verify_url', op: 'contains', value: '/dashboard' }],
  ['Check that the URL contains "/cart"', { kind: 'verify_url', op: 'contains', value: '/cart' }],
  ['Verify the URL is {{DEMO_URL}}/login', { kind: 'verify_url', op: 'equals', value: '{{DEMO_URL}}/login' }],
  ['The user is redirected to /login', { kind: 'verify_url', op: 'contains', value: '/login' }],
  ['Verify the title contains "Demo Shop"', { kind: 'verify_title', op: 'contains', value: 'Demo Shop' }],
  ['Verify the page title is "Cart · Demo Shop"', { kind: 'verify_title', op: 'equals', value: 'Cart · Demo Shop' }],
  // counts
  ['Verify 3 rows in the cart table', { kind: 'verify_count', count: 3, target: { kind: 'table', name: 'cart' } }],
  ['Verify 6 items in the product list', { kind: 'verify_count', count: 6, target: { kind: 'list', name: 'product' } }],
  ['Verify the cart table has two rows', { kind: 'verify_count', count: 2, target: { kind: 'table', name: 'cart' } }],
  [
    'Verify there are exactly 0 items in the "Product list" list',
    { kind: 'verify_count', count: 0, target: { kind: 'list', name: 'Product list' } },
  ],
  // values and states
  ['Verify the Username field has value "alice"', { kind: 'verify_value', target: { kind: 'field', name: 'Username' }, value: 'alice' }],
  ['Verify the value of Email is "a@b.c"', { kind: 'verify_value', target: { kind: 'field', name: 'Email' }, value: 'a@b.c' }],
  [
    'Verify the "Place order" button is disabled',
    { kind: 'verify_element', target: { kind: 'clickable', name: 'Place order', role: 'button' }, state: 'disabled' },
  ],
  [
    'Verify the Sign in button is enabled',
    { kind: 'verify_element', target: { kind: 'clickable', name: 'Sign in', role: 'button' }, state: 'enabled' },
  ],
  [
    'Verify the "Gift wrap" checkbox is checked',
    { kind: 'verify_element', target: { kind: 'toggle', name: 'Gift wrap', role: 'checkbox' }, state: 'checked' },
  ],
  ['Ensure the Email field is not visible', { kind: 'verify_element', target: { kind: 'field', name: 'Email' }, state: 'hidden' }],
]

describe('parseUiStep', () => {
  for (const [text, expected] of PHRASINGS) {
    it(text, () => expect(shape(parseUiStep(text, 7))).toEqual(expected))
  }

  it('keeps the line and the step as written', () => {
    expect(parseUiStep('Click  "Sign in"', 12)).toEqual({
      kind: 'click',
      target: { kind: 'clickable', name: 'Sign in' },
      line: 12,
      text: 'Click "Sign in"',
    })
  })

  it.each([
    ['Do a barrel roll', 'not a step the grammar knows'],
    ['Verify the moon is made of cheese', 'not a check the grammar knows'],
    ['Navigate to the login page', 'navigation needs a URL or a path (such as {{BASE_URL}}/login or /login)'],
    ['Wait for godot', 'a wait names a duration, a text, an element state, the URL or the page load'],
    ['', 'empty step'],
  ])('"%s" is unknown: %s', (text, reason) => {
    expect(parseUiStep(text, 3)).toEqual({ kind: 'unknown', line: 3, text, reason })
  })
})

describe('normalizeKey', () => {
  it.each([
    ['Enter', 'Enter'],
    ['return', 'Enter'],
    ['esc', 'Escape'],
    ['ctrl+a', 'Control+a'],
    ['Shift + Tab', 'Shift+Tab'],
    ['cmd+Enter', 'Meta+Enter'],
    ['arrow down', 'ArrowDown'],
    ['Foo', undefined],
    ['a+b', undefined],
  ])('%s -> %s', (written, key) => expect(normalizeKey(written)).toBe(key))
})

describe('parseOutcome (expected-outcome bullets)', () => {
  const values = (text: string) =>
    parseOutcome(text, 1).map((a) =>
      a.kind === 'verify_text' ? `${a.visible ? 'visible' : 'hidden'}:${a.value}` : a.kind === 'verify_url' ? `url:${a.value}` : a.kind,
    )

  it.each([
    ['The customer is signed in and sees "Welcome, alice" on the dashboard.', ['visible:Welcome, alice']],
    [
      'The error "Invalid username or password" is shown and the visitor stays on the login page.',
      ['visible:Invalid username or password'],
    ],
    [
      'No order is placed; the form shows "Name is required" and "Enter a valid email address".',
      ['visible:Name is required', 'visible:Enter a valid email address'],
    ],
    ['The page does not show "Out of stock" any more.', ['hidden:Out of stock']],
    ['The shopper is redirected to /orders/ and sees "Thank you".', ['url:/orders/', 'visible:Thank you']],
    ['The URL contains /dashboard', ['url:/dashboard']],
    ['Searching for "mug" finds only the Ceramic Mug.', []],
    ['The cart total is $43.99.', []],
    ['The new product appears in the inventory table with its price.', []],
  ])('%s', (text, expected) => expect(values(text)).toEqual(expected))
})
