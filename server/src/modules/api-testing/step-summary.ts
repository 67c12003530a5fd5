import type { Step } from './api-spec.js'

/**
 * An API step in one short line (`field_equals $.title "x"`), for the corpus tests, and the structured
 * interpretation the validate endpoint returns per step.
 */

export function summarizeApiStep(step: Step): string {
  switch (step.kind) {
    case 'send':
      return step.body === undefined ? 'send' : 'send body'
    case 'header':
      return `header ${step.headers.map(([n, v]) => `${n}=${v}`).join('&')}`
    case 'query':
      return `query ${step.params.map(([n, v]) => `${n}=${v}`).join('&')}`
    case 'body':
    case 'no_auth':
      return step.kind
    case 'invalid_auth':
      return 'bad_auth'
    case 'status':
      return `status ${step.anyOf.join(',')}`
    case 'body_contains':
      return `${step.negate ? 'body_not_contains' : 'body_contains'} ${JSON.stringify(step.value)}`
    case 'field_equals':
      return `${step.negate ? 'field_not_equals' : 'field_equals'} ${step.path} ${JSON.stringify(step.value)}`
    case 'field_exists':
      return `${step.negate ? 'field_missing' : 'field_exists'} ${step.path}`
    case 'field_type':
      return `field_type ${step.path} ${step.type}`
    case 'field_matches':
      return `field_matches ${step.path} /${step.regex.pattern}/${step.regex.flags}`
    case 'field_compare':
    case 'length':
      return `${step.kind} ${step.path} ${step.op} ${step.value}`
    case 'field_contains':
      return `${step.negate ? 'field_not_contains' : 'field_contains'} ${step.path} ${JSON.stringify(step.value)}`
    case 'header_check':
      return `header_check ${step.name.toLowerCase()} ${step.op}${step.value !== undefined ? ` ${JSON.stringify(step.value)}` : ''}${step.regex ? ` /${step.regex.pattern}/${step.regex.flags}` : ''}`
    case 'content_type':
      return `content_type ${(step.anyOf ?? [step.mediaType]).join(' | ')}${step.charset ? `; charset=${step.charset}` : ''}`
    case 'response_time':
      return `response_time ${step.maxMs}`
    case 'schema':
      return `schema${step.schemaName ? ` ${step.schemaName}` : ''}`
    case 'save':
      return `save ${step.source.from === 'body' ? step.source.path : `header ${step.source.name}`} ${step.variable}`
    case 'error_message':
      return `error_message ${JSON.stringify(step.value)}`
    case 'unknown':
      return 'unknown'
  }
}

export interface ApiStepInterpretation {
  line: number
  kind: Step['kind']
  /** The JSON path, header or variable the step is about. */
  target?: string
  value?: string
  /** For checks: what must hold (`== "x"`, `> 0`, `status 201`). */
  assertion?: string
  summary: string
}

export function interpretApiStep(step: Step): ApiStepInterpretation {
  const out: ApiStepInterpretation = { line: step.line, kind: step.kind, summary: summarizeApiStep(step) }
  switch (step.kind) {
    case 'field_equals':
      out.target = step.path
      out.value = JSON.stringify(step.value)
      out.assertion = `${step.negate ? '!=' : '=='} ${JSON.stringify(step.value)}`
      break
    case 'field_exists':
    case 'field_type':
    case 'field_matches':
    case 'field_contains':
      out.target = step.path
      out.assertion =
        out.summary.slice(out.summary.indexOf(step.path) + step.path.length).trim() ||
        (step.kind === 'field_exists' ? (step.negate ? 'absent' : 'present') : '')
      if (step.kind === 'field_contains') out.assertion = `${step.negate ? 'lacks' : 'contains'} ${out.assertion}`
      break
    case 'field_compare':
    case 'length':
      out.target = step.path
      out.assertion = `${step.kind === 'length' ? 'length ' : ''}${step.op} ${step.value}`
      break
    case 'status':
      out.assertion = `status ${step.anyOf.join(' or ')}`
      break
    case 'body_contains':
    case 'error_message':
      out.value = step.value
      out.assertion = step.kind === 'error_message' ? 'error text contains' : step.negate ? 'body lacks' : 'body contains'
      break
    case 'header_check':
      out.target = step.name
      out.assertion = step.op
      if (step.value !== undefined) out.value = step.value
      break
    case 'save':
      out.target = step.source.from === 'body' ? step.source.path : step.source.name
      out.value = step.variable
      break
    case 'query':
    case 'header':
      out.value = (step.kind === 'query' ? step.params : step.headers).map(([n, v]) => `${n}=${v}`).join('&')
      break
  }
  return out
}
