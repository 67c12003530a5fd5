import { describe, expect, it } from 'vitest'
import {
  type CrawlAction,
  destructiveWord,
  globToRegExp,
  outOfScope,
  pathTemplate,
  sampleValue,
  scopeOf,
  takeNext,
} from '../../../src/modules/exploration/crawl-policy.js'

describe('crawl policy', () => {
  it('names the destructive word of labels and paths, and leaves harmless ones alone', () => {
    expect(destructiveWord('Sign out')).toBe('sign out')
    expect(destructiveWord('Log Out')).toBe('log out')
    expect(destructiveWord(undefined, '/cart/items/3/remove')).toBe('remove')
    expect(destructiveWord('Delete product')).toBe('delete')
    expect(destructiveWord('Pay now')).toBe('pay')
    expect(destructiveWord('Unsubscribe')).toBe('unsubscribe')
    expect(destructiveWord('deleteAccount')).toBe('delete')
    for (const safe of ['Add to cart', 'Place order', 'Payment methods', 'Display settings', 'Sign in', 'Removal policy']) {
      expect(destructiveWord(safe), safe).toBeUndefined()
    }
  })

  it('generalises ids in paths', () => {
    expect(pathTemplate('/orders/17')).toBe('/orders/{id}')
    expect(pathTemplate('/u/0190a3c4-1b2c-7d3e-8f40-123456789abc/edit')).toBe('/u/{id}/edit')
    expect(pathTemplate('/files/3f2a9c0d1e2f3a4b')).toBe('/files/{id}')
    expect(pathTemplate('/products/')).toBe('/products')
    expect(pathTemplate('/api/v2/items')).toBe('/api/v2/items')
  })

  it('keeps to the origin and the allow and deny globs', () => {
    const scope = scopeOf('http://shop.test/products', ['/products*', '/cart'], ['*/admin*'])
    expect(outOfScope(scope, 'http://other.test/products')).toBe('another origin')
    expect(outOfScope(scope, 'mailto:x@y.z')).toBe('mailto: link')
    expect(outOfScope(scope, 'http://shop.test/products?q=a')).toBeUndefined()
    expect(outOfScope(scope, 'http://shop.test/cart')).toBeUndefined()
    expect(outOfScope(scope, 'http://shop.test/login')).toBe('matches no allow pattern')
    expect(outOfScope(scope, 'http://shop.test/products/admin')).toBe('matches a deny pattern')
    expect(globToRegExp('/a?c').test('/abc')).toBe(true)
  })

  it('orders the frontier per strategy: goal directed takes forms, then primary navigation, then links', () => {
    const visit = (url: string, primaryNav: boolean, depth = 1): CrawlAction => ({
      kind: 'visit',
      url,
      via: null,
      primaryNav,
      depth,
      trail: [],
    })
    const form: CrawlAction = { kind: 'form', key: 'POST /x []', pageUrl: 'http://t/x', depth: 2, trail: [] }
    const frontier = () => [visit('http://t/a', false), visit('http://t/b', true), form]
    const order = (strategy: 'goal_directed' | 'breadth_first' | 'depth_first') => {
      const f = frontier()
      const out: string[] = []
      for (let a = takeNext(f, strategy); a; a = takeNext(f, strategy)) out.push(a.kind === 'form' ? 'form' : a.url.slice(-1))
      return out
    }
    expect(order('goal_directed')).toEqual(['form', 'b', 'a'])
    expect(order('breadth_first')).toEqual(['a', 'b', 'form'])
    expect(order('depth_first')).toEqual(['form', 'b', 'a'])
  })

  it('picks sample values from type, name and label', () => {
    expect(sampleValue({ type: 'email', name: 'x', label: '' })).toBe('explorer@example.com')
    expect(sampleValue({ type: 'text', name: 'card_number', label: 'Card number' })).toBe('4242 4242 4242 4242')
    expect(sampleValue({ type: 'number', name: 'qty', label: '', min: '2' })).toBe('2')
    expect(sampleValue({ type: 'text', name: 'price', label: 'Price' })).toBe('9.99')
    expect(sampleValue({ type: 'text', name: 'name', label: 'Full name' })).toBe('Explorer Test')
  })
})
