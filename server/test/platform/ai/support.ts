import { test } from 'vitest'
import type { AiClient } from '../../../src/platform/ai/ai-client.js'
import { createAiClient } from '../../../src/platform/ai/create-ai-client.js'
import type { AiClientOptions } from '../../../src/platform/ai/openai-compatible-client.js'
import { type FakeOpenAi, type FakeOpenAiOptions, startFakeOpenAi } from '../../support/fake-openai.js'

export interface AiFixture {
  fake: FakeOpenAi
  /** Waits the client asked for between retries; they resolve at once, so no test sleeps. */
  sleeps: number[]
  /** Log lines the client wrote. */
  logs: { obj: object; msg: string }[]
  /** A client for the fake server, with instant retry waits and a recording logger. */
  client(options?: AiClientOptions & { apiKey?: string | undefined }): AiClient
}

/** vitest fixture: a fresh fake OpenAI server per test (closed afterwards) and clients bound to it. */
export function aiTest(fakeOptions: FakeOpenAiOptions = {}) {
  return test.extend<{ ai: AiFixture }>({
    // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies as a pattern
    ai: async ({}, use) => {
      const fake = await startFakeOpenAi(fakeOptions)
      const sleeps: number[] = []
      const logs: { obj: object; msg: string }[] = []
      await use({
        fake,
        sleeps,
        logs,
        client: (input = {}) => {
          const { apiKey, ...options } = input
          const settings = fake.settings('apiKey' in input ? { apiKey } : {})
          return createAiClient(settings, {
            sleep: async (ms) => {
              sleeps.push(ms)
            },
            random: () => 0.5,
            logger: { warn: (obj, msg) => logs.push({ obj, msg }) },
            ...options,
          })
        },
      })
      await fake.close()
    },
  })
}
