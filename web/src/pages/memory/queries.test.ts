import { describe, expect, it } from 'vitest'
import { describeTarget } from './queries.js'

const base = {
  item_id: 's1',
  strategy: 'role',
  via: 'phrase',
  score: 1,
  role: '',
  name: '',
  label: '',
  text: '',
  test_id: '',
  placeholder: '',
  tag: 'div',
  css_path: 'main > div',
  neighbours: [],
}

describe('describeTarget', () => {
  it('prefers role and accessible name, then other names, then the css path', () => {
    expect(describeTarget({ ...base, role: 'button', name: 'Buy' })).toBe('button “Buy”')
    expect(describeTarget({ ...base, test_id: 'cart' })).toBe('div “cart”')
    expect(describeTarget(base)).toBe('main > div')
  })
})
