import { listMarker } from './step-tester-prose-5.js'

/**
 * Labels that tools and test-case templates put before a step: Postman's `Tests:` / `Pre-request:` tabs and its
 * `Params:` / `Headers:` / `Body:` / `Auth:` request tabs (and Insomnia's, named in a sentence), RSpec's `context` and
 * `it` blocks, template words such as `Expected:` or `Step 3:`, and an arrow before an expected result (`-> 201`).
 * A label that only says where the step came from is dropped; a request label becomes the grammar's own step.
 */

const PLAIN =
  /^(?:tests?|test\s+script|pre-?request(?:\s+script)?|assertions?|asserts?|checks?|expect(?:ed(?:\s+result)?|ations?)?|verif(?:y|ication)|then|given|when|and|step\s*\d+|action|outcome)\s*:\s*(\S.*)$/i

const PARAMS = /^(?:query\s+)?(?:params?|parameters?|query\s+string)\s*:\s*(\S.*)$/i

const AUTH = /^auth(?:entication|orization)?\s*:\s*(\S.*)$/i

/**
 * Insomnia's and Postman's request tabs named in a sentence: `Headers tab: X-Branch = north`, `Body tab, JSON: {…}`,
 * `In the Query tab add page = 2`, `Switch the Auth tab to a bogus token`. The tab says which part the rest shapes.
 */
const TAB_NAME = String.raw`(query(?:\s+params)?|params|parameters|headers?|body|auth(?:entication|orization)?|tests?|scripts?|pre-?request(?:\s+script)?)`
const TAB = new RegExp(
  String.raw`^(?:(?:in|on|under|from)\s+)?(?:the\s+)?${TAB_NAME}\s+tab\s*[:,]?\s*(?:(?:add|set|enter|type|put|write|use|choose|select|pick)\s+)?(\S.*)$`,
  'i',
)
const SWITCH_TAB = new RegExp(String.raw`^(?:switch|set|change|turn)\s+(?:the\s+)?${TAB_NAME}\s+tab\s+to\s+(\S.*)$`, 'i')

function readTab(text: string): { text: string; label: string } | undefined {
  const tab = TAB.exec(text) ?? SWITCH_TAB.exec(text)
  if (!tab) return undefined
  const [, name, rest] = tab
  const label = `${name} tab`
  if (/^(?:query|params|parameters)/i.test(name!)) return { text: `Query ${rest}`, label }
  if (/^headers?$/i.test(name!)) return { text: `Set header ${rest}`, label }
  if (/^body$/i.test(name!)) return { text: `Body ${rest!.replace(/^(?:raw\s+)?json\s*:?\s*(?=[{[])/i, '')}`, label }
  if (/^auth/i.test(name!)) return { text: authStep(rest!.trim()), label }
  return { text: rest!, label }
}

/** The step without its label, in the grammar's words; undefined when there is no label. */
export function readLabel(text: string): { text: string; label: string } | undefined {
  const tab = readTab(text)
  if (tab) return tab
  // RSpec's `context "with an invalid token" do` / `it "returns 201"`: the quoted words are the step.
  const block = /^(context|it|specify)\s+(["'])(.+)\2(?:\s+do)?$/.exec(text)
  if (block) return { text: block[3]!, label: block[1]! }
  // `-> should return 201`: an arrow before a step marks the result expected, as `Expected:` does.
  const arrow = /^(->|=>|→|⇒)\s*(\S.*)$/.exec(text)
  if (arrow) return { text: arrow[2]!, label: arrow[1]! }
  const marker = listMarker(text)
  if (marker) return marker
  const plain = PLAIN.exec(text)
  if (plain) return { text: plain[1]!, label: text.slice(0, text.length - plain[1]!.length).trim() }
  const params = PARAMS.exec(text)
  if (params) return { text: `Query ${params[1]}`, label: text.slice(0, text.indexOf(':') + 1) }
  const auth = AUTH.exec(text)
  if (auth) return { text: authStep(auth[1]!.trim()), label: text.slice(0, text.indexOf(':') + 1) }
  return undefined
}

/** What an auth tab is set to, as a step: none, a bearer token, or a token described (`an expired token`). */
function authStep(value: string): string {
  if (/^(?:none|no(?:\s+auth(?:entication)?)?|off|anonymous|no\s+token|-)$/i.test(value)) return 'Without authentication'
  if (/^bearer\s+\S+$/i.test(value)) return `Set header Authorization: ${value}`
  return `with ${/^(?:an?|the)\s/i.test(value) ? '' : 'an '}${value}`
}
