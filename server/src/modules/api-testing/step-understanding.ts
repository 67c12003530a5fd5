import { circumstanceCuts, type Note, readSentence, splitCompound, unmask, verbOf } from '../understanding/sentence.js'
import { accountedReading } from './api-accounting.js'
import { respelled } from './api-respelling.js'
import type { Step } from './api-spec.js'
import { API_VERBS } from './api-verbs.js'
import { declaresValue } from './code-declarations.js'
import { type Idiom, readToolIdiom } from './code-idioms.js'
import { compoundChecks } from './step-compound.js'
import { splitChecks } from './step-english.js'
import { normalizeStepText, type ParsedStep, parseStep, type StepInput, type TestTarget } from './step-grammar.js'
import { readLabel } from './step-labels.js'
import { reread } from './step-rereadings.js'
import { CHECK, firstRewrites, rewrites } from './step-rewrites.js'
import { summarizeApiStep } from './step-summary.js'
import { reportedShape, withoutRemark } from './step-tester-prose-3.js'
import { misspeltFieldWord } from './step-typos.js'

/**
 * One API step as written -> its steps, with notes on what was read differently from the letter. The grammar
 * (step-grammar.ts) reads the step as written first, so every documented phrasing keeps its meaning; only a step it
 * does not understand goes through the shared sentence layer (lead words, verb inflections and misspellings),
 * the API rewrites (step-rewrites.ts: `POST with JSON {…}`, `Call the endpoint`, `response.title == "x"`, `the array is not
 * empty`), compound splitting and dropped clauses. A step nothing understands keeps the grammar's own reason.
 */

export interface UnderstoodApiStep extends ParsedStep {
  notes: Note[]
}

const isUnknown = (parsed: ParsedStep) => parsed.steps.some((step) => step.kind === 'unknown')

export function understandApiStep(input: StepInput, target?: TestTarget): UnderstoodApiStep {
  const idiom = readToolIdiom(normalizeStepText(input.text))
  const { code, ...understood } = understandWritten(input, target, idiom)
  if (!isUnknown(understood))
    return respelled(input, accountedReading(input, understood, target, code), code, (text) =>
      understandApiStep({ ...input, text }, target),
    )
  if (!idiom) return respelled(input, understood, undefined, (text) => understandApiStep({ ...input, text }, target))
  // A tool's idiom the grammar cannot carry out is reported with the idiom's own reason, or the grammar's reason for
  // the part it refused (`requests.get(…)` in a POST test).
  const reason =
    'reason' in idiom
      ? idiom.reason
      : idiom.texts
          .flatMap((text) => parseStep({ ...input, text }, target).steps)
          .find((step): step is Extract<Step, { kind: 'unknown' }> => step.kind === 'unknown')?.reason
  if (reason === undefined) return understood
  return { ...understood, steps: understood.steps.map((step) => (step.kind === 'unknown' ? { ...step, reason } : step)) }
}

/** Several texts in the grammar's words, each one step or more; undefined unless every one is understood. */
function parseAll(input: StepInput, texts: readonly string[], target?: TestTarget): ParsedStep | undefined {
  const steps: Step[] = []
  const used = { code: false, children: false }
  for (const text of texts) {
    const parsed = parseStep({ ...input, text }, target)
    if (isUnknown(parsed)) return undefined
    steps.push(...parsed.steps)
    used.code ||= parsed.used.code
    used.children ||= parsed.used.children
  }
  return { steps, used }
}

/**
 * A reading, with the sentences it is accounted on when not the step as written: those a code reader wrote for a
 * tool's code, none for a labelled step (its step was accounted when read).
 */
type Reading = UnderstoodApiStep & { code?: string[] }

