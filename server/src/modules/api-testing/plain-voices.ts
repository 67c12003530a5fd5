/**
 * Plain English API steps in everyday and second-language voices (round 15, held-out set 27): the words people use
 * for the parts of a request and a response, put into the grammar's words so the step is read again whole. Each class
 * is a way of naming or saying something that holds across writers, not a sentence:
 * - the check's lead: a comma before "that" (Czech, German, Polish and Russian punctuation: `Check, that …`),
 *   `Control that` (Swedish "kontrollera"), a first person (`I expect`, `we check`);
 * - quotes: single quotes as quotes, a quoted JSON path or status code (`Expect "$.bins" to …`, `status '201'`),
 *   a JSON body in single quotes;
 * - the expectation as a catenative (`Expect X to V`, `not to V`, `to not V`): `X should (not) V`;
 * - the response's names: `the answer` / `the reply` (svar, odpověď, απάντηση), `the code of the answer` for the status
 *   code, `is of type X` / `comes in X format` for the content type;
 * - comparatives learned from other languages: `bigger from` (από, než), `more or same with` (lebih atau sama dengan),
 *   `minimum` / `maximum N`, `cannot be bigger than`;
 * - the response time said with a motion verb: `comes (back) within`, `arrives in less than`, `Response under …`,
 *   `half a second`;
 * - a description beside a JSON path (`the booking reference in $.reference`, `the total price $.total.amount`, `the
 *   $.extras array`): the path names the field, the words only describe it; quantity words (`the number of items in
 *   $.x`) and list members (`the first item in $.x`) are never a description, nor one word the path does not hold
 *   (`the nice $.total`: an adjective alone may be a condition);
 * - presence and absence: `No $.x`, `the id is returned in $.id`, `has to be there`;
 * - text in the body: `the word "X"`, `mentions "X" somewhere`; a container first (`in $.tags is not "vegan"`, Czech
 *   and Swedish word order);
 * - a pattern after "matches" written without slashes but anchored (`matches ^3[A-Z]-\d{2}$`);
 * - `is validated against the "X" schema`;
 * - the request told plainly: `Send {…}`, `Send in the body {…}`, `fire the request off with {…} as the JSON body`,
 *   `Add the header X with value Y`, `Put the header X: Y`.
 * The API reader tries this last (step-rereadings.ts), only for a step nothing else understood, and keeps the rewrite
 * only when it is understood whole.
 */

export type Rule = readonly [RegExp, string | ((...groups: string[]) => string)]

const PATH = String.raw`\$[\w.[\]*-]*`

