import fs from 'node:fs'
import { type Browser, chromium } from 'playwright-core'
import { ServiceUnavailableError } from '../http/errors.js'

/** Flags every Chromium start uses: no sandbox (root in containers), nothing that reaches the network by itself. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
]

/** Launches headless Chromium from CHROMIUM_PATH; a missing binary is a 503 naming the fix, not a stack trace. */
export async function launchChromium(chromiumPath: string): Promise<Browser> {
  if (!fs.existsSync(chromiumPath)) {
    throw new ServiceUnavailableError(
      `No Chromium at ${chromiumPath}: install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH`,
    )
  }
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: CHROMIUM_ARGS })
}
