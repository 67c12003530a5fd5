/**
 * English learnt after another first language, normalised by linguistic phenomenon (round 15), not by writer: each
 * rule is a shape that many first languages put into English, rewritten on the masked step before any reader sees
 * it (plain-wording.ts), with every rewrite of a meaning-bearing word said in the line's note. Round 14 taught
 * idioms from one writer each, and they carried to nobody else; the phenomena below were counted over the non-native
 * sections of every open set and hold in several first languages each:
 * - a verb told as a noun after a light verb (Greek κάνε κλικ, Spanish hacer clic / dar clic, Italian fare clic,
 *   French faire un clic, Portuguese dar um clique, Turkish tıklama yap, Hindi click karo, Japanese クリックする):
 *   `Make double click on …`, `Do a search for …`, `Give click on …`, `Make navigation to …` are the verb itself;
 * - the verb before its subject, the subject dropped or a dummy `it` / `there` (Spanish, Italian, Greek and Czech drop
 *   the subject; Swedish, German and Czech put the verb second; Indonesian puts the shown text after the verb):
 *   `Wait, until is displayed text "X"`, `Must be written "X"`, `Verify that appears "X"`, `Make sure result is
 *   appear "X"` tell that "X" is shown; only when nothing but a dummy or a generic noun stands before the verb;
 * - a display verb calqued from the writer's language: a text that `stands` (Swedish står, German steht, Dutch
 *   staat), `is written` (Greek γράφει, Russian написано, Polish napisane, Czech napsáno, Italian c'è scritto);
 * - the preposition of a fill's destination (Japanese に, Indonesian ke, Greek στο, Turkish -e, Russian в):
 *   `Input 500 to field "X"`, `At the field Servings write 6`, `Type 3 on the Quantity field` are `in`; and of a
 *   change's result (Italian cambiato in, French changé en, German geändert in / auf, Polish zmieniony na): a check
 *   that a value `is changed in "X"` / `changed on "X"` is `changed to`;
 * - cognate words for a UI thing (a lexicon across languages): the page `updated` / `actualised` / `renewed`
 *   (uppdatera, aktualisieren, actualizar, atualizar, aktualizovat, обновить) is reloaded; the page `before` /
 *   `precedent` / `anterior` (sidan före, page précédente, página anterior) is the previous one; a `roll-down` /
 *   `unrolling` / `unfolding` / `fold-out` / `expanding` list (rullgardinsmeny, liste déroulante, lista desplegable,
 *   lista rozwijana, uitklaplijst, αναπτυσσόμενη λίστα) is a dropdown; `digit` (digitare, digitar) is type; a mark
 *   taken away (ta bort markeringen, Haken entfernen) unticks; going `with the mouse` over a thing (πήγαινε με το
 *   ποντίκι) hovers it.
 * A rewrite never changes the action the step says; what stays ambiguous stays reported by the readers.
 */

const M = '\\uE000\\d+\\uE001'
const LEAD = '(?:verify|check|ensure|assert|confirm|validate|make\\s+sure|control|see|look|test)'

