import { describe, expect } from 'vitest'
import { z } from 'zod'
import { completeJson } from '../../../src/platform/ai/complete-json.js'
import { UsageMeter } from '../../../src/platform/ai/cost.js'
import { AiOutputError, AiProviderError } from '../../../src/platform/ai/errors.js'
import { fakePromptTokens, fakeTokens } from '../../support/fake-openai.js'
import { aiTest } from './support.js'

const it = aiTest()

const PlanSchema = z.object({
  title: z.string().min(1),
  steps: z.array(z.object({ action: z.enum(['click', 'fill', 'goto']), target: z.string() })).min(1),
})
const valid = { title: 'Log in', steps: [{ action: 'goto', target: '/login' }] }
const ask = { system: 'You plan UI tests.', user: 'Plan: log in', schema: PlanSchema }

async function outputError(promise: Promise<unknown>): Promise<AiOutputError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(AiOutputError)
  return err as AiOutputError
}

describe('completeJson', () => {
  it('returns the validated value with usage, model and one attempt', async ({ ai }) => {
    const answer = JSON.stringify(valid)
    ai.fake.enqueue(answer)
    const result = await completeJson(ai.client(), ask)
    expect(result.value).toEqual(valid)
    expect(result.attempts).toBe(1)
    expect(result.model).toBe('fake-model')
    const prompt = fakePromptTokens(ai.fake.chatRequests()[0]!.body.messages)
    expect(result.usage).toEqual({
      prompt_tokens: prompt,
      completion_tokens: fakeTokens(answer),
      total_tokens: prompt + fakeTokens(answer),
    })
  })

  it('asks for a JSON object and states the schema in the system prompt', async ({ ai }) => {
    ai.fake.enqueue(JSON.stringify(valid))
    await completeJson(ai.client(), { ...ask, temperature: 0, maxTokens: 400 })
    const body = ai.fake.chatRequests()[0]!.body
    expect(body).toMatchObject({ response_format: { type: 'json_object' }, temperature: 0, max_tokens: 400 })
    expect(body.messages).toHaveLength(2)
    expect(body.messages[0].role).toBe('system')
    expect(body.messages[0].content).toMatch(
      /^You plan UI tests\.\n\nAnswer with a single JSON object and nothing else\. It must match this JSON Schema:\n\{/,
    )
    expect(body.messages[0].content).toContain('"enum":["click","fill","goto"]')
    expect(body.messages[1]).toEqual({ role: 'user', content: 'Plan: log in' })
  })

  it('can leave out JSON mode and the schema text for servers that reject them', async ({ ai }) => {
    ai.fake.enqueue(JSON.stringify(valid))
    await completeJson(ai.client(), { ...ask, json: false, describeSchema: false })
    const body = ai.fake.chatRequests()[0]!.body
    expect(body.response_format).toBeUndefined()
    expect(body.messages[0].content).toBe('You plan UI tests.\n\nAnswer with a single JSON object and nothing else.')
  })

  it('accepts JSON inside a ```json fence with prose around it', async ({ ai }) => {
    ai.fake.enqueue(`Sure! Here is the plan:\n\`\`\`json\n${JSON.stringify(valid, null, 2)}\n\`\`\`\nLet me know.`)
    expect((await completeJson(ai.client(), ask)).value).toEqual(valid)
  })

  it('retries once with a message naming the JSON error, then returns the corrected value', async ({ ai }) => {
    ai.fake.enqueue('{"title": "Log in", "steps": [', JSON.stringify(valid))
    const result = await completeJson(ai.client(), ask)
    expect([result.value, result.attempts]).toEqual([valid, 2])
    const [first, second] = ai.fake.chatRequests()
    expect(second!.body.messages).toEqual([
      ...first!.body.messages,
      { role: 'assistant', content: '{"title": "Log in", "steps": [' },
      {
        role: 'user',
        content:
          'Your previous answer was not valid: the JSON object is not closed (the answer may have been cut off). Reply again with only the corrected JSON object, matching the schema exactly, with no other text.',
      },
    ])
  })

  it('puts the failed schema paths into the corrective message', async ({ ai }) => {
    ai.fake.enqueue(JSON.stringify({ title: 'Log in', steps: [{ action: 'hover', target: '#x' }] }), JSON.stringify(valid))
    const result = await completeJson(ai.client(), ask)
    expect(result.attempts).toBe(2)
    const correction = ai.fake.chatRequests()[1]!.body.messages.at(-1).content
    expect(correction).toContain(
      'the JSON does not match the schema (steps[0].action: Invalid option: expected one of "click"|"fill"|"goto")',
    )
  })

  it('sums the usage of both attempts', async ({ ai }) => {
    ai.fake.enqueue(
      { content: 'nope', usage: { prompt_tokens: 100, completion_tokens: 5 } },
      { content: JSON.stringify(valid), usage: { prompt_tokens: 130, completion_tokens: 20 } },
    )
    const result = await completeJson(ai.client(), ask)
    expect(result.usage).toEqual({ prompt_tokens: 230, completion_tokens: 25, total_tokens: 255 })
  })

  it('throws AiOutputError naming the zod issue when the second answer is still wrong', async ({ ai }) => {
    ai.fake.enqueue(JSON.stringify({ title: '', steps: [] }), JSON.stringify({ title: 'x', steps: [{ action: 'hover', target: 1 }] }))
    const err = await outputError(completeJson(ai.client(), ask))
    expect(ai.fake.chatRequests()).toHaveLength(2)
    expect(err.status).toBe(502)
    expect(err.code).toBe('AI_OUTPUT_INVALID')
    expect(err.attempts).toBe(2)
    expect(err.message).toBe(
      'AI output was not valid after 2 attempts: the JSON does not match the schema (steps[0].action: Invalid option: expected one of "click"|"fill"|"goto"; steps[0].target: Invalid input: expected string, received number)',
    )
    expect(err.issues).toEqual([
      { path: 'steps[0].action', message: 'Invalid option: expected one of "click"|"fill"|"goto"' },
      { path: 'steps[0].target', message: 'Invalid input: expected string, received number' },
    ])
    expect(err.output).toBe('{"title":"x","steps":[{"action":"hover","target":1}]}')
  })

  it('throws AiOutputError when neither answer contains JSON, and says the answer was cut off at the token limit', async ({ ai }) => {
    ai.fake.enqueue('I cannot help with that.', { content: 'Here goes: {"title": "Lo', finishReason: 'length' })
    const err = await outputError(completeJson(ai.client(), ask))
    expect(err.problem).toBe('the JSON object is not closed (the answer may have been cut off); the answer was cut off at the token limit')
    expect(err.issues).toEqual([])
  })

  it('records every attempt in the meter, failed ones included', async ({ ai }) => {
    ai.fake.enqueue(
      { content: 'x', usage: { prompt_tokens: 1000, completion_tokens: 1000 } },
      { content: 'y', usage: { prompt_tokens: 1000, completion_tokens: 1000 } },
    )
    const meter = new UsageMeter({ input_cost_per_1k: 0.5, output_cost_per_1k: 1.5 })
    const err = await outputError(completeJson(ai.client(), { ...ask, meter }))
    expect(err.usage).toEqual({ prompt_tokens: 2000, completion_tokens: 2000, total_tokens: 4000 })
    expect(meter.summary()).toMatchObject({ calls: 2, prompt_tokens: 2000, completion_tokens: 2000, total_tokens: 4000, cost: 4 })
  })

  it('lets provider failures through as AiProviderError without a corrective attempt', async ({ ai }) => {
    ai.fake.enqueue({ status: 400, message: "'messages' must contain the word 'json'" })
    await expect(completeJson(ai.client(), ask)).rejects.toBeInstanceOf(AiProviderError)
    expect(ai.fake.chatRequests()).toHaveLength(1)
  })
})
