import { describe, expect, it } from 'vitest'
import { emptyDiscovered } from '../../../src/modules/exploration/discovery.js'
import { generateRequirements } from '../../../src/modules/requirements/generator.js'
import { codeOf } from '../../../src/modules/requirements/store.js'
import { toCsv, toMarkdown } from '../../../src/modules/rtm/export.js'
import { draftSpec } from '../../../src/modules/rtm/gap-spec.js'
import { coverageOf, matchRequirement, specText } from '../../../src/modules/rtm/matcher.js'
import type { Rtm } from '../../../src/modules/rtm/schemas.js'
import { analyzeSpec } from '../../../src/modules/specs/spec-check.js'

const LOGIN_SPEC = `# Test: Customer signs in

## Description

A registered customer signs in with their username and password and lands on the dashboard.

## Steps

1. Navigate to {{DEMO_URL}}/login
2. Enter "alice" into the Username field
3. Click "Sign in"
4. Verify the text "Welcome, alice" is visible
`

describe('requirement codes', () => {
  it('pad to four digits and grow past them', () => {
    expect(codeOf(1)).toBe('REQ-0001')
    expect(codeOf(999)).toBe('REQ-0999')
    expect(codeOf(1000)).toBe('REQ-1000')
    expect(codeOf(12345)).toBe('REQ-12345')
  })
})

describe('rules generation', () => {
  it('derives one requirement per form, flow, page group and error class', () => {
    const d = emptyDiscovered()
    d.pages.push(
      { url: 'http://t/login', template: '/login', title: 'Sign in · Shop', status: 200, screenshot: null, depth: 0, reached_by: [] },
      {
        url: 'http://t/orders/3',
        template: '/orders/{id}',
        title: 'Order 3 · Shop',
        status: 200,
        screenshot: null,
        depth: 3,
        reached_by: [],
      },
      { url: 'http://t/orders', template: '/orders', title: 'Orders · Shop', status: 200, screenshot: null, depth: 1, reached_by: [] },
    )
    d.forms.push({
      key: 'POST /login [password,username]',
      page: '/login',
      page_url: 'http://t/login',
      method: 'POST',
      action: '/login',
      name: 'Sign in',
      submit_text: 'Sign in',
      inputs: [
        { name: 'username', type: 'text', label: 'Username', required: true },
        { name: 'password', type: 'password', label: 'Password', required: true },
      ],
      validation_messages: ['Enter your username and password'],
      submission: { status: 401, url: 'http://t/login', outcome: 'error', messages: ['Invalid username or password'] },
      skipped_reason: null,
    })
    d.flows.push({
      name: 'x',
      start: '/products',
      end: '/orders/{id}',
      steps: [
        { action: 'navigate', target: 'http://t/products', url: 'http://t/products' },
        { action: 'click', target: 'Cart', url: 'http://t/cart' },
        { action: 'submit', target: 'Place order', url: 'http://t/checkout' },
      ],
    })
    d.errors.push({ kind: 'http', message: 'POST /login answered 401', url: 'http://t/login', status: 401, count: 2 })
    const reqs = generateRequirements(d)
    expect(reqs.map((r) => r.source_key)).toEqual([
      'form:POST /login [password,username]',
      'flow:/products>/orders/{id}',
      'pages:/login',
      'pages:/orders',
      'errors:http-4xx',
    ])
    const login = reqs[0]!
    expect(login).toMatchObject({ title: 'Sign in form on /login', category: 'security', priority: 'high' })
    expect(login.acceptance_criteria).toBe(
      [
        'Given the user is on /login',
        'When they press "Sign in" with the fields empty',
        'Then they see "Enter your username and password"',
        '',
        'Given the user is on /login',
        'When they fill in "Username" and "Password" and press "Sign in"',
        'Then the request is refused with status 401 and the page says "Invalid username or password"',
      ].join('\n'),
    )
    expect(reqs[3]!.title).toBe('Orders pages at /orders')
    // Every draft written from this evidence passes the UI grammar.
    for (const [i, r] of reqs.entries()) {
      const draft = draftSpec(
        {
          code: codeOf(i + 1),
          title: r.title,
          description: r.description,
          acceptance_criteria: r.acceptance_criteria,
          evidence: r.evidence,
        },
        'http://t',
      )
      if (!draft) continue
      const analysis = analyzeSpec(draft.content, () => undefined)
      expect(analysis.errors, draft.content).toEqual([])
      expect(analysis.warnings, draft.content).toEqual([])
    }
  })
})

