import { callLiteral } from './code-call-subjects.js'
import { type Idiom, say } from './code-subjects.js'
import { callOf, quoted, splitTopLevel } from './code-syntax.js'
import { normalizeJsonPath } from './json-path.js'

/**
 * PactumJS's expectations, one link or several of a spec chain: `.expectStatus(201)`, `.expectJson('a.b', 'x')`,
 * `.expectJsonLength('items', 3)`, `.expectHeader('x', 'v')`, `.expectHeaderContains(…)`, `.expectBodyContains('x')`,
 * `.expectResponseTime(500)` and `.stores('taskId', 'id')`. Paths are Pactum's dotted json-query paths.
 * `expectJsonLike` (a loose match), `expectJsonSchema`, a request built in the line (`spec().post(…)`) are reported.
 */

const LINK = /^\.(?:expect[A-Z]\w*|stores)\(/

export function readPactum(written: string): Idiom | undefined {
  const text = written.trim().replace(/;$/, '').trim()
  if (!LINK.test(text)) return undefined
  const texts: string[] = []
  for (const link of splitTopLevel(text.slice(1), '.')) {
    const call = callOf(link)
    if (!call) return unread(link)
    const read = readLink(call.name, call.args)
    if (!read) return unread(link)
    if ('reason' in read) return read
    texts.push(...read.texts)
  }
  return { texts }
}

const unread = (link: string): Idiom => ({ reason: `${link} has no exact reading; write the check in words` })

/** Pactum's `a.b[0].c` / `items` -> a JSON path. */
function pathOf(written: string | undefined): string | undefined {
  const key = quoted(written ?? '')
  return key && /^[A-Za-z_$][\w$]*(?:\.[\w$]+|\[\d+\])*$/.test(key) ? normalizeJsonPath(`$.${key}`) : undefined
}

function readLink(name: string, args: string[]): Idiom | undefined {
  const [first, second] = args
  switch (`${name}/${args.length}`) {
    case 'expectStatus/1':
      return /^[1-5]\d\d$/.test(first!.trim()) ? { texts: [say.status([first!.trim()])] } : undefined
    case 'expectJson/2': {
      const path = pathOf(first)
      const json = callLiteral(second!)
      return path && json !== undefined ? { texts: [say.equals(path, json)] } : undefined
    }
    case 'expectJsonLength/1':
      return /^\d+$/.test(first!.trim()) ? { texts: [say.length('$', '==', first!.trim())] } : undefined
    case 'expectJsonLength/2': {
      const path = pathOf(first)
      return path && /^\d+$/.test(second!.trim()) ? { texts: [say.length(path, '==', second!.trim())] } : undefined
    }
    case 'expectHeader/2':
    case 'expectHeaderContains/2': {
      const [header, value] = [quoted(first!), quoted(second!)]
      if (!header || value === undefined) return undefined
      return { texts: [name === 'expectHeader' ? say.headerEquals(header, value) : say.header(header, `contains "${value}"`)] }
    }
    case 'expectBodyContains/1': {
      const value = quoted(first!)
      return value === undefined ? undefined : { texts: [say.bodyContains(JSON.stringify(value))] }
    }
    case 'expectResponseTime/1':
      return Number(first) > 0 ? { texts: [say.time(Number(first))] } : undefined
    case 'stores/2': {
      const [variable, path] = [quoted(first!), pathOf(second)]
      return variable && /^\w+$/.test(variable) && path ? { texts: [say.save(path, variable)] } : undefined
    }
    default:
      return undefined
  }
}
