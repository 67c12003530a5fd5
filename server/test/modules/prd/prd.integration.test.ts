import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AppHarness, createAppHarness, type TestUser } from '../../support/app.js'
import { testDialects } from '../../support/env.js'
import { FAKE_API_KEY, type FakeOpenAi, startFakeOpenAi } from '../../support/fake-openai.js'
import { minimalPdf } from './minimal-pdf.js'

function multipart(filename: string, type: string, content: string | Buffer) {
  const boundary = '----specwright-prd-boundary'
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`
  const payload = Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

const PRD_MD = `# Shop PRD

## Sign in

Customers sign in with their username and password.

- The login page must show "Sign in".
- After signing in the user should be redirected to /dashboard.

## Cart

The cart lists the chosen products. It should display "Total".
`

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const v = await read()
    if (ok(v)) return v
    if (Date.now() > end) throw new Error(`condition not met: ${JSON.stringify(v)}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

function sseEvents(body: string): { id?: string; event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .filter((b) => b.includes('event:'))
    .map((b) => {
      const id = /^id: (.*)$/m.exec(b)?.[1]
      return { ...(id ? { id } : {}), event: /^event: (.*)$/m.exec(b)?.[1] ?? '', data: JSON.parse(/^data: (.*)$/m.exec(b)?.[1] ?? 'null') }
    })
}

for (const dialect of testDialects()) {
  describe(`${dialect}: PRD upload and spec drafts (rules engine)`, () => {
    let h: AppHarness
    let projectId: string
    let editor: TestUser

    beforeAll(async () => {
      h = await createAppHarness(dialect)
      await h.deps.jobs.start()
      const p = await h.project()
      projectId = p.id
      editor = p.members.editor
    }, 60_000)
    afterAll(async () => h?.close())

    const upload = (name: string, type: string, content: string | Buffer) =>
      h.request(editor, { method: 'POST', url: `/api/prd/${projectId}/upload`, ...multipart(name, type, content) })
    const generation = async (id: string) =>
      (await h.request(editor, { method: 'GET', url: `/api/prd/${projectId}/generation/${id}` })).json()

    it('markdown: features, rules drafts that validate, the SSE log, saving a draft as a spec', async () => {
      const up = await upload('shop.md', 'text/markdown', PRD_MD)
      expect(up.statusCode).toBe(201)
      const doc = up.json()
      expect(doc.features.map((f: { title: string }) => f.title)).toEqual(['Sign in', 'Cart'])
      expect(doc.pages).toBeNull()

      const gen = await h.request(editor, {
        method: 'POST',
        url: `/api/prd/${projectId}/documents/${doc.id}/generate`,
        payload: { engine: 'auto' },
      })
      expect(gen.statusCode).toBe(202)
      const done = await until(
        () => generation(gen.json().id),
        (g) => g.status !== 'queued' && g.status !== 'running',
      )
      expect(done.status).toBe('completed')
      expect(done.progress).toEqual({ done: 2, total: 2 })
      expect(done.drafts.map((d: { spec_name: string; valid: boolean; engine: string }) => [d.spec_name, d.valid, d.engine])).toEqual([
        ['prd/sign-in', true, 'rules'],
        ['prd/cart', true, 'rules'],
      ])
      expect(done.drafts[0].content).toContain('Verify the text "Sign in" is visible')
      expect(done.drafts[0].content).toContain('Verify the URL contains /dashboard')

      const stream = await h.request(editor, { method: 'GET', url: `/api/prd/${projectId}/generation/${done.id}/log/stream` })
      expect(stream.statusCode).toBe(200)
      expect(stream.headers['content-type']).toContain('text/event-stream')
      const events = sseEvents(stream.body)
      const logs = events.filter((e) => e.event === 'log')
      expect(logs[0]).toMatchObject({ id: '1', data: { line: 'Drafting 2 UI spec(s) from "shop.md" with the rules engine' } })
      expect(logs.map((e) => Number(e.id))).toEqual(logs.map((_, i) => i + 1))
      expect(events.at(-1)).toEqual({ event: 'end', data: { status: 'completed' } })
      const resumed = await h.request(editor, {
        method: 'GET',
        url: `/api/prd/${projectId}/generation/${done.id}/log/stream`,
        headers: { 'last-event-id': '3' },
      })
      expect(sseEvents(resumed.body).filter((e) => e.event === 'log')[0]?.id).toBe('4')

      const saved = await h.request(editor, {
        method: 'POST',
        url: `/api/prd/${projectId}/generation/${done.id}/drafts/0/save`,
        payload: {},
      })
      expect(saved.statusCode).toBe(201)
      expect(saved.json().name).toBe('prd/sign-in')
      const again = await h.request(editor, {
        method: 'POST',
        url: `/api/prd/${projectId}/generation/${done.id}/drafts/0/save`,
        payload: {},
      })
      expect(again.statusCode).toBe(409)
    }, 90_000)

    it('PDF: text extracted with unpdf from a real PDF, numbered headings become features', async () => {
      const pdf = minimalPdf([
        'Checkout PRD',
        '1. Payment',
        'The payment page must show "Pay now".',
        '2. Receipt',
        'The receipt should display "Thank you".',
      ])
      const up = await upload('checkout.pdf', 'application/pdf', pdf)
      expect(up.statusCode).toBe(201)
      expect(up.json().pages).toBe(1)
      expect(up.json().text_preview).toContain('The payment page must show "Pay now".')
      expect(up.json().features.map((f: { title: string; requirements: string[] }) => [f.title, f.requirements])).toEqual([
        ['Payment', ['The payment page must show "Pay now".']],
        ['Receipt', ['The receipt should display "Thank you".']],
      ])
    }, 60_000)

    it('refuses wrong types, fake PDFs, oversize files (on the stream) and unknown features; AI-only without a provider is 503', async () => {
      expect((await upload('x.png', 'image/png', Buffer.from([0x89, 0x50]))).statusCode).toBe(415)
      expect((await upload('x.pdf', 'application/pdf', 'not a pdf')).statusCode).toBe(415)
      expect((await upload('x.md', 'text/markdown', Buffer.from([0x41, 0x00, 0x42]))).statusCode).toBe(415)
      const big = await upload('big.md', 'text/markdown', Buffer.alloc(5 * 1024 * 1024 + 10, 0x61))
      expect(big.statusCode).toBe(413)
      const list = await h.request(editor, { method: 'GET', url: `/api/prd/${projectId}/documents` })
      const before = list.json().total
      const doc = (await upload('a.md', 'text/markdown', PRD_MD)).json()
      const bad = await h.request(editor, {
        method: 'POST',
        url: `/api/prd/${projectId}/documents/${doc.id}/generate`,
        payload: { features: [7] },
      })
      expect(bad.statusCode).toBe(422)
      const ai = await h.request(editor, {
        method: 'POST',
        url: `/api/prd/${projectId}/documents/${doc.id}/generate`,
        payload: { engine: 'ai' },
      })
      expect(ai.statusCode).toBe(503)
      expect(ai.json().detail).toBe('AI provider not configured')
      expect((await h.request(editor, { method: 'GET', url: `/api/prd/${projectId}/documents` })).json().total).toBe(before + 1)
      const other = await h.project()
      expect((await h.request(other.members.owner, { method: 'GET', url: `/api/prd/${other.id}/documents/${doc.id}` })).statusCode).toBe(
        404,
      )
    }, 60_000)
  })
}

describe('PRD drafts with the AI engine (fake OpenAI-compatible server)', () => {
  let fake: FakeOpenAi
  let h: AppHarness
  beforeAll(async () => {
    fake = await startFakeOpenAi()
    h = await createAppHarness('sqlite', { AI_BASE_URL: fake.baseUrl, AI_API_KEY: FAKE_API_KEY, AI_MODEL: 'fake-model' })
    await h.deps.jobs.start()
  }, 60_000)
  afterAll(async () => {
    await h?.close()
    await fake?.close()
  })

  it('uses the model answer when it validates, falls back to rules when it does not', async () => {
    fake.enqueue(
      JSON.stringify({
        title: 'Sign in works',
        description: 'AI draft.',
        steps: ['Navigate to {{BASE_URL}}/login', 'Click "Sign in"', 'Verify the URL contains /dashboard'],
        expected: ['Signed in'],
      }),
      JSON.stringify({ title: 'Cart', description: 'x', steps: [''], expected: [] }), // invalid twice -> rules
      JSON.stringify({ title: 'Cart', description: 'x', steps: [''], expected: [] }),
    )
    const p = await h.project()
    const doc = (
      await h.request(p.members.editor, { method: 'POST', url: `/api/prd/${p.id}/upload`, ...multipart('s.md', 'text/markdown', PRD_MD) })
    ).json()
    const gen = await h.request(p.members.editor, { method: 'POST', url: `/api/prd/${p.id}/documents/${doc.id}/generate`, payload: {} })
    const done = await until(
      async () => (await h.request(p.members.editor, { method: 'GET', url: `/api/prd/${p.id}/generation/${gen.json().id}` })).json(),
      (g) => g.status === 'completed' || g.status === 'failed',
    )
    expect(done.drafts.map((d: { engine: string; valid: boolean }) => [d.engine, d.valid])).toEqual([
      ['ai', true],
      ['rules', true],
    ])
    expect(done.drafts[0].content).toContain('2. Click "Sign in"')
    const log = sseEvents(
      (await h.request(p.members.editor, { method: 'GET', url: `/api/prd/${p.id}/generation/${done.id}/log/stream` })).body,
    )
    expect(log.some((e) => e.event === 'log' && String((e.data as { line: string }).line).includes('using the rules engine'))).toBe(true)
  }, 90_000)
})
