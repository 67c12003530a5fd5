import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { citedNumbers, rankSources, type SourceDoc } from '../../../src/modules/chat/retrieval.js'
import { type AppHarness, createAppHarness } from '../../support/app.js'
import { testDialects } from '../../support/env.js'
import { FAKE_API_KEY, type FakeOpenAi, type FakeRequest, startFakeOpenAi } from '../../support/fake-openai.js'

const CHECKOUT_SPEC = `# Test: Checkout shows the order total

## Steps

1. Navigate to {{BASE_URL}}/cart
2. Click "Checkout"
3. Verify the text "Order total" is visible
`
const LOGIN_SPEC = `# Test: Login works

## Steps

1. Navigate to {{BASE_URL}}/login
2. Verify the text "Sign in" is visible
`

/** The label the prompt gave the source whose title contains `needle`. */
function labelOf(req: FakeRequest, needle: string): string | undefined {
  const system = String(req.body?.messages?.[0]?.content ?? '')
  return new RegExp(`\\[(S\\d+)\\] [^\\n]*${needle}`).exec(system)?.[1]
}

for (const dialect of testDialects()) {
  describe(`${dialect}: assistant with an OpenAI-compatible server`, () => {
    let fake: FakeOpenAi
    let h: AppHarness
    beforeAll(async () => {
      fake = await startFakeOpenAi()
      h = await createAppHarness(dialect, {
        REQUIRE_AUTH: 'true',
        AI_BASE_URL: fake.baseUrl,
        AI_API_KEY: FAKE_API_KEY,
        AI_MODEL: 'fake-model',
      })
    }, 60_000)
    afterAll(async () => {
      await h?.close()
      await fake?.close()
    })

    it('answers from the project records with cited sources; history is per user', async () => {
      const p = await h.project()
      const editor = p.members.editor
      for (const [name, content] of [
        ['checkout-total', CHECKOUT_SPEC],
        ['login', LOGIN_SPEC],
      ])
        expect((await h.request(editor, { method: 'POST', url: '/specs', payload: { name, content, project_id: p.id } })).statusCode).toBe(
          201,
        )
      const seen: FakeRequest[] = []
      fake.handle((req) => {
        seen.push(req)
        const label = labelOf(req, 'checkout-total')
        return `The checkout spec verifies that "Order total" is visible [${label}].`
      })
      const res = await h.request(p.members.viewer, {
        method: 'POST',
        url: '/chat/messages',
        payload: { project_id: p.id, content: 'What does the checkout spec verify?' },
      })
      expect(res.statusCode).toBe(201)
      const body = res.json()
      expect(body.answer.content).toContain('Order total')
      expect(body.answer.sources).toHaveLength(1)
      expect(body.answer.sources[0]).toMatchObject({ kind: 'spec', id: 'checkout-total', path: '/specs?spec=checkout-total' })
      expect(body.answer.sources[0].ref).toMatch(/^S\d+$/)
      // The prompt carried the spec's text and the question.
      expect(String(seen[0]?.body.messages[0].content)).toContain('Verify the text "Order total" is visible')
      expect(seen[0]?.body.messages.at(-1)).toEqual({ role: 'user', content: 'What does the checkout spec verify?' })

      // A follow-up in the same conversation sends the history.
      const follow = await h.request(p.members.viewer, {
        method: 'POST',
        url: '/chat/messages',
        payload: { project_id: p.id, content: 'And the login one?', conversation_id: body.conversation.id },
      })
      expect(follow.statusCode).toBe(201)
      expect(seen[1]?.body.messages.map((m: { role: string }) => m.role)).toEqual(['system', 'user', 'assistant', 'user'])
      const convo = await h.request(p.members.viewer, {
        method: 'GET',
        url: `/chat/conversations/${body.conversation.id}?project_id=${p.id}`,
      })
      expect(convo.json().messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant'])
      expect(convo.json().title).toBe('What does the checkout spec verify?')

      // Another member of the same project sees none of it.
      const mine = await h.request(p.members.viewer, { method: 'GET', url: `/chat/conversations?project_id=${p.id}` })
      expect(mine.json().total).toBe(1)
      const theirs = await h.request(p.members.member, { method: 'GET', url: `/chat/conversations?project_id=${p.id}` })
      expect(theirs.json().total).toBe(0)
      expect(
        (await h.request(p.members.member, { method: 'GET', url: `/chat/conversations/${body.conversation.id}?project_id=${p.id}` }))
          .statusCode,
      ).toBe(404)
      const cont = await h.request(p.members.member, {
        method: 'POST',
        url: '/chat/messages',
        payload: { project_id: p.id, content: 'x', conversation_id: body.conversation.id },
      })
      expect(cont.statusCode).toBe(404)
      // Outsiders are refused by the project guard (which does not reveal the project).
      const outsider = await h.user()
      expect(
        (await h.request(outsider, { method: 'POST', url: '/chat/messages', payload: { project_id: p.id, content: 'hi' } })).statusCode,
      ).toBe(404)

      const del = await h.request(p.members.viewer, {
        method: 'DELETE',
        url: `/chat/conversations/${body.conversation.id}?project_id=${p.id}`,
      })
      expect(del.statusCode).toBe(200)
      expect((await h.request(p.members.viewer, { method: 'GET', url: `/chat/conversations?project_id=${p.id}` })).json().total).toBe(0)
    }, 90_000)
  })
}

describe('assistant without AI', () => {
  let h: AppHarness
  beforeAll(async () => {
    h = await createAppHarness('sqlite')
  }, 60_000)
  afterAll(async () => h?.close())
  it('answers 503 "AI provider not configured" and stores nothing', async () => {
    const res = await h.request(undefined, { method: 'POST', url: '/chat/messages', payload: { content: 'hello' } })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({ detail: 'AI provider not configured' })
    expect((await h.request(undefined, { method: 'GET', url: '/chat/conversations' })).json().total).toBe(0)
  })
})

describe('retrieval', () => {
  const doc = (kind: SourceDoc['kind'], id: string, text: string, at = '2026-01-01'): SourceDoc => ({
    kind,
    id,
    title: id,
    path: '/',
    text,
    at,
  })
  it('ranks by the question words and falls back to the most recent', () => {
    const docs = [
      doc('spec', 'login', 'Sign in with username'),
      doc('spec', 'checkout', 'Checkout shows the order total'),
      doc('run', 'r1', 'run of login failed', '2026-02-01'),
    ]
    expect(rankSources('order total at checkout', docs).map((d) => d.id)).toEqual(['checkout'])
    expect(rankSources('zzz qqq', docs, 2).map((d) => d.id)).toEqual(['r1', 'login'])
  })
  it('reads citations', () => {
    expect(citedNumbers('a [S2] b [S1, S3] c [S2]')).toEqual([2, 1, 3])
  })
})
