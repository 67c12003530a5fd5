/**
 * Words of English learnt after another language, rewritten before any reader sees the step (plain-wording.ts), on
 * the masked text, because a reader would otherwise misread them:
 * - an auxiliary before a bare verb (`the url is contain "/x"`, `is not appear`, `are show`: Indonesian, Malay,
 *   Korean, Chinese, Hindi writers): the verb itself. Read as written, `Make sure the url is contain` checked the URL
 *   equals "contain";
 * - a state told with `activated` / `deactivated` (German aktiviert, French activé, Spanish activado, Italian
 *   attivato): of a checkbox, switch or toggle it is ticked or not, when the step checks (a check verb, a modal or
 *   `not`; `The checkbox "X" is activated` alone may be a passive action, as `The "Book" button is clicked` is read);
 *   a button, field or dropdown `deactivated` is disabled. The order-free reading took `Verify that the checkbox "X"
 *   is activated` for ticking it. A button `activated` may be enabled or pressed (ui-corpus-13 keeps it reported), a
 *   tab `activated` may be selected, and a name with no role noun or an action to do (`is to be activated`) are left;
 * - a control that `can be clicked` (`is can click`, `cannot be clicked`): clickable or not, as `is clickable` reads.
 *   Read as written, `Verify the "Simpan" button can be clicked` clicked it;
 * - the URL or title `of the page` (la URL de la página, der Titel der Seite): the page's own. Read as written, `Verify
 *   that the url of the page contains "/x"` checked a text "/x";
 * - the page that jumps, transitions, redirects or changes to a path (Chinese 跳转, Japanese 遷移): the URL check. Read
 *   as written, `The page changes to "/x"` checked a text "/x".
 */

const M = '\\uE000\\d+\\uE001'
// The verb in lower case (a capitalised one is a name: `the Filter dropdown is Show all`), never a question's lead
// (`Is display name empty?`).
const BARE_AFTER_AUX = /(?<=\S\s+)\b([Ii]s|[Aa]re)\s+((?:[Nn]ot|NOT)\s+)?(show|appear|contain|include|display|exist|disappear|have)\b(?!-)/g
const TOGGLE = /^(?:checkbox|check\s*box|tick\s*box|switch|toggle)$/i
const ACTIVATED = new RegExp(
  `\\b(checkbox|check\\s*box|tick\\s*box|switch|toggle|button|field|input|textbox|text\\s+box|dropdown|combo\\s*box)\\s+((?:${M}\\s+)?(?:is|are|stays?|remains?|(?:should|must|shall|will)\\s+(?:still\\s+)?(?:be|stay|remain))\\s+(?:still\\s+|now\\s+|already\\s+)?(not\\s+)?)(activated|deactivated|inactivated)\\b`,
  'gi',
)
const CLICKABLE = new RegExp(
  `(${M}|\\b(?:button|link|tab|icon|checkbox|option|item))\\s+(?:is\\s+)?(?:(?:can|could)(\\s*not)?\\s+(?:be\\s+)?)(?:click(?:ed)?|press(?:ed)?|tap(?:ped)?)$`,
  'i',
)
const PAGE_GOES = new RegExp(
  `^(?:(?:verify|check|ensure|assert|confirm|validate|make\\s+sure)\\s+(?:that\\s+|if\\s+)?)?(?:the\\s+)?(?:page|screen|browser|site|app|view)\\s+(?:(?:is|will|should|must|has)\\s+)?(?:be\\s+)?(?:jump|transition|transit|redirect|change|move|go|switch|navigate|went)(?:s|es|ed|ped)?\\s+(?:to|into|on)\\s+(?:the\\s+)?(?:(?:url|address|path|page)\\s+)?(${M})$`,
  'i',
)
const OF_THE_PAGE =
  /\bthe\s+(url|address|title)\s+of\s+(?:the\s+|this\s+)?(?:current\s+|actual\s+|opened\s+|open\s+)?(?:web\s*)?(?:page|site|browser(?:\s+(?:tab|window))?|tab|window|screen)(?=\s*$|\s*[:=]|\s+(?:is|are|should|must|will|does|did|contains?|includes?|ends|starts|equals|has|have|shows?|reads?|says?|matches|changes|becomes)\b)/i