function understandWritten(input: StepInput, target: TestTarget | undefined, idiom: Idiom | undefined): Reading {
  // Test code of the tools testers know (Postman, Jest, Chai, pytest, REST-assured, Karate).
  if (idiom && 'texts' in idiom) {
    const parsed = parseAll(input, idiom.texts, target)
    if (parsed) return { ...parsed, notes: [], code: idiom.texts }
  }
  // A tool's line whose words the grammar would read otherwise (apickli's `should not be <regex>`).
  if (idiom && 'firm' in idiom && idiom.firm) {
    const text = normalizeStepText(input.text)
    return { steps: [{ kind: 'unknown', line: input.line, text, reason: idiom.reason }], used: { code: false, children: false }, notes: [] }
  }
  // `Add the header X-Key: k like in my curl`: a remark on where the step comes from, which the grammar would read into
  // an unquoted value; the step before it is read (and accounted) alone.
  const remarked = withoutRemark(normalizeStepText(input.text))
  const inner = remarked && understandApiStep({ ...input, text: remarked.text }, target)
  if (inner && !isUnknown(inner))
    return { ...inner, notes: [{ kind: 'ignored', message: `ignored "${remarked.remark}" (it adds no action)` }, ...inner.notes], code: [] }
  // JS-like lengths and emptiness read as field values by the plain grammar ("$.items.length", "is empty").
  for (const candidate of firstRewrites(input.text.trim())) {
    const parsed = parseStep({ ...input, text: candidate }, target)
    if (!isUnknown(parsed)) return { ...parsed, notes: [] }
  }
  const written = parseStep(input, target)
  const typo = isUnknown(written) ? undefined : misspeltFieldWord(input.text, written)
  if (!isUnknown(written) && !typo) return { ...written, notes: [] }
  // `val total = 3` is code, not a sentence: the sentence layer would respell `val` as "validate".
  if (declaresValue(normalizeStepText(input.text))) return { ...written, notes: [] }
  // A reading that takes a misspelt keyword for a field is not run; unless the sentence layer corrects it, it is reported.
  const asWritten: ParsedStep = typo
    ? { steps: [{ kind: 'unknown', line: input.line, text: normalizeStepText(input.text), reason: typo }], used: written.used }
    : written
  // Shorthand, a learner's verb forms, talk around the step (step-rereadings.ts): each rewrite read again whole.
  const again =
    isUnknown(written) || typo
      ? reread(normalizeStepText(input.text), (text) => {
          const reading = understandApiStep({ ...input, text }, target)
          return isUnknown(reading) ? undefined : reading
        })
      : undefined
  if (again) return { ...again.reading, notes: [again.note, ...again.reading.notes], code: [] }
  // `Tests: status is 200`, `Params: page=2`: a label before the step.
  const label = readLabel(normalizeStepText(input.text))
  if (label) {
    const inner = understandApiStep({ ...input, text: label.text }, target)
    // The step after the label was accounted for as it was read: the label itself names nothing.
    if (!isUnknown(inner))
      return {
        ...inner,
        notes: [{ kind: 'ignored', message: `read the label "${label.label}" as a step of this test` }, ...inner.notes],
        code: [],
      }
  }
  // `$.price is between 1 and 9`: two checks in one.
  const checks = splitChecks(normalizeStepText(input.text).replace(CHECK, ''))
  const split = checks && parseAll(input, checks, target)
  if (split) return { ...split, notes: [] }
  const parse = (text: string) => {
    // A corrected sentence (`the response shoud be 404`) is read as a step written that way would be: rewrites first.
    for (const candidate of [...new Set([...firstRewrites(text), text, ...rewrites(text)])]) {
      const parsed = parseStep({ ...input, text: candidate }, target)
      if (!isUnknown(parsed) && !misspeltFieldWord(candidate, parsed)) return parsed
    }
    return undefined
  }
  const sentence = readSentence(input.text.replace(/`/g, '"'), API_VERBS)
  if (sentence.questions) {
    // A question is read as the one check its statements agree on (`Is the status 200?`).
    const readings = new Map<string, ParsedStep>()
    for (const reading of sentence.questions) {
      const parsed = parse(unmask(sentence.masked, reading))
      if (parsed) readings.set(parsed.steps.map(summarizeApiStep).join(' | '), parsed)
    }
    if (readings.size === 1) {
      const [only] = readings.values()
      return { ...only!, notes: [{ kind: 'reordered', message: `read the question as a check: ${[...readings.keys()][0]}` }] }
    }
    return { ...asWritten, notes: [] }
  }
  const plain = unmask(sentence.masked)
  const read = parse(plain)
  if (read) return { ...read, notes: sentence.notes }

  // A check joined by "and the …" (`the status is 200 and the body contains "x"`) is a part of its own too.
  const parts = splitCompound(sentence.masked.text, (word) => verbOf(word, API_VERBS) !== undefined || /^the$/i.test(word))
  if (parts) {
    const steps: Step[] = []
    const used = { code: false, children: false }
    let ok = true
    for (const part of parts) {
      const parsed = parse(unmask(sentence.masked, readSentence(unmask(sentence.masked, part), API_VERBS).masked.text))
      if (!parsed) {
        ok = false
        break
      }
      steps.push(...parsed.steps)
      used.code ||= parsed.used.code
      used.children ||= parsed.used.children
    }
    if (ok) {
      const message = `split into ${parts.length} steps: ${parts.map((p) => `"${unmask(sentence.masked, p)}"`).join(', ')}`
      return { steps, used, notes: [...sentence.notes, { kind: 'split', message }] }
    }
  }
  for (const cut of circumstanceCuts(sentence.masked.text)) {
    const parsed = parse(unmask(sentence.masked, cut.text))
    if (parsed) {
      const dropped = unmask(sentence.masked, cut.dropped)
      return { ...parsed, notes: [...sentence.notes, { kind: 'ignored', message: `ignored "${dropped}" (it adds no action)` }] }
    }
  }
  // `Status 400 and error "x"`, `201, JSON, under 500ms`: a list of checks, each part understood on its own.
  const listed = compoundChecks(normalizeStepText(input.text), (text) => {
    const part = understandApiStep({ ...input, text }, target)
    return isUnknown(part) ? undefined : part.steps
  })
  if (listed)
    return {
      steps: listed,
      used: asWritten.used,
      notes: [...sentence.notes, { kind: 'split', message: `read as a list of ${listed.length} checks` }],
    }
  // `Booking the same slot again should give 409`, `When the lesson is full expect a 4xx`: a reason of their own.
  const repeated = reportedShape(normalizeStepText(input.text))
  if (repeated)
    return {
      steps: [{ kind: 'unknown', line: input.line, text: normalizeStepText(input.text), reason: repeated }],
      used: asWritten.used,
      notes: [],
    }
  return { ...asWritten, notes: sentence.notes }
}
