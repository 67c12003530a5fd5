import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

/**
 * The real-pages corpus: small list apps written in the styles of different front-end frameworks (pages/), specs of
 * an ordinary QA flow in user phrasing (specs/), and what each spec must plan and how each run must end.
 * `?bug=counter` plants a wrong counter, `?bug=filter` a filter that shows everything.
 */

export const PAGES = ['plain-dom', 'jsx-rendered', 'template-bound'] as const
export type PageName = (typeof PAGES)[number]

const DIR = import.meta.dirname

export function specText(name: string): string {
  return fs.readFileSync(path.join(DIR, 'specs', `${name}.md`), 'utf8')
}

/** Serves pages/<name>.html at /<name> on a free port. */
export async function servePages(): Promise<{ url(page: PageName, bug?: 'counter' | 'filter'): string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const name = new URL(req.url ?? '/', 'http://x').pathname.slice(1)
    const file = path.join(DIR, 'pages', `${name}.html`)
    if (!/^[a-z-]+$/.test(name) || !fs.existsSync(file)) {
      res.statusCode = 404
      res.end('not found')
      return
    }
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.end(fs.readFileSync(file))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: (page, bug) => `http://127.0.0.1:${port}/${page}${bug ? `?bug=${bug}` : ''}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The check each planted bug must fail on (spec step number), per page. */
export const BUG_CATCHES: Record<PageName, { counter: number; filter: number }> = {
  'plain-dom': { counter: 8, filter: 17 },
  'jsx-rendered': { counter: 9, filter: 17 },
  'template-bound': { counter: 12, filter: 21 },
}
