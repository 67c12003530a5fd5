/**
 * suggest-improvements, rules engine: groups a run's failing cases by the assertion that failed (type and source
 * line) and proposes a concrete edit of the system prompt per group. Pure: results in, suggestions out.
 */

export interface FailedResult {
  case_name: string
  status: string
  output: string | null
  error: string | null
  assertions: { type: string; line: number; pass: boolean; status: string; reason: string }[]
}

export interface Suggestion {
  assertion_type: string
  /** The assertion as written in the suite (e.g. `contains: "refund"`), when known. */
  assertion: string | null
  failed_cases: number
  case_names: string[]
  pattern: string
  /** A sentence to add to (or change in) the system prompt. */
  prompt_edit: string
  /** Where the fix is not in the prompt (provider errors, latency, cost). */
  kind: 'prompt' | 'settings' | 'provider'
}

const arg = (source: string | null) => (source ? source.replace(/^[\w-]+\s*:?\s*/, '').replace(/\s*\(weight[^)]*\)\s*$/i, '') : '')

function editFor(type: string, source: string | null, outputs: string[]): Pick<Suggestion, 'pattern' | 'prompt_edit' | 'kind'> {
  const a = arg(source)
  const jsonFenced = outputs.filter((o) => /```/.test(o)).length
  const long = outputs.length ? Math.round(outputs.reduce((n, o) => n + o.length, 0) / outputs.length) : 0
  switch (type) {
    case 'contains':
    case 'icontains':
    case 'contains-all':
    case 'contains-any':
    case 'starts-with':
    case 'ends-with':
      return {
        pattern: `the answers leave out ${a || 'the required text'}`,
        prompt_edit: `Always include ${a || 'the required wording'} in your answer${type === 'ends-with' ? ', at the very end' : type === 'starts-with' ? ', at the very start' : ''}.`,
        kind: 'prompt',
      }
    case 'not-contains':
      return {
        pattern: `the answers say ${a}`,
        prompt_edit: `Never write ${a} in an answer, even when the user asks for it.`,
        kind: 'prompt',
      }
    case 'equals':
    case 'similarity':
    case 'levenshtein':
      return {
        pattern: 'the answers differ from the expected text',
        prompt_edit: `Answer with exactly the expected wording and nothing else${a ? `, e.g. ${a}` : ''}; add one example answer to the prompt.`,
        kind: 'prompt',
      }
    case 'regex':
      return {
        pattern: `the answers do not match ${a}`,
        prompt_edit: `Format every answer so that it matches ${a}; state the format with one example.`,
        kind: 'prompt',
      }
    case 'is-json':
    case 'json-schema':
    case 'json-path':
      return {
        pattern:
          jsonFenced > 0 ? `${jsonFenced} answer(s) wrap the JSON in a code fence or prose` : 'the answers are not the required JSON',
        prompt_edit: 'Reply with only a JSON object: no prose, no markdown code fences. Use exactly the fields of this example: { ... }.',
        kind: 'prompt',
      }
    case 'max-length':
    case 'max-tokens':
      return {
        pattern: `answers average ${long} characters, over the limit ${a}`,
        prompt_edit: `Keep every answer under ${a} ${type === 'max-tokens' ? 'tokens' : 'characters'}: two short sentences at most.`,
        kind: 'prompt',
      }
    case 'min-length':
      return {
        pattern: `answers average ${long} characters, under ${a}`,
        prompt_edit: 'Give a complete answer: explain the steps, not only a yes or no.',
        kind: 'prompt',
      }
    case 'refusal':
      return {
        pattern: 'the assistant answers requests it should decline',
        prompt_edit:
          'If a request is outside your scope or about a forbidden topic, decline politely in one sentence and offer what you can help with.',
        kind: 'prompt',
      }
    case 'not-refusal':
      return {
        pattern: 'the assistant declines requests it should answer (over-refusal)',
        prompt_edit: 'Help with every request about the product; decline only the topics listed as forbidden.',
        kind: 'prompt',
      }
    case 'llm-rubric':
      return { pattern: `the judge found the answers miss: ${a}`, prompt_edit: `Make sure that: ${a}.`, kind: 'prompt' }
    case 'latency-ms':
    case 'cost-max':
      return {
        pattern: `the ${type === 'cost-max' ? 'cost' : 'latency'} limit ${a} is exceeded`,
        prompt_edit:
          'Ask for shorter answers ("Answer in at most three sentences") and lower max_tokens in the suite Defaults, or use a faster model.',
        kind: 'settings',
      }
    default:
      return {
        pattern: `${type} fails`,
        prompt_edit: `Review the rule behind ${source ?? type} and state it explicitly in the prompt.`,
        kind: 'prompt',
      }
  }
}

export function suggestImprovements(
  results: FailedResult[],
  sourceOfLine: Map<number, string>,
  total: number,
): { summary: string; suggestions: Suggestion[] } {
  const groups = new Map<string, { type: string; line: number; cases: FailedResult[] }>()
  const errored = results.filter((r) => r.status === 'error' && r.assertions.every((a) => a.status === 'error'))
  for (const r of results) {
    if (errored.includes(r)) continue
    for (const a of r.assertions) {
      if (a.pass) continue
      const key = `${a.type}@${a.line}`
      const g = groups.get(key) ?? { type: a.type, line: a.line, cases: [] }
      g.cases.push(r)
      groups.set(key, g)
    }
  }
  const suggestions: Suggestion[] = [...groups.values()]
    .sort((x, y) => y.cases.length - x.cases.length || x.line - y.line)
    .map((g) => {
      const source = sourceOfLine.get(g.line) ?? null
      return {
        assertion_type: g.type,
        assertion: source,
        failed_cases: g.cases.length,
        case_names: g.cases.map((c) => c.case_name).slice(0, 20),
        ...editFor(
          g.type,
          source,
          g.cases.map((c) => c.output ?? ''),
        ),
      }
    })
  if (errored.length > 0)
    suggestions.push({
      assertion_type: 'provider',
      assertion: null,
      failed_cases: errored.length,
      case_names: errored.map((c) => c.case_name).slice(0, 20),
      pattern: `the provider call failed (${errored[0]!.error ?? 'error'})`,
      prompt_edit: 'Not a prompt problem: check the provider (key, model, rate limits) and rerun these cases.',
      kind: 'provider',
    })
  const failing = results.length
  if (failing === 0)
    return {
      summary: `All ${total} case(s) passed: no failing assertion to fix.`,
      suggestions: [
        {
          assertion_type: 'coverage',
          assertion: null,
          failed_cases: 0,
          case_names: [],
          pattern: 'every case passes',
          prompt_edit:
            'The prompt holds on these cases: add harder ones (augment a dataset with adversarial and boundary cases) before changing it.',
          kind: 'prompt',
        },
      ],
    }
  return {
    summary: `${failing} of ${total} case(s) failed; ${suggestions.length} group(s) by failed assertion, largest first.`,
    suggestions,
  }
}
