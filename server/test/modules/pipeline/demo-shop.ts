import { type ChildProcess, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { launchChromium } from '../../../src/platform/playwright/launch.js'

/** Test support for the pipeline's browser tests: the demo shop as a child process, the sample specs, Chromium. */

export const CHROMIUM_PATH = '/usr/bin/chromium'
const SERVER = fileURLToPath(new URL('../../../../examples/demo-shop/server.mjs', import.meta.url))
const SPECS = new URL('../../../../examples/specs/', import.meta.url)

export const PASSWORDS = { alice: 'Wonderland1!', admin: 'Admin#2024' }

export interface DemoShop {
  url: string
  variant: string
  /** Restores the seeded catalogue and empties carts (specs that add products would collide otherwise). */
  reset(): Promise<void>
  stop(): Promise<void>
}

/** Starts `node examples/demo-shop/server.mjs` on a free port with DEMO_VARIANT and waits for its startup line. */
export async function startDemoShop(variant: 'baseline' | 'cosmetic' | 'cosmetic2' | 'broken'): Promise<DemoShop> {
  const child: ChildProcess = spawn(process.execPath, [SERVER], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DEMO_VARIANT: variant },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`demo shop did not start:\n${output}`)), 10_000)
    const onData = (chunk: Buffer) => {
      output += chunk
      const match = /listening on (http:\/\/\S+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(match[1]!)
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`demo shop exited with ${code}:\n${output}`))
    })
  })
  return {
    url,
    variant,
    reset: async () => {
      const res = await fetch(`${url}/api/test/reset`, { method: 'POST' })
      if (!res.ok) throw new Error(`reset failed: ${res.status}`)
    },
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))])
      if (child.exitCode === null) child.kill('SIGKILL')
    },
  }
}

export function shopEnv(shop: DemoShop): Record<string, string> {
  return { DEMO_URL: shop.url, DEMO_PASSWORD: PASSWORDS.alice, DEMO_ADMIN_PASSWORD: PASSWORDS.admin }
}

export const SAMPLE_SPECS = readdirSync(SPECS)
  .filter((file) => file.endsWith('.md') && file !== 'README.md')
  .sort()

export function readSample(file: string): string {
  return readFileSync(new URL(file, SPECS), 'utf8')
}

export function launchBrowser(): Promise<Browser> {
  return launchChromium(CHROMIUM_PATH)
}

/** Runs `run` on a page of a fresh context of `browser` (no state shared between tests), closing the context after. */
export async function inNewPage<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext()
  try {
    return await run(await context.newPage())
  } finally {
    await context.close()
  }
}