/** Light verbs and the nouns they turn into an action; the noun's preposition is kept when the verb takes it. */
const LIGHT =
  /\b(?:make|makes|do|does|give|gives|perform|performs|execute|executes|reali[sz]es?|effectuates?|carry\s+out)\s+(?:a\s+|an\s+|one\s+|the\s+)?(double|right)?[\s-]?(click|clic|klik|navigation|scroll|scrolling|search|hover|refresh|reload)\b(?!\s+(?:field|box|bar|input|button|icon|link|results?|page|form|tab|menu|option|area)\b)(?:\s+(on|at|in|to|over|for|of|down|up))?(?=\s*$|\s+(?:the\s|a\s|an\s|\uE000|\{\{|\/|https?:))/gi

function lightVerb(noun: string, mod: string | undefined, prep: string | undefined): string {
  const p = prep?.toLowerCase()
  switch (noun.toLowerCase()) {
    case 'click':
    case 'clic':
    case 'klik':
      return `${mod ? `${mod.toLowerCase()}-click` : 'click'}${p ? (p === 'in' || p === 'at' || p === 'to' ? ' on' : ` ${p}`) : ''}`
    case 'navigation':
      return `navigate${p ? ' to' : ''}`
    case 'scroll':
    case 'scrolling':
      return `scroll${p ? ` ${p === 'in' || p === 'at' ? 'to' : p}` : ''}`
    case 'search':
      return `search${p ? ' for' : ''}`
    case 'hover':
      return `hover${p ? ' over' : ''}`
    default:
      return `reload${p ? ` ${p}` : ''}`
  }
}

/**
 * A presence told verb first: a check or wait lead, an optional dummy subject (`it`, `there`) or a generic noun
 * (`result`, `text`), a modal, the presence verb, an optional role word, then the quoted text and an optional place.
 */
const VERB_FIRST = new RegExp(
  `^(?:(wait)\\s*,?\\s+(?:until|till|for|that)\\s+|(${LEAD})\\s*,?\\s+(?:that\\s+|if\\s+|whether\\s+)?)?((?:it|there|the\\s+(?:result|output)|result|output)\\s+)?((?:(?:must|should|shall|will|has\\s+to|have\\s+to|needs?\\s+to|is|are|does|do)\\s+)?(?:not\\s+)?(?:be\\s+)?(?:(?:is|are)\\s+)?)(displayed|shown|visible|written|present|appears?|shows?|stands?|writes?|exists?)\\s+(?:(?:the|a|an)\\s+)?(?:(?:text|message|label|word|words|note|inscription|caption)\\s+)?(${M})((?:\\s+(?:in|on|at|under|below|above|inside)\\s+(?:the\\s+)?[\\w\\s\\uE000\\uE001-]+)?)$`,
  'i',
)
/** Verb forms that are also an imperative (`Show "X"`, `Write "X"`): verb first only after a subject or a modal. */
const IMPERATIVE_FORM = /^(?:appear|show|stand|write|exist)$/i

/** A text that `stands` or `is written` (subject first): shown. */
const DISPLAY_CALQUE = new RegExp(
  `^((?:${LEAD}\\s+(?:that\\s+)?)?(?:the\\s+(?:text|message|label|word|words|note|inscription|caption)\\s+)?)(${M})\\s+(?:(?:must|should|shall|will)\\s+(?:be\\s+)?|is\\s+|are\\s+)?(stands|stand|written)\\b`,
  'i',
)

/** A fill's verb, a value (quoted or one run of words), then a destination's preposition other than in / into. */
const FILL_TO = new RegExp(
  `^((?:type|types|enter|enters|input|inputs|write|writes|insert|inserts|key\\s+in|fill\\s+in|put|puts)\\s+(?:${M}|[^\\s\\uE000]+))\\s+(?:to|at|on|onto|inside)\\s+(?=(?:the\\s+)?(?:(?:field|box|input|textbox|text\\s+box|textarea)\\b|(?:(?!(?:in|into|to|the|a|an|and|then)\\b)[A-Za-z][\\w()-]*\\s+){1,3}(?:field|box|input|textbox|textarea)\\b|${M}))`,
  'i',
)
/**
 * A value told with its kind before it (`Type the date 21.11.2026 in …`, `Input the password "X" to …`, French la
 * quantité 3, German das Datum …, Japanese パスワード「X」を): the kind names the value, the field says where it goes.
 */
const KIND_VALUE = new RegExp(
  `^((?:type|enter|input|write|insert|key\\s+in|fill\\s+in|put|digit|introduce)\\s+)the\\s+(?:password|date|number|quantity|amount|value|text|name|e-?mail|code|time|price|sum|word|phrase|username|pin)\\s+(?=${M}\\s+(?:in|into|to|at|on|onto|inside)\\s)`,
  'i',
)
/** `At the field Servings write 6`: the destination fronted with another preposition than `in`. */
const AT_FIELD = /^(?:at|on|to|inside)\s+(?=(?:the\s+)?(?:field|box|input|textbox|textarea)\s)/i
/** A check that a value was changed `in` / `on` / `into` a quoted value (the result, not a place). */
const CHANGED_IN = new RegExp(
  `^(${LEAD}\\s+(?:that\\s+)?(?:the\\s+)?[\\w\\s-]*?\\b(?:is|has\\s+been|was|got|gets)\\s+(?:changed|switched|updated|turned|set))\\s+(?:in|on|into|at)\\s+(${M})$`,
  'i',
)

/** Cognate words for a thing of the page, across first languages. */
const RELOAD =
  /^(?:please\s+)?(?:update|updates|actualise|actualize|renew|recharge)\s+(?:the\s+)?(?:web\s*)?(page|site|screen|browser(?:\s+window)?)$/i
const PAGE_BEFORE = /\bthe\s+(?:page\s+before|(?:precedent|anterior|preceding|former)\s+page)(?=\s*$)/i
const ROLL_LIST = /\b(?:roll-?down|rolldown|unrolling|unfolding|fold-?out|foldout|expanding|expandable|drop|falling)\s+(?:list|menu)\b/gi
const DIGIT = /^(?:please\s+)?(digit|digits|introduce|introduces)\s+(?=(?:the\s+)?(?:\uE000\d+\uE001|\d))/i
const MOUSE =
  /^(?:go|goes|move|moves|come|comes|pass|passes|drive|drives)\s+with\s+(?:the\s+)?(?:mouse|cursor|pointer)\s+(?:over|on|above|onto|to)\s+/i
const MARK_AWAY = new RegExp(
  `^(?:take\\s+away|remove|delete|erase|clear)\\s+(?:the\\s+)?(?:mark|tick|check|checkmark|cross|hook)\\s+(?:in|from|of|on|at|by|for)\\s+(?:the\\s+)?(?:(?:checkbox|check\\s+box|box)\\s+)?(${M})$`,
  'i',
)

/**
 * A presence told in the perfect (`has appeared`, `has been displayed`, `had shown`): Chinese, Vietnamese, Indonesian
 * and Thai mark no tense, and Korean and Japanese writers use a past form for a present state (나타났다, 表示された); a
 * check is of the state now, so the verb is read in the present.
 */
const PERFECT = /\b(?:has|have|had)\s+(?:been\s+)?(appeared|disappeared|displayed|shown|showed|vanished|become\s+visible)\b/gi
const PRESENT: Readonly<Record<string, string>> = {
  appeared: 'appears',
  disappeared: 'disappears',
  displayed: 'is displayed',
  shown: 'is shown',
  showed: 'is shown',
  vanished: 'disappears',
}

/**
 * A count told with its place first (Spanish en la tabla hay, German in der Tabelle gibt es, Czech v tabulce je,
 * Indonesian di tabel ada, Turkish tabloda … var, Japanese テーブルに … ある) or after `there are`: the place has them.
 */
const PLACE_COUNT = new RegExp(
  `^(?:${LEAD}\\s+(?:that\\s+)?)?(?:in|on|inside|within)\\s+((?:the\\s+)?(?:(?!there\\b|are\\b|is\\b)[\\w'()-]+\\s+|${M}\\s+){1,4}?)(?:there\\s+(?:is|are)|are|is|exists?|exist|stands?|(?:we|you|i)\\s+(?:have|see))\\s+(\\d+|one|two|three|four|five|six|seven|eight|nine|ten)\\s+([a-z]+s)$`,
  'i',
)
const THERE_COUNT = new RegExp(
  `^(?:${LEAD}\\s+(?:that\\s+)?)?(?:there\\s+(?:is|are)|exists?|exist)\\s+(\\d+|one|two|three|four|five|six|seven|eight|nine|ten)\\s+([a-z]+s)\\s+(?:in|on|inside|within)\\s+((?:the\\s+)?(?:[\\w'()-]+|${M})(?:\\s+(?:[\\w'()-]+|${M})){0,3})$`,
  'i',
)

/** Words that deny: two in one clause are a double negation (below). */
const NEGATOR = /\b(?:not|never|no|nothing|none|nobody|nowhere)\b|n't\b/gi

/**
 * Two denials in one clause (`Verify that no error is not shown`, `"X" is not never displayed`): in Spanish, Italian,
 * Portuguese, French, Greek, Czech, Polish and Russian the second repeats the first (negative concord: nothing is
 * shown); in English they cancel (something is shown). The step says one of two opposite checks, so it is reported.
 * `neither … nor` and `no longer` are one denial; quoted values are masked.
 */
export function doubleNegationReason(raw: string): string | undefined {
  const unquoted = raw.replace(/"[^"]*"|'[^'\s][^']*'(?!\w)/g, '""')
  if ((unquoted.match(NEGATOR)?.length ?? 0) < 2) return undefined
  for (const clause of unquoted.split(/[,;]|\s(?:and|then|but|or)\s/i)) {
    const words = clause.replace(/\bno\s+(?:longer|more)\b/gi, 'not').replace(/\bneither\b|\bnor\b|\bwithout\b.*$/gi, '')
    const denials = words.match(NEGATOR)
    if (denials && denials.length >= 2)
      return `the step denies twice ("${denials.join('" … "')}"): in some languages that means "not", in English "yes"; write one denial ("Verify "…" is not shown") or none`
  }
  return undefined
}

/** A mark put in a box (sätt en bock i, Haken setzen, poner una marca en, поставить галочку): ticked. */
const MARK_IN = new RegExp(
  `^(?:put|puts|set|sets|place|places|make|makes|add|adds)\\s+(?:a|an|the)\\s+(?:mark|tick|check|checkmark|cross|hook)\\s+(?:in|into|on|at|to|by|for)\\s+(?:the\\s+)?(?:(?:checkbox|check\\s+box|box)\\s+)?(${M})$`,
  'i',
)
/** A wait told with `await` or French attendre: the wait. */
const AWAIT = /^(?:await|awaits|attend|attends)\s+(?:(that|until|till)\s+|for\s+)?/i
/** An option chosen `of` its list (Spanish de la lista, Italian della lista, French de la liste): from it. */
const OPTION_OF = new RegExp(
  `^((?:select|choose|pick)\\s+(?:the\\s+(?:option|value|item|entry)\\s+)?${M})\\s+of\\s+(?=(?:the\\s+)?(?:list|dropdown|menu|select|combo\\s*box)\\b|(?:the\\s+)?(?:[\\w'()-]+\\s+){1,3}(?:list|dropdown|menu)\\b)`,
  'i',
)

/**
 * The place told before a fill or a choice (topicalised: Greek and Slavic word order is free, German and Swedish put
 * the verb second, Turkish, Japanese, Korean and Hindi put the place first): `From the Difficulty choose "X"`, `In the
 * Notes write "Y"` are the action with its place after it. Only a fill's or a choice's verb; a click in a region is the
 * grammar's own scope.
 */
const FRONTED = new RegExp(
  `^(from|in|into|at|on|inside)\\s+((?:the\\s+)?(?:${M}|[A-Z][\\w'()-]*(?:\\s+(?!(?:choose|select|pick|write|type|enter|input|fill|put)\\b)[\\w'()-]+){0,2}))\\s+(choose|select|pick|write|type|enter|input|fill\\s+in|put)\\s+(${M}|[^\\s\\uE000][^\\uE000]*?)$`,
  '',
)

/** A place with a role noun is the grammar's (a region, a filter, a field): left to its readers. */
const FRONTED_ROLE =
  /\b(?:field|fields|list|dropdown|drop-down|box|input|filter|menu|section|dialog|popup|pop-up|modal|panel|tab|table|grid|card|row|form|area|page|screen|header|footer|sidebar|bar|toolbar|column|window|combo|select|picker|editor)\b/i

/** The masked step with the phenomena above in the grammar's words; each rewrite is said in `changed`. */
export function learnerWording(masked: string, changed: string[]): string {
  let text = masked
  const lower = text.toLowerCase()
  if (
    /\b(?:make|do|give|perform|execute|reali[sz]e|effectuate|carry)/.test(lower) &&
    /cli|klik|navigat|scroll|search|hover|refresh|reload/.test(lower)
  )
    text = text.replace(LIGHT, (all: string, mod: string | undefined, noun: string, prep: string | undefined) => {
      const said = lightVerb(noun, mod, prep)
      changed.push(`"${all.trim()}" as "${said}"`)
      return said
    })
  if (/displayed|shown|visible|written|present|appear|show|stand|writ|exist/.test(lower)) {
    const first = VERB_FIRST.exec(text)
    if (first) {
      const [all, wait, lead, subject, modal, verb, quote, place] = first
      const verbFirst = subject || modal?.trim() || (!IMPERATIVE_FORM.test(verb!) && (wait || lead))
      if (verbFirst) {
        const not = /\bnot\b/i.test(modal ?? '') ? 'not ' : ''
        const shown = `${quote} is ${not}${wait ? 'visible' : 'shown'}${place ?? ''}`
        const said = wait ? `wait until ${shown}` : `${lead ?? 'verify'} that ${shown}`
        if (said !== all) {
          changed.push(`"${all.replace(/\uE000\d+\uE001/g, '…')}" as "${said.replace(/\uE000\d+\uE001/g, '…')}"`)
          text = said
        }
      }
    } else if (/stand|writ/.test(lower)) {
      const calque = DISPLAY_CALQUE.exec(text)
      if (calque) {
        changed.push(`"${calque[3]}" as "shown"`)
        text = text.replace(DISPLAY_CALQUE, `${calque[1]}${calque[2]} is shown`)
      }
    }
  }
  if (lower.includes('the ') && KIND_VALUE.test(text)) {
    const kind = KIND_VALUE.exec(text)![0].slice(KIND_VALUE.exec(text)![1]!.length).trim()
    changed.push(`"${kind}" as the value's kind`)
    text = text.replace(KIND_VALUE, '$1')
  }
  if (/\s(?:has|have|had)\s/i.test(text))
    text = text.replace(PERFECT, (all: string, verb: string, at: number, whole: string) => {
      // `has shown "X"`: the verb with its object shows it.
      const object = /^sh/i.test(verb) && /^\s+(?:the\s+)?\uE000/.test(whole.slice(at + all.length))
      const said = object ? 'shows' : (PRESENT[verb.toLowerCase()] ?? 'is visible')
      changed.push(`"${all}" as "${said}"`)
      return said
    })
  if (/\d|one|two|three|four|five|six|seven|eight|nine|ten/i.test(lower) && /\b(?:there|are|is|exists?|stands?|have|see)\b/i.test(lower)) {
    const place = PLACE_COUNT.exec(text)
    const there = place ? null : THERE_COUNT.exec(text)
    if (place || there) {
      const where = (place ? place[1]! : there![3]!).trim().replace(/^(?!the\s)/i, 'the ')
      const said = place ? `verify ${where} has ${place[2]} ${place[3]}` : `verify ${where} has ${there![1]} ${there![2]}`
      changed.push(`a count told place first as "${said.replace(/\uE000\d+\uE001/g, '…')}"`)
      text = said
    }
  }
  if (/\s(?:to|at|on|onto|inside)\s/i.test(text) && FILL_TO.test(text))
    text = text.replace(FILL_TO, (_all: string, head: string) => {
      changed.push('a destination "to / at / on" as "in"')
      return `${head} in `
    })
  const fronted = /^(?:from|in|into|at|on|inside)\s/i.test(text) ? FRONTED.exec(text.replace(/^./, (c) => c.toLowerCase())) : null
  if (fronted && !FRONTED_ROLE.test(fronted[2]!)) {
    const [, prep, place, verb, what] = fronted
    const into = /^(?:choose|select|pick)$/i.test(verb!) ? 'from' : 'in'
    const said = `${verb} ${what} ${into} ${place}`
    changed.push(`the place "${prep} ${place!.replace(/\uE000\d+\uE001/g, '…')}" told before the action as after it`)
    text = said
  }
  if (AT_FIELD.test(text)) {
    changed.push('a destination "at / on / to" as "in"')
    text = text.replace(AT_FIELD, 'In ')
  }
  if (/chang|switch|updat|turn|set/.test(lower)) {
    const change = CHANGED_IN.exec(text)
    if (change) {
      changed.push('a change "in / on" a value as "to"')
      text = `${change[1]} to ${change[2]}`
    }
  }
  if (/updat|actuali|renew|recharge/.test(lower) && RELOAD.test(text)) {
    changed.push(`"${text}" as "reload the page"`)
    text = 'reload the page'
  }
  if (/before|precedent|anterior|preceding|former/.test(lower) && PAGE_BEFORE.test(text)) {
    changed.push(`"${PAGE_BEFORE.exec(text)![0]}" as "the previous page"`)
    text = text.replace(PAGE_BEFORE, 'the previous page')
  }
  if (/roll|unroll|unfold|fold|expand|drop|fall/.test(lower) && /list|menu/.test(lower))
    text = text.replace(ROLL_LIST, (word: string) => {
      if (/^drop\s+menu$/i.test(word)) return word
      changed.push(`"${word}" as "dropdown"`)
      return 'dropdown'
    })
  if (/digit|introduc/.test(lower) && DIGIT.test(text)) {
    changed.push(`"${DIGIT.exec(text)![1]}" as "type"`)
    text = text.replace(DIGIT, 'type ')
  }
  if (lower.includes('with') && /mouse|cursor|pointer/.test(lower) && MOUSE.test(text)) {
    changed.push(`"${MOUSE.exec(text)![0].trim()}" as "hover over"`)
    text = text.replace(MOUSE, 'hover over ')
  }
  if (/mark|tick|check|cross|hook/.test(lower)) {
    const away = MARK_AWAY.exec(text)
    if (away) {
      changed.push(`"${away[0].replace(/\s*\uE000\d+\uE001$/, '')}" as "uncheck"`)
      text = `uncheck ${away[1]}`
    }
  }
  if (/put|set|place|make|add/.test(lower) && /mark|tick|check|cross|hook/.test(lower)) {
    const mark = MARK_IN.exec(text)
    if (mark) {
      changed.push(`"${mark[0].replace(/\s*\uE000\d+\uE001$/, '')}" as "check"`)
      text = `check ${mark[1]}`
    }
  }
  const awaited = /^(?:await|attend)s?\s/i.test(text) ? AWAIT.exec(text) : null
  if (awaited) {
    const said = awaited[1] ? 'wait until ' : 'wait for '
    changed.push(`"${awaited[0].trim()}" as "${said.trim()}"`)
    text = text.replace(AWAIT, said)
  }
  if (/\sof\s/i.test(text) && OPTION_OF.test(text)) {
    changed.push('an option "of" its list as "from"')
    text = text.replace(OPTION_OF, '$1 from ')
  }
  return text
}