/**
 * `Choose in the dropdown Plot size for "X"` (kies in de dropdown … voor): the list named before its option. Read as
 * written, a one-word label kept `for` (`the Language for dropdown`).
 */
const LIST_FIRST = new RegExp(
  `^(choose|select|pick)\\s+in\\s+(?:the\\s+)?(?:list|dropdown|drop-down|select|combo\\s*box)\\s+(${M}|[A-Za-z][\\w'()-]*(?:\\s+(?!for\\b)[\\w'()-]+){0,2})\\s+for\\s+(${M})$`,
  'i',
)
const CHECKS = /^(?:verify|check|ensure|assert|confirm|validate|make\s+sure|control|expect)\b|\b(?:should|must|shall|will)\s/i

/** The masked step with the writers' verb forms and states in the grammar's words; each rewrite is said in `changed`. */
export function secondLanguageWording(masked: string, spans: readonly string[], changed: string[]): string {
  let text = masked
  const listFirst = /^(?:choose|select|pick)\s+in\s/i.test(text) ? LIST_FIRST.exec(text) : null
  if (listFirst) {
    text = `${listFirst[1]} ${listFirst[3]} from the ${listFirst[2]} dropdown`
    changed.push(`"${listFirst[0].replace(/\s+for\s+\uE000\d+\uE001$/, '')} for" as "from the ${listFirst[2]} dropdown"`)
  }
  if (/\bcan/i.test(text))
    text = text.replace(CLICKABLE, (all: string, what: string, not: string | undefined) => {
      const said = `is ${not ? 'not ' : ''}clickable`
      changed.push(`"${all.slice(what.length).trim()}" as "${said}"`)
      return `${what} ${said}`
    })
  const own = /\sof\s/i.test(text) ? OF_THE_PAGE.exec(text) : null
  if (own) {
    const said = `the ${/^title$/i.test(own[1]!) ? 'title' : 'url'}`
    changed.push(`"${own[0]}" as "${said}"`)
    text = text.replace(OF_THE_PAGE, said)
  }
  const goes = /\s(?:to|into|on)\s/i.test(text) ? PAGE_GOES.exec(text) : null
  if (goes && /^"?(?:\/|https?:|\{\{)/.test(spans[Number(/\d+/.exec(goes[1]!)?.[0])] ?? '')) {
    changed.push(`"${goes[0].replace(/\s*\uE000\d+\uE001$/, '')}" as "the url contains"`)
    text = `verify the url contains ${goes[1]}`
  }
  if (/\b(?:is|are)\s+(?:not\s+)?(?:sh|ap|co|in|di|ex|ha)/i.test(text))
    text = text.replace(BARE_AFTER_AUX, (all: string, aux: string, not: string | undefined, verb: string) => {
      const lower = verb.toLowerCase()
      const said = not
        ? `${/^is$/i.test(aux) ? 'does' : 'do'} not ${lower}`
        : /^are$/i.test(aux)
          ? lower
          : lower === 'have'
            ? 'has'
            : `${lower}s`
      changed.push(`"${all}" as "${said}"`)
      return said
    })
  if (!/activated/i.test(text)) return text
  return text.replace(ACTIVATED, (all: string, role: string, between: string, not: string | undefined, word: string) => {
    const on = /^activated$/i.test(word)
    const toggle = TOGGLE.test(role)
    if (toggle ? !not && !CHECKS.test(text) : on) return all
    const state = toggle ? (on ? 'checked' : 'unchecked') : 'disabled'
    changed.push(`"${word}" as "${state}"`)
    return `${role} ${between}${state}`
  })
}
