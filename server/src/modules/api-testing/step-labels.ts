/**
 * Labels that tools and test-case templates put before a step: Postman's `Tests:` / `Pre-request:` tabs and its
 * `Params:` / `Headers:` / `Body:` / `Auth:` request tabs, and template words such as `Expected:` or `Step 3:`.
 * A label that only says where the step came from is dropped; a request label becomes the grammar's own step.
 */

const PLAIN =
  /^(?:tests?|test\s+script|pre-?request(?:\s+script)?|assertions?|asserts?|checks?|expect(?:ed(?:\s+result)?|ations?)?|verif(?:y|ication)|then|given|when|and|step\s*\d+|action|outcome)\s*:\s*(\S.*)$/i

const PARAMS = /^(?:query\s+)?(?:params?|parameters?|query\s+string)\s*:\s*(\S.*)$/i

const AUTH = /^auth(?:entication|orization)?\s*:\s*(\S.*)$/i

/** The step without its label, in the grammar's words; undefined when there is no label. */
export function readLabel(text: string): { text: string; label: string } | undefined {
  const plain = PLAIN.exec(text)
  if (plain) return { text: plain[1]!, label: text.slice(0, text.length - plain[1]!.length).trim() }
  const params = PARAMS.exec(text)
  if (params) return { text: `Query ${params[1]}`, label: text.slice(0, text.indexOf(':') + 1) }
  const auth = AUTH.exec(text)
  if (auth) {
    const value = auth[1]!.trim()
    const label = text.slice(0, text.indexOf(':') + 1)
    if (/^(?:none|no(?:\s+auth(?:entication)?)?|off|anonymous|no\s+token|-)$/i.test(value)) return { text: 'Without authentication', label }
    if (/^bearer\s+\S+$/i.test(value)) return { text: `Set header Authorization: ${value}`, label }
    return { text: `with ${/^(?:an?|the)\s/i.test(value) ? '' : 'an '}${value}`, label }
  }
  return undefined
}