describe('matching and coverage', () => {
  it('scores the spec that tests a requirement above the floor, and unrelated ones at zero', () => {
    const specs = [
      specText('ui', 'login', LOGIN_SPEC),
      specText('ui', 'other', '# Test: Export orders as CSV\n\n## Steps\n\n1. Click "Export"\n'),
    ]
    const matches = matchRequirement(
      {
        title: 'Customer signs in with username and password',
        acceptance_criteria: 'Given a customer\nWhen they sign in\nThen the dashboard welcomes them',
      },
      specs,
    )
    expect(matches.map((m) => m.name)).toEqual(['login'])
    expect(matches[0]!.confidence).toBeGreaterThanOrEqual(0.5)
    expect(matchRequirement({ title: 'Password reset by email', acceptance_criteria: 'Then an email is sent' }, specs)).toEqual([])
    expect([coverageOf(0.6, false), coverageOf(0.4, true), coverageOf(0.1, true), coverageOf(0, false)]).toEqual([
      'covered',
      'partial',
      'suggested',
      'uncovered',
    ])
  })

  it('writes a draft from written criteria, and none without anything concrete', () => {
    const draft = draftSpec(
      {
        code: 'REQ-0007',
        title: 'Newsletter',
        description: '',
        acceptance_criteria: 'Given the footer\nWhen a visitor presses "Subscribe"\nThen they see "Thanks for subscribing"',
        evidence: null,
      },
      'http://t',
    )
    expect(draft?.name).toBe('rtm/req-0007-newsletter')
    expect(draft?.content).toContain(
      '1. Navigate to http://t\n2. Click "Subscribe"\n3. Verify the text "Thanks for subscribing" is visible',
    )
    expect(
      draftSpec({ code: 'REQ-0008', title: 'Fast', description: '', acceptance_criteria: 'Then it is fast', evidence: null }, 'http://t'),
    ).toBeUndefined()
  })
})

describe('exports', () => {
  const rtm: Rtm = {
    project_id: 'default',
    generated_at: '2026-01-01T00:00:00.000Z',
    engine: 'rules',
    thresholds: { covered: 0.5, partial: 0.35 },
    summary: { total: 2, covered: 1, partial: 0, uncovered: 1, suggested: 0, coverage_rate: 0.5 },
    spec_count: 1,
    items: [
      {
        requirement_id: 'a',
        code: 'REQ-0001',
        title: 'Sign in | out',
        category: 'functional',
        priority: 'high',
        coverage: 'covered',
        confidence: 0.7,
        matches: [{ kind: 'ui', name: 'login', title: 'x', confidence: 0.7 }],
        suggestion: null,
        stale: false,
      },
      {
        requirement_id: 'b',
        code: 'REQ-0002',
        title: '=HYPERLINK("x")',
        category: 'security',
        priority: 'low',
        coverage: 'uncovered',
        confidence: 0,
        matches: [],
        suggestion: null,
        stale: false,
      },
    ],
  }
  it('neutralises formulas in CSV and escapes pipes in Markdown', () => {
    const csv = toCsv(rtm).split('\n')
    expect(csv[1]).toBe('REQ-0001,Sign in | out,functional,high,covered,0.700,login (0.70),')
    expect(csv[2]).toContain(`'=HYPERLINK`)
    expect(toMarkdown(rtm)).toContain('| REQ-0001 | Sign in \\| out | high | covered | 0.70 | login (0.70) |')
  })
})
