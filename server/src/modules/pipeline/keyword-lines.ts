/**
 * Robot Framework's SeleniumLibrary keywords written as steps (round 12): `Input Text "Search" "lamp"`, `Click
 * Element "Login"`, `Select From List By Label "Country" "Peru"`, `Checkbox Should Be Selected "Terms"`, `Press Keys
 * None ENTER`. A keyword line names its element by a quoted text (a locator such as `id:x` or `css:…` stays reported:
 * the steps do not locate by it) and is rewritten, before any reader, into the documented step it is; read as
 * written, `Input Text Username field "alice"` took "Text Username" for the field's name.
 */

const M = '\\uE000\\d+\\uE001'
/** A quoted name, or up to three capitalised words before `field` (`Username field`). */
const FIELD = `(${M}|(?:[A-Z][\\w-]*\\s+){1,3}field)`

const KEYWORDS: [RegExp, string | ((...groups: string[]) => string)][] = [
  [
    new RegExp(`^input\\s+(?:text|password)\\s+${FIELD}\\s+(${M})$`, 'i'),
    (field, value) => `enter ${value} into the ${field.replace(/\s+field$/i, '')} field`,
  ],
  [
    new RegExp(`^click\\s+(element|button|link|image)\\s+(${M})$`, 'i'),
    (kind, name) => (/^element$/i.test(kind) ? `click ${name}` : `click the ${name} ${kind.toLowerCase()}`),
  ],
  [new RegExp(`^select\\s+from\\s+list\\s+by\\s+(?:label|value)\\s+(${M})\\s+(${M})$`, 'i'), 'select $2 from the $1 dropdown'],
  [
    new RegExp(`^(select|unselect)\\s+checkbox\\s+(${M})$`, 'i'),
    (verb, name) => `${/^un/i.test(verb) ? 'untick' : 'tick'} the ${name} checkbox`,
  ],
  [
    new RegExp(`^checkbox\\s+should\\s+(not\\s+)?be\\s+selected\\s+(${M})$`, 'i'),
    (not, name) => `verify the ${name} checkbox is ${not ? 'not checked' : 'checked'}`,
  ],
  [
    new RegExp(`^element\\s+should\\s+(not\\s+)?be\\s+(visible|enabled|disabled)\\s+(${M})$`, 'i'),
    (not, state, name) => `verify the element ${name} is ${not ? 'not ' : ''}${state.toLowerCase()}`,
  ],
  [new RegExp(`^textfield\\s+value\\s+should\\s+be\\s+(${M})\\s+(${M})$`, 'i'), 'verify the $1 field has value $2'],
  [
    new RegExp(`^page\\s+should\\s+contain\\s+(button|link|checkbox)\\s+(${M})$`, 'i'),
    (role, name) => `verify the ${name} ${role.toLowerCase()} is visible`,
  ],
  [/^capture\s+page\s+screenshot$/i, 'take a screenshot'],
  // Keys in capitals (`ENTER`, `CTRL+A`); other words are text typed, which the line does not say where.
  [/^press\s+keys\s+(?:none|\$\{none\})\s+([A-Z][A-Z_]*(?:\+[A-Z][A-Z_]*)*)$/i, (key) => (/^[A-Z_+]+$/.test(key) ? `press ${key}` : '')],
]

/** What every keyword line starts with: a cheaper test, run first. */
const KEYWORD_START = /^(?:input|click|select|unselect|checkbox|element|textfield|page|capture|press\s+keys)\b/i

/** The masked step as the documented step its keyword is, or `undefined` when it is no keyword line. */
export function keywordLine(masked: string): string | undefined {
  if (!KEYWORD_START.test(masked)) return undefined
  for (const [pattern, to] of KEYWORDS) {
    const found = pattern.exec(masked)
    if (!found) continue
    const said = typeof to === 'string' ? masked.replace(pattern, to) : to(...found.slice(1).map((g) => g ?? ''))
    return said === '' ? undefined : said
  }
  return undefined
}
