import { type Idiom, readStatements, say } from './code-subjects.js'
import { splitTopLevel } from './code-syntax.js'

/**
 * Scripts of tools whose response object is spelt their own way, turned into the spellings the other readers know
 * (round 15):
 * - Dredd hooks (JavaScript): `transaction.real.statusCode`, `JSON.parse(transaction.real.body)`,
 *   `transaction.real.body`, `transaction.real.headers['x']` are the response's status, body, text and headers; in a
 *   before hook, `transaction.request.headers['X'] = 'v'` sets a request header and `transaction.expected.statusCode =
 *   '201'` is the status Dredd then checks (Dredd's hooks docs: "changing generated expectations");
 * - Thunder Client scripts: `tc.response.status` / `.json` / `.text`, `tc.setVar("id", v)` (Postman's
 *   `pm.environment.set`), `tc.test("name", () => { … })` and `tc.test("name", tc.response.status == 201)` (a test whose
 *   value is the check);
 * - Hoppscotch's `pw.test("name", () => { … })`, as Postman's `pm.test`.
 */

export function hookScriptForms(text: string): string {
  if (!/(?:transaction\.|tc\.|pw\.test)/.test(text)) return text
  let out = text
    .replace(/JSON\.parse\(\s*transaction\.real\.body\s*\)/g, 'res.body')
    .replace(/\btransaction\.real\.statusCode\b/g, 'res.status')
    .replace(/\btransaction\.real\.body\b/g, 'res.text')
    .replace(/\btransaction\.real\.headers\b/g, 'res.headers')
    .replace(/\btc\.response\.status\b/g, 'res.status')
    .replace(/\btc\.response\.json\b/g, 'res.body')
    .replace(/\btc\.response\.text\b/g, 'res.text')
    .replace(/^tc\.setVar\(/, 'pm.environment.set(')
    .replace(/\bpw\.expect\(/g, 'expect(')
    .replace(/\bpw\.response\.status\b/g, 'res.status')
    .replace(/\bpw\.response\.body\b/g, 'res.body')
    .replace(/^(?:tc|pw)\.test\((?=\s*(["'`])[^"'`]*\1\s*,\s*(?:function\s*\(|\(\s*\)\s*=>|async))/, 'pm.test(')
  // `tc.test("name", <expression>)`: the test passes when the expression is true.
  const valued = /^tc\.test\(\s*(["'`])[^"'`]*\1\s*,\s*([\s\S]+?)\s*\);?$/.exec(out)
  if (valued) out = `assert.ok(${valued[2]})`
  return out
}

const HEADER_SET = /^transaction\.request\.headers(?:\[\s*(["'])([A-Za-z][\w-]*)\1\s*\]|\.([A-Za-z][\w]*))\s*=\s*(["'`])([^"'`]*)\4;?$/
const EXPECTED_STATUS = /^transaction\.expected\.statusCode\s*=\s*(["']?)([1-5]\d\d)\1;?$/

const HOOK =
  /^hooks\.(?:before|after|beforeValidation|beforeEach|afterEach|beforeEachValidation)\(\s*(?:(["'])[^"']*\1\s*,\s*)?(?:function\s*\(\s*(\w+)\s*(?:,\s*(\w+)\s*)?\)|\(?\s*(\w+)\s*(?:,\s*(\w+)\s*)?\)?\s*=>)\s*\{([\s\S]*)\}\s*\);?$/

/**
 * Dredd's before hooks that shape the request or change its expectation, and a whole hook written on one line
 * (`hooks.before("Tasks > Create", (transaction) => { … })`: each statement read by `read`, a `done()` call left out);
 * undefined for any other line.
 */
export function readDreddHook(written: string, read: (statement: string) => Idiom | undefined): Idiom | undefined {
  const text = written.trim()
  const hook = HOOK.exec(text)
  if (hook) {
    const [, , name1, done1, name2, done2, body] = hook
    const name = name1 ?? name2!
    const done = done1 ?? done2
    const statements = splitTopLevel(body!, ';')
      .map((statement) => statement.trim().replace(new RegExp(String.raw`\b${name}\.`, 'g'), 'transaction.'))
      .filter((statement) => statement !== '' && statement !== `${done}()`)
    return readStatements(statements, read, 'the hook holds no step')
  }
  if (!text.startsWith('transaction.')) return undefined
  const header = HEADER_SET.exec(text)
  if (header) return { texts: [`Set header ${header[2] ?? header[3]}: ${JSON.stringify(header[5])}`] }
  const status = EXPECTED_STATUS.exec(text)
  if (status) return { texts: [say.status([status[2]!])] }
  return { reason: `the Dredd hook line "${text}" has no exact reading here; write the step in words`, firm: true }
}