/** Words one of these forms needs: a step with none pays one test. */
const HINT =
  /[$'{[(]|"[A-Za-z_]\w*"|,\s*(?:that|if|whether)\b|\b(?:control|controle|controll|i|we|expect|answer|reply|code|content|bigger|more|less|smaller|greater|minimum|maximum|cannot|response|call|request|half|no|word|mentions?|in|match(?:es)?|validated|validate|send|fire|use|add|put|there|plus|also|nothing|api|server|service|endpoint|backend|includes?|exists?|has|have|do|whatever|what|anything|everything|still|always|stay|remain|because|field)\b|[—–]/i

const LEAD_FORMS: readonly Rule[] = [
  // `Check, that status is 201`: the comma other languages put before "that".
  [/^(verify|check|control|ensure|confirm|validate|make\s+sure),\s+(that|if|whether)\b/i, '$1 $2'],
  [/^(?:i|we)\s+(?:also\s+|then\s+)?(expect|check|verify|confirm|make\s+sure|ensure|validate)\b/i, '$1'],
  [/^(?:control|controle|controll)\s+(?=that\b|if\b|whether\b)/i, 'Check '],
  // `Do verify …`: an emphatic do before the check verb.
  [/^do\s+(?=(?:verify|check|confirm|ensure|make\s+sure)\b)/i, ''],
  // `… — there's a cone warning`, `… because the token is missing`: a reason after the check adds none.
  // (after a dash, only a clause of its own: `— or 6` may be another value; never one with a number or a quote,
  // which the check may need: `Expect 404 because task 999 is gone` stays reported)
  [/\s+[—–]\s+(?:there|it|this|that|we|they|since|as|which)\b[^"\d]*$|,?\s+because\s+[^"\d]*$/i, ''],
  // `plus the $.estimatedStart timestamp has to be there`: a lead that joins the step to the one before.
  [/^(?:plus|and\s+also|also)\s+(?=\S)/i, ''],
  [/^(?:i|we)\s+(?:then\s+|now\s+)?(send|add|set|use|make|call|remove|post|put)\b/i, '$1'],
]

const QUOTES: readonly Rule[] = [
  // `Body: '{"desk": "S-12"}'`: the JSON in single quotes.
  [/(^|[\s:])'([{[][\s\S]*[}\]])'$/, '$1$2'],
  // `Expect "$.bins" to have 3 entries`: the path is the subject, not a text (a quoted path later is a value).
  [
    new RegExp(
      String.raw`^((?:\d+[.)]\s*)?(?:(?:expect|verify|check|assert|ensure|confirm|make\s+sure)(?:\s+that)?\s+)?)(["'])(${PATH})\2`,
      'i',
    ),
    '$1$3',
  ],
  // `Expect status '201'`
  [/\b(status(?:\s+code)?(?:\s+(?:is|should\s+be|must\s+be|to\s+be|equals?|of))?\s+)(["'])(\d{3}|[1-5]xx)\2/gi, '$1$3'],
]

/** Single quotes used as quotes when the step has no double quotes (`to equal 'no-store'`). */
function doubleQuoted(text: string): string {
  if (text.includes('"')) return text
  return text.replace(/(^|[\s(:=,])'([^'\n]*)'(?=$|[\s),.;:])/g, '$1"$2"')
}

const LEAD = /^(?:verify|check|assert|ensure|confirm|validate|make\s+sure)(?:\s+(?:that|if|whether))?\s+/i

/** `Expect X to V` / `not to V` / `to not V`: X should (not) V. */
const CATENATIVE = /^expect\s+(.+?)\s+(not\s+to|to\s+not|to)\s+(?=[a-z])/i

const RESPONSE_NAMES: readonly Rule[] = [
  [/\b(?:the\s+)?(?:status\s+)?code\s+of\s+the\s+(?:response|answer|reply)\b/gi, 'the status code'],
  [/\b(?:the\s+)?(?:answer|reply|return)(?:'s)?\s+(?:status\s+)?code\b/gi, 'the status code'],
  // `Whatever comes back should be a 4xx`: what comes back is the response.
  [/^(?:whatever|what|anything\s+that|everything\s+that)\s+(?:comes|gets\s+sent|is\s+sent)\s+back\b/i, 'the response'],
  // `should still read "X"`, `must stay "X"`, `should remain 4`: the state checked now.
  [/\b(should|must|will)\s+(?:still|always)\s+(?=\w)/gi, '$1 '],
  [/\b(should|must|will)\s+(?:stay|remain)\s+(?=["\d]|the\s+(?:string|number)\b|true\b|false\b|null\b)/gi, '$1 be '],
  [/\b(the\s+)?(?:answer|reply)\b(?!\s+(?:code|field|property|key)\b)/gi, (_m, the) => `${the ?? ''}response`],
  // `the response is of type application/json`, `the response comes in JSON format`
  [
    /^(?:the\s+)?response\s+(?:is|should\s+be|must\s+be|comes|should\s+come|must\s+come|is\s+coming|is\s+returned)\s+(?:back\s+)?(?:of\s+(?:the\s+)?type|in|as)\s+(?:the\s+)?([A-Za-z][\w/+.-]*?)(?:\s+format)?$/i,
    'the content type is $1',
  ],
  // `Content type json`: the content type and its value, no verb.
  [/^(?:the\s+)?content[\s-]type\s+(?!is\b|should\b|must\b|equals?\b|contains?\b|header\b)(?=[A-Za-z])/i, 'the content type is '],
]

const MORE = '(?:bigger|greater|larger|higher|more)'
const LESS = '(?:smaller|less|lower|fewer)'
const COMPARATIVES: readonly Rule[] = [
  [new RegExp(String.raw`\b${MORE}\s+or\s+(?:the\s+)?(?:same|equal)(?:\s+(?:with|to|as|than|from))?\b`, 'gi'), 'at least'],
  [new RegExp(String.raw`\b${LESS}\s+or\s+(?:the\s+)?(?:same|equal)(?:\s+(?:with|to|as|than|from))?\b`, 'gi'), 'at most'],
  [
    new RegExp(
      String.raw`\b(?:cannot|can't|can\s+not|must\s+not|mustn't|should\s+not|shouldn't|may\s+not)\s+be\s+${MORE}\s+(?:than|from|as|then)\b`,
      'gi',
    ),
    'must be at most',
  ],
  [
    new RegExp(
      String.raw`\b(?:cannot|can't|can\s+not|must\s+not|mustn't|should\s+not|shouldn't|may\s+not)\s+be\s+${LESS}\s+(?:than|from|as|then)\b`,
      'gi',
    ),
    'must be at least',
  ],
  [new RegExp(String.raw`\b${MORE}\s+(?:from|as|then)\b`, 'gi'), 'greater than'],
  [new RegExp(String.raw`\b${LESS}\s+(?:from|as|then)\b`, 'gi'), 'less than'],
  // `must have minimum 1 element`, `length maximum 10`
  [/\b(has|have|having)\s+(?:a\s+)?minimum(?:\s+of)?\s+(?=\d)/gi, '$1 at least '],
  [/\b(has|have|having)\s+(?:a\s+)?maximum(?:\s+of)?\s+(?=\d)/gi, '$1 at most '],
  [
    new RegExp(String.raw`^(${PATH})\s+(?:length|size|count)\s+(?:is\s+)?(minimum|maximum)\s+(\d+)$`, 'i'),
    (_m, path, bound, count) => `the length of ${path} is ${bound!.toLowerCase() === 'minimum' ? 'at least' : 'at most'} ${count}`,
  ],
]

const TIME: readonly Rule[] = [
  // `The API should reject it with 401 or 403`: a refusal told with its status.
  [
    /^(?:the\s+)?(?:api|server|service|endpoint|backend)\s+(should|must|will)\s+(?:reject|refuse|deny|block)\s+(?:it|this|the\s+(?:request|call))\s+with\s+(?:an?\s+|status\s+)?(?=[1-5](?:\d\d|xx)\b)/i,
    'the status $1 be ',
  ],
  [/\bhalf\s+a\s+second\b/gi, '500 ms'],
  [/\b(?:a|one)\s+quarter\s+of\s+a\s+second\b/gi, '250 ms'],
  // `the answer comes within 300 ms`, `must arrive in less than 2 seconds`, `Response under half a second`
  [
    /^(?:the\s+)?(?:whole\s+|entire\s+)?(?:response|request|call)\s+(?:(?:should|must|has\s+to|needs\s+to|will)\s+)?(?:(?:come|comes|coming|arrive|arrives|get|gets)(?:\s+back)?\s+|takes?\s+|returns?\s+)?(?:in\s+)?(under|within|below|less\s+than|no\s+more\s+than|at\s+most)\s+(?=\d)/i,
    'the response time is $1 ',
  ],
]

/** Words never in a field's description: list members, quantifiers, the request's and response's parts, verbs. */
const NOT_A_GLOSS =
  /^(?:of|items?|elements?|entries|entry|members?|rows?|records?|objects?|every|each|all|any|some|no|none|header|headers|query|request|response|body|json|path|not|is|are|be|should|must|has|have)$/i
/** Quantities: as a description's last word only when the path ends in it (`the locker size $.locker.size`). */
const QUANTITY = /^(?:number|count|length|size|sum|total|average|amount|max|maximum|min|minimum)$/i
const ORDINAL = /^(?:first|second|third|fourth|fifth|last|1st|2nd|3rd|\d+th|next|previous)$/i
const GLOSS_BEFORE = new RegExp(
  String.raw`\b(?:the|a|an)\s+((?:[A-Za-z][\w-]*(?:'s)?\s+){0,3}?[A-Za-z][\w-]*)\s+(?:(?:in|at|under|from)\s+)?(\(\s*)?(${PATH})(\s*\))?`,
  'gi',
)
const SPELLED_NAME =
  /\b(?:the|a|an)\s+((?:[A-Za-z][\w-]*(?:'s)?\s+){1,3}?[A-Za-z][\w-]*)\s+(?:\(\s*["'\x60]?([A-Za-z_]\w*)["'\x60]?\s*\)|"([A-Za-z_]\w*)")/gi
const GLOSS_AFTER = new RegExp(
  String.raw`(?<![\w$])(?:the\s+)?(${PATH})\s+(?:array|list|field|property|key|value|attribute|object|timestamp|flag|date|collection)\b(?=\s+(?:is|are|should|must|has|have|to|contains?|includes?|matches|equals?|exists?|does|do|can|cannot|will|may)\b)`,
  'gi',
)

/** The last name of a path as words: `$.booking.totalCount` and `$.total_count` -> total, count. */
function nameWords(path: string): string[] {
  const name = /([A-Za-z_][\w-]*)[^.]*$/.exec(path)?.[1] ?? ''
  return name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter((word) => word !== '')
    .map((word) => word.toLowerCase())
}

/** Two or more words that end the description and spell the path's last name (`the new booking number $.bookingNumber`). */
function spellsName(words: readonly string[], path: string): boolean {
  const name = nameWords(path)
  if (name.length < 2 || name.length > words.length) return false
  const tail = words.slice(words.length - name.length).map((word) => word.toLowerCase().replace(/'s$/, ''))
  return tail.every((word, i) => word === name[i])
}

/** `the booking reference in $.reference` -> `$.reference`, unless a word says how much or which element. */
/**
 * `history[0].event says "x"`: a name with an index is a JSON path written without `$.`; a root that may be the body
 * itself (`data[0]`, `body[0]`: axios' and fetch wrappers' names) is left as written.
 */
const INDEXED = /^(?!(?:data|body|json|response|res|resp|result|payload)\[)([A-Za-z_][\w-]*\[\d+\](?:\.[A-Za-z_][\w-]*|\[\d+\])*)(?=\s)/

function withoutGlosses(text: string): string {
  return (
    text
      .replace(INDEXED, '$.$1')
      // `the pallet field in the response`: a one-word name with its role noun, in the body.
      .replace(/\bthe\s+([A-Za-z_]\w*)\s+(?:field|property|key)\s+(?:in|of|from)\s+the\s+(?:response|body|json)(?:\s+body)?\b/gi, '$.$1')
      // `the booking number (bookingNumber)`, `the booking number "booking_number"`: a name the words spell is the field.
      .replace(SPELLED_NAME, (whole, words: string, inParens: string | undefined, quoted: string | undefined) => {
        const name = inParens ?? quoted ?? ''
        const list = words.trim().split(/\s+/)
        return list.some((word) => NOT_A_GLOSS.test(word) || ORDINAL.test(word)) || !spellsName(list, `$.${name}`) ? whole : `$.${name}`
      })
      .replace(GLOSS_BEFORE, (whole, words: string, open: string | undefined, path: string, close: string | undefined) => {
        if (Boolean(open) !== Boolean(close)) return whole
        const list = words.trim().split(/\s+/)
        const last = list[list.length - 1]!
        if (list.some((word) => NOT_A_GLOSS.test(word))) return whole
        if (list.some((word) => ORDINAL.test(word)) && !path.includes('[')) return whole
        // `the booking number in $.bookingNumber`: the words spell the path's last name, so the path names the field.
        if (spellsName(list, path)) return path
        if (QUANTITY.test(last) && !path.toLowerCase().endsWith(`.${last.toLowerCase()}`)) return whole
        // One word names the field only when the path holds it (`the currency $.total.currency`); a lone adjective
        // (`the nice $.total`) may be a condition on the value.
        if (list.length === 1 && !path.toLowerCase().includes(list[0]!.toLowerCase().replace(/s$/, ''))) return whole
        // `the booking in $.bookings`: the singular of the list's name is one of its members.
        const segment = /([A-Za-z_][\w-]*)[^.]*$/.exec(path)?.[1]?.toLowerCase() ?? ''
        if (list.some((word) => [`${word}s`, `${word}es`].includes(segment.toLowerCase()) || segment === `${word.toLowerCase()}s`))
          return whole
        return path
      })
      .replace(GLOSS_AFTER, '$1')
      .replace(new RegExp(String.raw`\bthe\s+(?=${PATH})`, 'gi'), '')
  )
}

const PRESENCE: readonly Rule[] = [
  // `$.event says "received"`, `should read "x"`: a field that says a text holds it.
  [
    new RegExp(String.raw`^(${PATH})\s+(?:(should|must)\s+)?(?:says|say|reads|read|shows|show)\s+(?=")`, 'i'),
    (_m, path, modal) => `${path} ${modal ? `${modal} be` : 'is'} `,
  ],
  // `$.lockers have at least 1 element`: a path is one thing (learners drop the third person's s).
  [
    new RegExp(String.raw`^(${PATH})\s+(have|contain|include|match|equal|exist)\b`, 'i'),
    (_m, path, verb) => `${path} ${verb.toLowerCase() === 'have' ? 'has' : `${verb}s`}`,
  ],
  [new RegExp(String.raw`^no\s+(${PATH})(?:\s+(?:field|in\s+the\s+(?:response|body)))?$`, 'i'), '$1 does not exist'],
  [
    new RegExp(
      String.raw`^(?:the\s+)?(?:[A-Za-z][\w-]*\s+){0,3}(?:is|are|gets|get)\s+(?:returned|present|given|included|provided|sent\s+back)\s+(?:in|as|at|under)\s+(${PATH})$`,
      'i',
    ),
    '$1 exists',
  ],
  [/\s+(?:has\s+to|have\s+to|should|must|needs\s+to)\s+be\s+there$/i, ' exists'],
  [/\s+(?:exists?|is\s+present)\s+in\s+(?:the\s+)?(?:response|body|json)(?:\s+body)?$/i, ' exists'],
  // `in $.tags is not "vegan"`: the container first (Czech "v … není", Swedish "i … finns").
  [
    new RegExp(String.raw`^in\s+(${PATH})\s+(?:there\s+)?(?:is|are|exists?|has)\s+(not\s+|no\s+)?("[^"]*"|-?\d+(?:\.\d+)?)$`, 'i'),
    (_m, path, not, value) => `${path} ${not ? 'does not contain' : 'contains'} ${value}`,
  ],
]

const BODY_TEXT: readonly Rule[] = [
  [/\b(contain|contains|include|includes|mention|mentions|say|says)\s+the\s+(?:word|words|text|string|phrase)\s+(?=")/gi, '$1 '],
  [
    /\b(have|has)\s+the\s+(?:word|words|text|string|phrase)\s+(?=")/gi,
    (_m, verb) => (verb.toLowerCase() === 'has' ? 'contains ' : 'contain '),
  ],
  [/\b(mentions?|contains?|includes?|says?)\s+("[^"]*")\s+(?:somewhere|anywhere)(?:\s+in\s+(?:it|there))?$/i, '$1 $2'],
  // `should not have "HAZMAT" in it`: the list holds the value.
  [
    /\b(has|have)\s+("[^"]*")\s+in\s+(?:it|there)$/i,
    (_m, verb, value) => `${verb.toLowerCase() === 'has' ? 'contains' : 'contain'} ${value}`,
  ],
  // `include the "NL"`: an article before a quoted value (Dutch, Swedish, Greek writers).
  [/\b(includes?|contains?)\s+the\s+(?=")/gi, '$1 '],
  // `to be the number 4`, `be the string "04"`: the value's kind said before it (the literal already says it).
  [/\b(be|is|equals?|stays?)\s+the\s+(?:number|integer|value)\s+(?=-?\d)/gi, (_m, verb) => `${/^stay/i.test(verb) ? 'be' : verb} `],
  [/\b(be|is|equals?)\s+the\s+(?:string|text)\s+(?=")/gi, '$1 '],
  // `Nothing in the body should say "error"`
  [
    /^nothing\s+in\s+the\s+(?:response|body)(?:\s+body)?\s+(?:should|must|may|can)\s+(?:say|contain|mention|include|read)\s+("[^"]*")$/i,
    'the body should not contain $1',
  ],
  // `matches ^3[A-Z]-\d{2}$`: an anchored pattern without its slashes.
  [/\b(match|matches)\s+(\^[^\s"/]*|[^\s"/$][^\s"/]*\$)$/i, '$1 /$2/'],
  [/\b(?:is|are|gets|should\s+be|must\s+be)\s+validated\s+against\b/i, 'matches'],
  [/^validate\s+((?:the\s+)?(?:response|body|response\s+body|json|payload))\s+against\b/i, '$1 matches'],
]

const REQUEST_FORMS: readonly Rule[] = [
  // `Send {…}`, `Send in the body {…}`, `Submit the payload: {…}`: a JSON literal (`Send {{url}}` names a target)
  [
    /^(?:send|submit|post|fire)(?:\s+(?:it|off))?\s+(?:in\s+)?(?:(?:the|this|a)\s+)?(?:(?:json|request)\s+)?(?:(?:body|payload|data)\s*:?\s*)?(\{\s*"[\s\S]*\}|\{\s*\}|\[[\s\S]*\])$/i,
    'Send the request with JSON body $1',
  ],
  // `fire the request off with {…} as the JSON body`
  [
    /^(?:send|fire|make|do|submit)\s+(?:the\s+|a\s+)?(?:request|call|it)\s+(?:off\s+)?with\s+([{[][\s\S]*[}\]])\s+as\s+(?:the\s+)?(?:json\s+)?(?:request\s+)?(?:body|payload)$/i,
    'Send the request with JSON body $1',
  ],
  [/^use\s+(?:the\s+|this\s+)?(?:json\s+)?(?:body|payload)\s+([{[][\s\S]*[}\]])(?:\s+for\s+(?:the|this)\s+(?:request|call))?$/i, 'Body $1'],
  // `… with the header X-Salon-Id set to {{SALON_ID}}`
  [/\bwith\s+(?:the\s+|a\s+)?header\s+([A-Za-z][\w-]*)\s+(?:set\s+to|with\s+(?:the\s+)?value)\s+(\S.*)$/i, 'with header $1: $2'],
  [
    /^(?:add|put|set|use|include)\s+(?:the\s+|a\s+)?header\s+([A-Za-z][\w-]*)\s+(?:with\s+(?:the\s+)?value|set\s+to|=)\s+(\S.*)$/i,
    'Add header $1: $2',
  ],
  [/^put\s+(?:the\s+|a\s+)?header\s+(?=[A-Za-z][\w-]*\s*:)/i, 'Add header '],
]

/** Each rule's replacement applied in turn (story-checks.ts reads its rules the same way). */
export function apply(text: string, rules: readonly Rule[]): string {
  let out = text
  for (const [pattern, replacement] of rules)
    out =
      typeof replacement === 'string' ? out.replace(pattern, replacement) : out.replace(pattern, replacement as (...a: string[]) => string)
  return out
}

/** The step in the grammar's words, or undefined when none of these forms is in it. */
export function plainVoiceRewrite(text: string): string | undefined {
  if (!HINT.test(text)) return undefined
  const written = text.trim().replace(/\s*\.$/, '')
  let out = apply(doubleQuoted(apply(written, LEAD_FORMS)), QUOTES)
  const catenative = CATENATIVE.exec(out)
  if (catenative) out = `${catenative[1]} should ${/not/i.test(catenative[2]!) ? 'not ' : ''}${out.slice(catenative[0].length)}`
  const lead = LEAD.exec(out)
  let body = lead ? out.slice(lead[0].length) : out
  body = apply(body, RESPONSE_NAMES)
  body = apply(body, COMPARATIVES)
  body = apply(body, TIME)
  body = withoutGlosses(body)
  body = apply(body, PRESENCE)
  body = apply(body, BODY_TEXT)
  if (!lead) body = apply(body, REQUEST_FORMS)
  out = (lead ? `${lead[0]}${body}` : body).trim()
  // Not capitalised: a step may begin with a field's name (`id matches …`).
  return out === '' || out === written ? undefined : out
}
