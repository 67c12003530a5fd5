import { type Idiom, say } from './code-subjects.js'
import { callOf, quoted } from './code-syntax.js'

/**
 * Django's test client assertions on a response: `self.assertContains(response, 'x', status_code=201)` checks the
 * status (200 unless given) and that the text holds `x`; `assertNotContains` that it does not. `count=` and `html=True`
 * compare in ways no step says, so they are reported.
 */

const CALL = /^(?:self\.)?(assertContains|assertNotContains)\(([\s\S]*)\)$/

export function readDjango(written: string): Idiom | undefined {
  const text = written.trim().replace(/;$/, '').trim()
  const match = CALL.exec(text)
  const call = match ? callOf(`f(${match[2]})`) : undefined
  if (!match || !call) return undefined
  const reported: Idiom = { reason: `${text}: assertContains is read with the response, a quoted text and status_code=` }
  const [response, needle, ...options] = call.args
  const value = quoted(needle ?? '')
  if (!/^(?:response|res|resp|r)$/.test(response ?? '') || value === undefined) return reported
  let status = '200'
  for (const option of options) {
    const code = /^status_code\s*=\s*([1-5]\d\d)$/.exec(option)
    if (!code) return reported
    status = code[1]!
  }
  return { texts: [say.status([status]), say.bodyContains(JSON.stringify(value), match[1] === 'assertNotContains')] }
}
