import type { AssertionType } from './assertion-parse.js'

export interface AssertionDoc {
  type: AssertionType
  argument: string
  example: string
  description: string
}

/** One entry per assertion type (a test checks the list is complete); the docs table and the editor read it. */
export const ASSERTION_CATALOG: AssertionDoc[] = [
  {
    type: 'equals',
    argument: 'text (default: the case Expected)',
    example: 'equals: "42"',
    description: 'Output equals the text (surrounding whitespace ignored).',
  },
  { type: 'contains', argument: 'text', example: 'contains: "refund"', description: 'Output contains the text (case-sensitive).' },
  { type: 'not-contains', argument: 'text', example: 'not-contains: "password"', description: 'Output does not contain the text.' },
  { type: 'icontains', argument: 'text', example: 'icontains: refund', description: 'Output contains the text, ignoring case.' },
  {
    type: 'contains-any',
    argument: 'list of texts',
    example: 'contains-any: "refund", "return"',
    description: 'Output contains at least one of the texts.',
  },
  {
    type: 'contains-all',
    argument: 'list of texts',
    example: 'contains-all: ["order", "refund"]',
    description: 'Output contains every text; score is the share found.',
  },
  {
    type: 'starts-with',
    argument: 'text',
    example: 'starts-with: "Hello"',
    description: 'Output (leading whitespace ignored) starts with the text.',
  },
  {
    type: 'ends-with',
    argument: 'text',
    example: 'ends-with: "."',
    description: 'Output (trailing whitespace ignored) ends with the text.',
  },
  {
    type: 'regex',
    argument: '/pattern/flags or pattern',
    example: 'regex: /order #\\d{5}/i',
    description: 'Output matches the regular expression; an invalid one is a parse error.',
  },
  { type: 'is-json', argument: 'none', example: 'is-json', description: 'Output parses as JSON (a ```json fence is accepted).' },
  {
    type: 'json-schema',
    argument: 'JSON Schema object',
    example: 'json-schema: {"type":"object","required":["answer"]}',
    description: 'Output is JSON valid against the schema (draft 2020-12; unknown keywords are a parse error).',
  },
  {
    type: 'json-path',
    argument: '<path> == <JSON value>',
    example: 'json-path: $.status == "ok"',
    description: 'Output is JSON and the value at the path equals the JSON value.',
  },
  { type: 'min-length', argument: 'whole number', example: 'min-length: 20', description: 'Output has at least N characters.' },
  { type: 'max-length', argument: 'whole number', example: 'max-length: 500', description: 'Output has at most N characters.' },
  {
    type: 'max-tokens',
    argument: 'whole number',
    example: 'max-tokens: 150',
    description: 'The answer used at most N output tokens (an error when the provider reported no usage).',
  },
  {
    type: 'latency-ms',
    argument: 'whole number',
    example: 'latency-ms: 3000',
    description: 'The call (retries included) took at most N ms.',
  },
  {
    type: 'cost-max',
    argument: 'number',
    example: 'cost-max: 0.002',
    description: 'The call cost at most this much (provider prices per 1K tokens; cached answers cost 0).',
  },
  {
    type: 'similarity',
    argument: '[text] [>= threshold] (defaults: Expected, 0.7)',
    example: 'similarity: "Your refund is on its way" >= 0.6',
    description: 'Lexical cosine similarity of word counts reaches the threshold; the score is the similarity.',
  },
  {
    type: 'levenshtein',
    argument: '[text] [<= distance] (defaults: Expected, 5)',
    example: 'levenshtein: "Paris" <= 2',
    description: 'Edit distance to the text is at most the bound.',
  },
  {
    type: 'refusal',
    argument: 'none',
    example: 'refusal',
    description: 'The answer is a refusal ("I can\'t help with that", "I must decline", ...).',
  },
  { type: 'not-refusal', argument: 'none', example: 'not-refusal', description: 'The answer is not a refusal.' },
  {
    type: 'llm-rubric',
    argument: 'rubric text',
    example: 'llm-rubric: apologises and offers a refund',
    description: 'A judge provider grades the answer; no judge or a judge failure is an error, never a pass.',
  },
]
