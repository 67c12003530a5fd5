import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Discovered, emptyDiscovered } from '../../../src/modules/exploration/discovery.js'
import { type AppHarness, createAppHarness } from '../../support/app.js'
import { FAKE_API_KEY, type FakeOpenAi, startFakeOpenAi } from '../../support/fake-openai.js'

const LOGIN_SPEC = `# Test: Customer signs in

## Steps

1. Navigate to http://shop.test/login
2. Enter "alice" into the Username field
3. Click "Sign in"
4. Verify the text "Welcome, alice" is visible
`

function discovered(): Discovered {
  const d = emptyDiscovered()
  d.pages.push({
    url: 'http://shop.test/login',
    template: '/login',
    title: 'Sign in',
    status: 200,
    screenshot: null,
    depth: 0,
    reached_by: [],
  })
  d.forms.push({
    key: 'POST /login [password,username]',
    page: '/login',
    page_url: 'http://shop.test/login',
    method: 'POST',
    action: '/login',
    name: 'Sign in',
    submit_text: 'Sign in',
    inputs: [{ name: 'password', type: 'password', label: 'Password', required: true }],
    validation_messages: ['Enter your password'],
    submission: null,
    skipped_reason: null,
  })
  return d
}

describe('AI engines of requirements and the RTM (OpenAI-compatible fake)', () => {
  let fake: FakeOpenAi
  let h: AppHarness
  beforeAll(async () => {
    fake = await startFakeOpenAi()
    h = await createAppHarness('sqlite', {
      REQUIRE_AUTH: 'true',
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: FAKE_API_KEY,
      AI_MODEL: 'fake-model',
    })
  })
  afterAll(async () => {
    await h?.close()
    await fake?.close()
  })

  it('rewrites generated requirements and reranks the matrix, and falls back to rules when the provider fails', {
    timeout: 60_000,
  }, async () => {
    const p = await h.project()
    const m = p.members.member
    const now = new Date().toISOString()
    await h.deps.db
      .insertInto('exploration_sessions')
      .values({
        id: '01900000-0000-7000-8000-00000000e001',
        project_id: p.id,
        url: 'http://shop.test/login',
        strategy: 'goal_directed',
        max_interactions: 50,
        max_pages: 50,
        time_budget_s: 300,
        options: JSON.stringify({ allow_patterns: [], deny_patterns: [], allow_destructive: false, screenshots: false, login: null }),
        status: 'completed',
        engine: 'ai',
        job_id: null,
        interactions: 3,
        message: null,
        discovered: JSON.stringify(discovered()),
        error: null,
        created_by: null,
        created_at: now,
        started_at: now,
        finished_at: now,
        duration_ms: 1,
      })
      .execute()
    fake.handle((req) => {
      const system = String(req.body.messages[0].content)
      const user = String(req.body.messages[1].content)
      if (system.includes('business analyst')) {
        const drafts = JSON.parse(user) as { source_key: string }[]
        return JSON.stringify({
          requirements: drafts.map((d) => ({
            source_key: d.source_key,
            title: d.source_key.startsWith('form:') ? 'Customers must enter a password to sign in' : 'The sign-in page is reachable',
            category: d.source_key.startsWith('form:') ? 'security' : 'functional',
            priority: 'high',
            acceptance_criteria: 'Given the sign-in page\nWhen the password is left empty\nThen "Enter your password" is shown',
          })),
        })
      }
      if (system.includes('map software requirements')) {
        const match = user.split('\n')[0]!.includes('password')
          ? [
              { name: 'login', confidence: 0.9 },
              { name: 'invented-spec', confidence: 0.99 },
            ]
          : []
        return JSON.stringify({ matches: match })
      }
      return { status: 500, message: 'unexpected prompt' }
    })
    const gen = await h.request(m, {
      method: 'POST',
      url: '/requirements/generate',
      payload: { exploration_session_id: '01900000-0000-7000-8000-00000000e001', project_id: p.id },
    })
    expect(gen.statusCode).toBe(201)
    expect(gen.json().engine).toBe('ai')
    const items = gen.json().items as { title: string; engine: string; category: string }[]
    expect(items.map((i) => [i.title, i.category, i.engine])).toEqual([
      ['Customers must enter a password to sign in', 'security', 'ai'],
      ['The sign-in page is reachable', 'functional', 'ai'],
    ])
    expect(
      (await h.request(m, { method: 'POST', url: '/specs', payload: { name: 'login', content: LOGIN_SPEC, project_id: p.id } })).statusCode,
    ).toBe(201)
    const rtm = (await h.request(m, { method: 'POST', url: '/rtm/generate', payload: { project_id: p.id } })).json()
    expect(rtm.engine).toBe('ai')
    expect(rtm.items[0]).toMatchObject({ coverage: 'covered', confidence: 0.9, matches: [{ name: 'login', confidence: 0.9 }] })
    expect(rtm.items[1].matches).toEqual([])

    // The provider fails: the matrix is still built, by the rules engine.
    fake.handle(() => ({ status: 401, message: 'bad key' }))
    const fallback = (await h.request(m, { method: 'POST', url: '/rtm/generate', payload: { project_id: p.id } })).json()
    expect(fallback.engine).toBe('rules')
    expect(fallback.items).toHaveLength(2)
  })
})
