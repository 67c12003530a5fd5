import { callSubject } from './code-call-subjects.js'
import { hasKey, readExpression, relate } from './code-relations.js'
import { type Idiom, say } from './code-subjects.js'
import { STATUS_WORDS } from './status-words.js'

/**
 * Keyword-table rows (Robot Framework with RequestsLibrary): cells split by two or more spaces or a tab, a keyword
 * first (`Status Should Be    201    ${resp}`, `Should Be Equal As Strings    ${resp.json()}[title]    Buy milk`,
 * `Dictionary Should Contain Key    ${resp.json()}    id`, `List Should Contain Value`, `Length Should Be`, `Should Contain`,
 * `Set Suite Variable    ${id}    ${resp.json()}[id]`). A plain cell is text; `${201}` is a number. A row
 * whose keyword is not an assertion (`POST On Session …`) is left to the other readers.
 */

const BDD = /^(?:given|when|then|and|but)\s+/i

export function readKeywordRow(line: string): Idiom | undefined {
  const cells = line.trim().split(/\t+|\s{2,}/)
  if (cells.length < 2) return undefined
  const assign = /^\$\{(\w+)\}\s*=?$/.exec(cells[0]!)
  const keyword = (assign ? cells[1]! : cells[0]!).replace(BDD, '').replace(/\s+/g, ' ').toLowerCase()
  const args = (assign ? cells.slice(2) : cells.slice(1)).filter((cell) => !/^msg=/.test(cell))
  const reported: Idiom = { reason: `the row "${line.trim()}" has no exact reading; write the check in words` }
  if (assign && keyword === 'set variable' && args.length === 1) return save(assign[1]!, args[0]!)
  switch (keyword) {
    case 'status should be': {
      const code = /^\$\{(\d{3})\}$|^(\d{3})$/.exec(args[0] ?? '')
      const named = STATUS_WORDS[(args[0] ?? '').replace(/[^A-Za-z]/g, '').toLowerCase()]
      const status = code ? (code[1] ?? code[2]) : named
      if (!status || args.length > 2 || (args[1] !== undefined && !isResponse(args[1]))) return reported
      return { texts: [say.status([status])] }
    }
    case 'request should be successful':
      return args.length <= 1 ? { texts: [say.status(['2xx', '3xx'])] } : reported
    case 'should be equal':
    case 'should be equal as strings':
    case 'should be equal as integers':
    case 'should be equal as numbers':
    case 'should not be equal':
    case 'should not be equal as strings':
    case 'should not be equal as integers':
    case 'should not be equal as numbers': {
      if (args.length !== 2) return reported
      const negate = keyword.includes(' not ')
      const [a, b] = args.map(code) as [string, string]
      const subject = callSubject(a) ?? callSubject(b)
      const subjectFirst = callSubject(a) !== undefined
      const cell = subjectFirst ? args[1]! : args[0]!
      // A status compared as text or as a number is the same code.
      const value = subject?.kind === 'status' ? cell.replace(/^\$\{(\d{3})\}$/, '$1') : cellValue(cell, keyword)
      if (value === undefined) return reported
      return subjectFirst ? relate(a, negate ? '!=' : '==', value) : relate(value, negate ? '!=' : '==', b)
    }
    case 'should contain':
    case 'should not contain': {
      const text = cellValue(args[1] ?? '', 'should be equal as strings')
      if (args.length !== 2 || text === undefined) return reported
      return relate(code(args[0]!), keyword === 'should contain' ? 'contains' : 'not contains', text)
    }
    case 'list should contain value':
    case 'list should not contain value':
      return args.length === 2 ? listItem(code(args[0]!), args[1]!, keyword.includes(' not ')) : reported
    case 'dictionary should contain key':
    case 'dictionary should not contain key':
      return args.length === 2 ? hasKey(code(args[0]!), JSON.stringify(args[1]!), keyword.includes(' not ')) : reported
    case 'length should be':
      return args.length === 2 && /^(?:\$\{)?\d+\}?$/.test(args[1]!)
        ? relate(`len(${code(args[0]!)})`, '==', args[1]!.replace(/\D/g, ''))
        : reported
    case 'should be empty':
    case 'should not be empty':
      return args.length === 1 ? relate(`len(${code(args[0]!)})`, keyword === 'should be empty' ? '==' : '!=', '0') : reported
    case 'should be true':
      return args.length === 1 ? (readExpression(args[0]!.replace(/\$\{([^}]+)\}/g, '$1')) ?? reported) : reported
    case 'set suite variable':
    case 'set test variable':
    case 'set global variable': {
      const name = /^[$\\]\{(\w+)\}$/.exec(args[0] ?? '')
      return name && args.length === 2 ? save(name[1]!, args[1]!) : reported
    }
    default:
      return undefined
  }
}

function save(variable: string, cell: string): Idiom {
  const subject = callSubject(code(cell))
  if (subject?.kind === 'path' && subject.path !== '$') return { texts: [say.save(subject.path, variable)] }
  if (subject?.kind === 'header') return { texts: [say.save(`header ${subject.name}`, variable)] }
  return { reason: `"${cell}" is no value of the response; only values the response gives are saved` }
}

/**
 * `List Should Contain Value    ${resp.json()}[tags]    urgent`: the keyword says the field is a list, so the cell is
 * an item of it. A plain number cell is a text to Robot, never equal to a JSON number, so it is left unread.
 */
function listItem(list: string, cell: string, negate: boolean): Idiom {
  const subject = callSubject(list)
  const value = cellValue(cell, 'should be equal as strings')
  if (subject?.kind !== 'path' || subject.path === '$' || value === undefined)
    return { reason: `"${list}" is no list field of the response with a value to look for` }
  return { texts: [say.contains(subject.path, value, negate)] }
}

const isResponse = (cell: string) => /^\$\{\w+\}$/.test(cell)

/** `${resp.json()}[data][id]` -> `resp.json()["data"]["id"]`; `${resp.status_code}` -> `resp.status_code`. */
function code(cell: string): string {
  const match = /^\$\{([^}]+)\}((?:\[[^\]]+\])*)$/.exec(cell.trim())
  if (!match) return cell
  const items = [...match[2]!.matchAll(/\[([^\]]+)\]/g)].map(([, key]) =>
    /^\d+$/.test(key!) ? `[${key}]` : /^(["']).*\1$/.test(key!) ? `[${key}]` : `["${key}"]`,
  )
  return `${match[1]}${items.join('')}`
}

/**
 * A cell's value as code: `${201}` a number, `${True}` / `${None}` the JSON words, plain text a string. A plain
 * number compared "as strings" may be a JSON number or a text, so it is left unread; "as integers" wants a number.
 */
function cellValue(cell: string, keyword: string): string | undefined {
  const scalar = /^\$\{(-?\d+(?:\.\d+)?|True|False|None)\}$/.exec(cell)
  if (scalar) return scalar[1]
  // biome-ignore lint/suspicious/noTemplateCurlyInString: Robot's empty-string variable, written as in a row
  if (cell === '${EMPTY}') return '""'
  if (/\$\{/.test(cell)) return undefined
  if (/as (?:integers|numbers)$/.test(keyword)) return /^-?\d+(?:\.\d+)?$/.test(cell) ? cell : undefined
  if (keyword.endsWith('as strings') && /^-?\d+(?:\.\d+)?$/.test(cell)) return undefined
  return JSON.stringify(cell)
}
