import { createHash } from 'node:crypto'

/** Atlassian Document Format, the small part of it an issue body needs. */
export interface AdfText {
  type: 'text'
  text: string
  marks?: { type: 'link'; attrs: { href: string } }[] | { type: 'strong' | 'code' }[]
}
export type AdfNode =
  | { type: 'paragraph'; content: AdfText[] }
  | { type: 'heading'; attrs: { level: number }; content: AdfText[] }
  | { type: 'codeBlock'; attrs: { language?: string }; content: AdfText[] }
  | { type: 'bulletList'; content: { type: 'listItem'; content: { type: 'paragraph'; content: AdfText[] }[] }[] }
export interface AdfDoc {
  type: 'doc'
  version: 1
  content: AdfNode[]
}

export interface FailureReport {
  specName: string
  runId: string
  runUrl: string
  status: string
  classification: string | null
  failedStep: number | null
  /** Messages of the failed attempts, newest last. */
  errors: string[]
  stack: string | null
  finishedAt: string | null
  /** The healer's verdict on the last failure (why it was not healed), when it gave one. */
  diagnosis?: string | null
}

const text = (t: string): AdfText => ({ type: 'text', text: t })
const para = (...content: AdfText[]): AdfNode => ({ type: 'paragraph', content })
const heading = (t: string): AdfNode => ({ type: 'heading', attrs: { level: 3 }, content: [text(t)] })
// ADF refuses empty text nodes.
const code = (t: string): AdfNode => ({ type: 'codeBlock', attrs: {}, content: [text(t || ' ')] })

/** Splits an error into its message and the `at ...` stack lines Playwright/Node print under it. */
export function splitError(error: string): { message: string; stack: string | null } {
  const lines = error.split(/\r?\n/)
  const first = lines.findIndex((l) => /^\s+at\s/.test(l))
  if (first === -1) return { message: error.trim(), stack: null }
  return { message: lines.slice(0, first).join('\n').trim(), stack: lines.slice(first).join('\n') }
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')

/**
 * Same failure, same fingerprint: spec name plus the first error line with the volatile parts (numbers, ids,
 * durations, quoted values' digits) taken out, so a recurrence finds the issue of the earlier one.
 */
export function failureFingerprint(specName: string, error: string): string {
  const firstLine =
    splitError(error)
      .message.split(/\r?\n/)
      .find((l) => l.trim() !== '') ?? ''
  const normalized = firstLine
    .replace(ANSI, '')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
    .replace(/\d+(\.\d+)?/g, '<n>')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
    .slice(0, 300)
  return createHash('sha256').update(`${specName}\n${normalized}`).digest('hex').slice(0, 32)
}

export function issueSummary(r: FailureReport): string {
  const first = (splitError(r.errors.at(-1) ?? '').message.split(/\r?\n/)[0] ?? '').trim()
  const s = `[Specwright] ${r.specName} failed${first ? `: ${first}` : ''}`
  return s.length > 250 ? `${s.slice(0, 249)}…` : s
}

/** The issue body: spec, what failed, the error messages, the stack trace and a link to the run. */
export function issueBody(r: FailureReport): AdfDoc {
  const content: AdfNode[] = [
    para(text('Spec: '), { type: 'text', text: r.specName, marks: [{ type: 'strong' }] }),
    para(
      text(
        `The run ${r.status === 'error' ? 'could not complete' : 'failed'}${r.failedStep ? ` at step ${r.failedStep}` : ''}` +
          `${r.classification ? ` (classified as ${r.classification})` : ''}${r.finishedAt ? ` on ${r.finishedAt}` : ''}.`,
      ),
    ),
    para(text('Run: '), { type: 'text', text: r.runUrl, marks: [{ type: 'link', attrs: { href: r.runUrl } }] }),
    ...(r.diagnosis ? [para(text(`Diagnosis: ${r.diagnosis.slice(0, 2000)}`))] : []),
    heading('Error messages'),
  ]
  const messages = r.errors.map((e) => splitError(e).message).filter((m) => m !== '')
  if (messages.length === 0) content.push(para(text('(no error message recorded)')))
  for (const m of messages) content.push(code(m.slice(0, 8000)))
  if (r.stack) content.push(heading('Stack trace'), code(r.stack.slice(0, 16000)))
  return { type: 'doc', version: 1, content }
}

/** The comment a recurrence adds to the open issue. */
export function recurrenceComment(r: FailureReport): AdfDoc {
  return {
    type: 'doc',
    version: 1,
    content: [
      para(text(`The same failure happened again${r.finishedAt ? ` on ${r.finishedAt}` : ''}. Run: `), {
        type: 'text',
        text: r.runUrl,
        marks: [{ type: 'link', attrs: { href: r.runUrl } }],
      }),
      ...r.errors.slice(-1).map((e) => code(splitError(e).message.slice(0, 8000))),
    ],
  }
}
