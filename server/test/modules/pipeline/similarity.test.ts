import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Fingerprint } from '../../../src/modules/pipeline/fingerprint.js'
import {
  AMBIGUITY_MARGIN,
  bestMatch,
  confidenceOf,
  editDistance,
  HEAL_THRESHOLD,
  SIMILARITY_WEIGHTS,
  scoreFingerprint,
  textSimilarity,
} from '../../../src/modules/pipeline/similarity.js'

// Captured from the demo shop's /login and /checkout pages (collectCandidates(page, 'control')) on each variant.
type Pages = Record<string, Fingerprint[]>
const fixtures = JSON.parse(readFileSync(new URL('./fixtures/demo-shop-fingerprints.json', import.meta.url), 'utf8')) as Pages
const variants = JSON.parse(readFileSync(new URL('../../../../examples/demo-shop/variants.json', import.meta.url), 'utf8')) as {
  variants: { cosmetic: { changes: { text: { baseline: string; cosmetic: string }[] } } }
}
const renamed = (text: string) => variants.variants.cosmetic.changes.text.find((entry) => entry.baseline === text)?.cosmetic ?? text
const named = (page: string, name: string) => fixtures[page]!.find((fp) => fp.name === name)!

describe('weights and threshold', () => {
  it('weights add up to 1 and the threshold sits between the bands', () => {
    expect(Object.values(SIMILARITY_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10)
    expect([HEAL_THRESHOLD, AMBIGUITY_MARGIN]).toEqual([0.6, 0.05])
    expect([confidenceOf(0.85), confidenceOf(0.7), confidenceOf(0.4)]).toEqual(['high', 'medium', 'low'])
  })
})

describe('textSimilarity', () => {
  it.each([
    ['Sign in', 'Sign in', 1],
    ['Sign in', 'sign  IN', 1],
    ['Username', 'User name', 1],
    ['Sign in', 'Log in', 0.95],
    ['Add to cart', 'Add to basket', 0.95],
    ['Checkout', 'Proceed to checkout', 0.95],
    ['Place order', 'Complete purchase', 0.95],
    ['Color', 'Colour', 0.95],
    ['Gift wrap', 'Wrap as a gift', 1],
    ['cart-total', 'basket-total', 0.95],
    ['Address', 'Shipping address', 0.75],
    ['Card number', 'Credit card number', 0.833],
  ])('%s ~ %s = %d', (a, b, score) => expect(textSimilarity(a, b)).toBeCloseTo(score, 3))

  it('scores unrelated words low and spelling variants by edits', () => {
    expect(textSimilarity('Sign in', 'Register')).toBeLessThan(0.3)
    expect(textSimilarity('Email', 'Shipping address')).toBeLessThan(0.2)
    expect(textSimilarity('Recieve', 'Receive')).toBeCloseTo(1 - 2 / 7, 3)
    expect(textSimilarity('', 'x')).toBe(0)
    expect(editDistance('kitten', 'sitting')).toBe(3)
  })
})

describe('scoreFingerprint on real demo-shop fingerprints', () => {
  it.each([
    ['login', 'Sign in'],
    ['login', 'Username'],
    ['login', 'Remember me'],
    ['checkout', 'Full name'],
    ['checkout', 'Email'],
    ['checkout', 'Address'],
    ['checkout', 'Card number'],
    ['checkout', 'Place order'],
  ])('%s: the baseline "%s" re-finds the cosmetic element variants.json names, above the threshold', (page, name) => {
    const stored = named(`baseline/${page}`, name)
    const candidates = fixtures[`cosmetic/${page}`]!
    const match = bestMatch(stored, candidates)
    expect(match.status).toBe('found')
    if (match.status !== 'found') return
    expect(candidates[match.best.index]!.name).toBe(renamed(name))
    expect(match.best.score.score).toBeGreaterThanOrEqual(HEAL_THRESHOLD)
  })

  it('reports each field that took part; a button has no label or placeholder to compare', () => {
    const score = scoreFingerprint(named('baseline/login', 'Sign in'), named('cosmetic/login', 'Log in'))
    expect(Object.keys(score.fields).sort()).toEqual(['attributes', 'cssPath', 'name', 'neighbours', 'role', 'tag', 'testId', 'text'])
    expect(score.fields.role).toEqual({ weight: 0.15, similarity: 1 })
    expect(score.fields.name).toEqual({ weight: 0.25, similarity: 0.95 })
    expect(score.score).toBeGreaterThan(0.8)
  })

  it('finds nothing when the element is gone: a "Register" button in its place scores below the threshold', () => {
    const signIn = named('baseline/login', 'Sign in')
    const register: Fingerprint = { ...named('cosmetic/login', 'Log in'), name: 'Register', text: 'Register', testId: 'register-submit' }
    const others = fixtures['cosmetic/login']!.filter((fp) => fp.name !== 'Log in')
    const match = bestMatch(signIn, [...others, register])
    expect(match.status).toBe('not_found')
    expect(match.best!.score.score).toBeLessThan(HEAL_THRESHOLD)
  })

  it('calls two equally good candidates ambiguous instead of guessing', () => {
    const logIn = named('cosmetic/login', 'Log in')
    const match = bestMatch(named('baseline/login', 'Sign in'), [logIn, { ...logIn }])
    expect(match.status).toBe('ambiguous')
  })

  it('scores an element against itself as 1', () => {
    const fp = named('baseline/checkout', 'Address')
    expect(scoreFingerprint(fp, fp).score).toBe(1)
  })
})
