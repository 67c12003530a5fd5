/**
 * Loose rules (see loose-rules.ts for the form) for English whose grammar follows the writer's first language (round
 * 13, docs/ui-spec-format.md "Loose phrasings"), each a shape many languages share, never one writer's sentence:
 * - verb forms: a singular subject without its verb's -s (`the table "X" have`, `the url contain`; an auxiliary
 *   before a bare verb, `is show`, is read before any reader, second-language-words.ts);
 * - states told with a time word (`is already checked`, `is not checked yet`);
 * - prepositions: a place told with `at` / `on` / `of` (`at the top header`, `on dropdown Leave type`, `redirected on
 *   an URL`), its article left out (`in menu`, `at header`), the previous page `on` / `with the browser`;
 * - inverted order: the verb before its subject (`Wait until appears the text "X"`, `in results is book "X"`), the
 *   record before the value (`for "Dead Souls" new due date is "X"`);
 * - `X of Y` for a compound noun (`the alert of confirmation`, `popup success`), and a control `of` its record with
 *   the record's kind after it (`"Reserve" button of "Morning Yoga" class`, `button of Morning Yoga`);
 * - a page named before its URL (`Go to login page {{BASE_URL}}/login`), a menu entry gone to (`Go to section "X" in
 *   menu`), a field filled `with` (`Input username with "x"`), the option after words repeating its dropdown.
 * Each rewrites to the documented form; the loose reading keeps it only when the whole rewrite is understood.
 */

import type { LooseRule } from './loose-rules.js'
import { CHECK, M, NOT_A_LABEL, PLACE_WORDS } from './loose-words.js'

/** Bare verbs of a check that take -s in the third person. */
const BARE = '(show|appear|contain|include|display|exist|disappear|have)'
/** Singular subjects a check's verb follows directly (a quote closing is one too). */
const SUBJECT =
  '(\\uE001|\\b(?:table|list|grid|field|input|url|title|page|button|link|checkbox|dropdown|message|text|popup|dialog|section|heading|label|toast|box|dashboard|screen|header|footer|menu|cart|basket))'
/** States a time word is said with. */
const TIMED_STATE =
  '(?:not\\s+)?(?:checked|unchecked|ticked|unticked|selected|visible|shown|displayed|enabled|disabled|active|inactive|empty|filled|hidden|present|open|opened|closed|expanded|collapsed)'
/** Regions of a page a control is said to be at or on. */
const REGION =
  '(header|footer|menu|dialog|popup|pop-up|modal|sidebar|side\\s*bar|navigation\\s+bar|navigation|nav\\s*bar|top\\s+bar|menu\\s+bar)'
/** Nouns that stand for a region or a control, never a record's kind (`of "Settings" section` is a region). */
const NOT_A_KIND =
  /^(?:again|twice|once|now|too|also|please|only|first|then|here|there|immediately|quickly|and|or|page|section|dialog|modal|pop-?up|menu|header|footer|sidebar|table|list|grid|form|tab|field|panel|region|window|screen|button|link|icon|checkbox|dropdown|toolbar|area|mode|view|format|version|language|theme|type|size|colou?r|style|layout|filter|option)$/i
/** Nouns a record is itself called by: no kind of record. */
const ROW_WORD = /^(?:row|rows|line|entry|item|record|column|cell|option|value|text)$/i
/** A word of a field's label, never a joint of the sentence. */
const LABEL_WORD = '(?!(?:with|and|in|into|on|to|the|a|an|for|of|as)\\b)[A-Za-z][\\w-]*'
/** Label words a field filled `with` a value ends in (`Input username with "x"`, `Type promo code with "X"`). */
const FIELD_WORD =
  /^(?:username|user|login|email|e-mail|mail|password|name|surname|nickname|phone|mobile|telephone|address|city|zip|postcode|country|comment|comments|note|notes|reason|description|title|subject|message|code|amount|quantity|qty|price|date|time|age|id|number|query|search|keyword|remark|remarks|value|field|input|box|textbox|area)$/i
const isUrl = (spans: readonly string[], mark: string) => /^"?(?:\/|https?:|\{\{)/.test(spans[Number(/\d+/.exec(mark)?.[0])] ?? '')

export const SECOND_LANGUAGE_FORM_RULES: LooseRule[] = [
  // `the table "Termine" contains 3 entries`: the role noun of a counted list or table before its quoted name.
  [
    ['table', 'list', 'grid'],
    new RegExp(
      `\\b(?:the\\s+)?(table|list|grid)\\s+(${M})(?=\\s+(?:has|have|contains?|shows?|holds?|lists?|includes?|should|will)\\b)`,
      'i',
    ),
    'the $2 $1',
  ],
  // `the table "Reservas" have 2 rows`, `the url contain "/x"`: a singular subject, its verb without -s.
  [
    ['have', 'contain', 'include', 'show', 'display', 'appear', 'exist'],
    new RegExp(`${SUBJECT}\\s+${BARE}(?=\\s|$)`, 'i'),
    (_s, subject, verb) => `${subject} ${/^have$/i.test(verb!) ? 'has' : `${verb!.toLowerCase()}s`}`,
  ],
  // `is already checked`, `is not checked yet`: the time word adds nothing to the state.
  [['already'], new RegExp(`\\b(is|are)\\s+already\\s+(?=${TIMED_STATE}\\b)`, 'i'), '$1 '],
  [['yet'], new RegExp(`\\b(${TIMED_STATE})\\s+yet$`, 'i'), '$1'],
  // `at the top header`, `on header`, `of the footer`: the region the control is in.
  [
    [' at ', ' on ', ' of '],
    new RegExp(
      `\\s+(?:at|on|of)\\s+(?:the\\s+)?(?:(?:top|upper|bottom|lower|main|page|site)\\s+)?${REGION}(?=$|\\s+(?:is|are|should|must|stays?|remains?)\\s)`,
      'i',
    ),
    ' in the $1',
  ],
  // `in menu`, `in popup`: the region with its article left out.
  [[' in '], /\s+in\s+(header|footer|sidebar|menu|popup|pop-up|dialog|modal|navigation|results|table|list)$/i, ' in the $1'],
  [['window'], /\b(pop-?up|modal|dialog)\s+window\b/i, '$1'],
  // `is visualized` (visualizzato, visualizado, visualisé): displayed.
  [['visuali'], /\b(is|are)\s+(?:well\s+)?visuali[sz]ed\b/i, '$1 displayed'],
  // `Verify the good display of the title "X"` (le bon affichage): the presence of it.
  [['display of', 'displaying of'], /\bthe\s+(?:good|correct|right|proper)\s+display(?:ing)?\s+of\b/i, 'the presence of'],
  // `Make sure appear popup with text "X"` (pastikan muncul popup): the verb before the dialog it tells of.
  [
    ['appear', 'show'],
    new RegExp(
      `^(${CHECK}\\s+(?:that\\s+)?)(?:appears?|shows?\\s+up|opens?)\\s+(?:the\\s+|a\\s+)?(popup|pop-up|dialog|modal)\\s+(?=with\\s)`,
      'i',
    ),
    '$1the $2 appears ',
  ],
  // `Verify the number of rows in the table "Orders" is 3` (el número de filas, количество строк): the count.
  [
    ['number of', 'count of', 'amount of', 'quantity of'],
    new RegExp(
      `^(${CHECK}\\s+(?:that\\s+)?)the\\s+(?:number|count|amount|quantity)\\s+of\\s+(rows|items|elements|entries|lines|records|positions)\\s+(?:in|of|on)\\s+the\\s+(${M}\\s+(?:table|list|grid)|(?:table|list|grid)\\s+${M}|[a-z][\\w-]*\\s+(?:table|list|grid))\\s+(?:is|equals|=)\\s+(\\d+)$`,
      'i',
    ),
    (_s, lead, noun, place, n) => {
      const named = /^(table|list|grid)\s+(.+)$/i.exec(place!)
      const where = named ? `${named[2]} ${named[1]}` : place
      return `${lead}the ${where} has ${n} ${/^(?:rows|lines|records|entries)$/i.test(noun!) && /table|grid/i.test(place!) ? 'rows' : 'items'}`
    },
  ],
  // `Verify that we are redirected on an URL which contains "/x"`: the URL the page is now at.
  [
    ['redirect', 'taken', 'sent', 'brought', 'forwarded'],
    new RegExp(
      `^(${CHECK}\\s+(?:that\\s+)?)(?:(?:we|you)\\s+are\\s+|i\\s+am\\s+|(?:the\\s+)?user\\s+is\\s+|it\\s+is\\s+)?(?:redirected|taken|sent|brought|forwarded)\\s+(?:on|to|at)\\s+(?:an?|the)\\s+(?:url|address|page)\\s+(?:which|that)\\s+(?=(?:contains|includes|ends\\s+with|starts\\s+with|equals|is)\\s)`,
      'i',
    ),
    '$1the url ',
  ],
  [['redirect'], /\b(redirected)\s+on\s+/i, '$1 to '],
  // `Choose "Sick leave" on dropdown Leave type` (the sentence layer has moved the label before `dropdown`).
  [
    [' on ', ' at '],
    new RegExp(`^(select|choose|pick)\\s+(.*?${M})\\s+(?:on|at)\\s+(?:the\\s+)?(.+?\\s+(?:dropdown|combo|select))$`, 'i'),
    '$1 $2 from the $3',
  ],
  // `Choose leave type "Sick leave" from the Leave type dropdown`: words before the option that repeat the dropdown's
  // label only say what the option is.
  [
    ['dropdown'],
    new RegExp(`^(select|choose|pick)\\s+(?:the\\s+)?((?:[a-z][\\w-]*\\s+){1,3})(${M})\\s+(from|in)\\s+the\\s+(.+?)\\s+dropdown$`, 'i'),
    (_s, verb, words, option, joint, label) =>
      words!.trim().toLowerCase() === label!.trim().toLowerCase() ? `${verb} ${option} ${joint} the ${label} dropdown` : undefined,
  ],
  // `Navigate back with the browser`, `Return back on previous page`, `Come back to the previous screen`.
  [
    ['browser'],
    /^(?:go|navigate|return|come|move|get)\s+back\s+(?:with|in|using|via|by|through)\s+(?:the\s+)?(?:web\s+)?browser(?:'s)?(?:\s+history)?$/i,
    'go back',
  ],
  [
    ['previous', 'prior', 'preceding', 'last'],
    /^(?:go|navigate|return|come|move|get)\s+(?:back\s+)?(?:on|to|at|into|onto)\s+(?:the\s+)?(?:previous|prior|preceding|last)\s+(?:page|screen|view)$/i,
    'go back',
  ],
  // `Wait that the page is loaded` (attendre que, esperar que, warten dass): waiting until it is.
  [['wait that'], /^wait\s+that\s+/i, 'wait until '],
  // `Wait until appears the text "X"`, `Wait until is shown the message "X"`: the verb before what it waits for.
  [
    ['wait'],
    new RegExp(
      `^wait\\s+(?:until|till|for|that)\\s+(?:(?:is|are)\\s+)?(appears?|appeared|disappears?|disappeared|shows?|shown|displayed|visible|hidden)\\s+(?:the\\s+|a\\s+)?(?:(?:text|message|toast|notification|label|alert|banner|error|warning|notice|confirmation)\\s+)?(${M})$`,
      'i',
    ),
    (_s, verb, text) => `wait until ${text} is ${/^(?:disappear|hidden)/i.test(verb!) ? 'not ' : ''}visible`,
  ],
  // `Check that in results is book "X"`, `Verify that in the cart are the item "Y"`: the place first, then the text.
  [
    [' in ', ' on ', 'inside', 'among'],
    new RegExp(
      `^(${CHECK}\\s+(?:that\\s+)?)(?:in|on|inside|among)\\s+(?:the\\s+)?((?:${PLACE_WORDS}\\s+)?(?:${PLACE_WORDS}|list|table))\\s+(?:is|are|there\\s+is|there\\s+are|appears?|exists?)\\s+(?:the\\s+|a\\s+|an\\s+)?(?:([a-z][\\w-]*)\\s+)?(${M})$`,
      'i',
    ),
    // A role noun before the text (`is the row "Kazan"`) says it is more than a text: ui-corpus-13 keeps it reported.
    (_s, lead, place, noun, text) =>
      noun && (NOT_A_KIND.test(noun) || ROW_WORD.test(noun)) ? undefined : `${lead}${text} is in the ${place}`,
  ],
  // `Check that for "Dead Souls" new due date is "2026-12-15"`: the record first, then the value in its row.
  [
    [' for '],
    new RegExp(
      `^(?:${CHECK}\\s+(?:that\\s+|if\\s+)?)(?:for|by)\\s+(?:the\\s+)?(?:[a-z][\\w-]*\\s+)?(${M})\\s*,?\\s+(?:the\\s+)?((?:[a-z][\\w-]*\\s+){0,3}[a-z][\\w-]*)\\s+(?:is|are|shows|says|reads|equals)\\s+(?:now\\s+|still\\s+)?(${M})$`,
      'i',
    ),
    (_s, row, label, text) => (NOT_A_LABEL.test(label!) ? undefined : `verify ${text} is shown in the row ${row}`),
  ],
  // `status of request "Sick leave" is "Menunggu"`: the record's kind between `of` and its name.
  [
    [' of '],
    new RegExp(
      `\\b(?:the\\s+)?([a-z][\\w-]*)\\s+of\\s+(?:the\\s+)?([a-z][\\w-]*)\\s+(${M})\\s+(?=(?:is|are|should|shows|says|reads)\\b)`,
      'i',
    ),
    (_s, label, kind, row) =>
      NOT_A_LABEL.test(label!) || NOT_A_LABEL.test(kind!) || NOT_A_KIND.test(kind!) ? undefined : `the ${label} of ${row} `,
  ],
  // `the alert of confirmation`, `the message of error "X"`: `X of Y` for the compound noun `Y X`.
  [
    [' of '],
    /\bthe\s+(alert|dialog|popup|pop-up|modal|window|message|toast|notification|banner)\s+of\s+(?!(?:the|a|an|all|this|that)\b)([a-z][\w-]*)(?=$|\s*\uE000|\s+(?:is|are|should|appears?|shows?|opens?|with|contains?|has)\b)/i,
    'the $2 $1',
  ],
  // `popup success is appear`, `the message error`: the noun before its describing word.
  [
    ['popup', 'pop-up', 'dialog', 'modal', 'message', 'toast', 'notification', 'alert', 'banner'],
    /\b(popup|pop-up|dialog|modal|message|toast|notification|alert|banner)\s+(success|error|warning|confirmation|info|information|failure|successful|failed)\b/i,
    '$2 $1',
  ],
  // `Click "Reserve" button of "Morning Yoga" class`: the control of a record, the record's kind after its name.
  [
    [' of ', ' for '],
    new RegExp(
      `(${M}\\s+(?:button|link|icon|checkbox)|(?:the\\s+)?(?:button|link|icon|checkbox)\\s+${M}|^(?:click|tap|press)\\s+(?:on\\s+)?${M})\\s+(?:of|for)\\s+(?:the\\s+)?(${M})\\s+([a-z][\\w-]*)(?=$|\\s+(?:is|are|should|stays?|remains?)\\b)`,
      'i',
    ),
    (_s, control, row, kind) => (NOT_A_KIND.test(kind!) ? undefined : `${control} for ${row}`),
  ],
  // `Verify "Reserve" button of Morning Yoga is disabled`: a record named without quotes after `of`.
  [
    [' of '],
    new RegExp(
      `(${M}\\s+(?:button|link|icon|checkbox))\\s+of\\s+([A-Z][\\w'.-]*(?:\\s+[A-Z0-9][\\w'.-]*){0,3})(?=$|\\s+(?:is|are|should|stays?|remains?)\\b)`,
    ),
    '$1 for "$2"',
  ],
  // `Go to login page {{BASE_URL}}/login`: the page named before its URL.
  [
    ['page'],
    new RegExp(
      `^(?:go|navigate|move|proceed|come|get)\\s+to\\s+(?:the\\s+)?(?:[a-z][\\w-]*\\s+){0,2}page\\s+(?:at\\s+|with\\s+(?:the\\s+)?(?:url|address)\\s+)?(${M})$`,
      'i',
    ),
    (spans, url) => (isUrl(spans, url!) ? `go to ${url}` : undefined),
  ],
  // `Go to section "My loans" in menu`: an entry of a menu or bar gone to is its link clicked there.
  [
    ['go', 'navigate', 'move', 'switch'],
    new RegExp(
      `^(?:go|navigate|move|switch|pass)\\s+to\\s+(?:the\\s+)?(?:(section|page|tab|item|entry|point|part|option|link)\\s+)?(${M})\\s+(?:in|on|at|from|of)\\s+(?:the\\s+)?(?:(?:main|side|top)\\s+)?(menu|sidebar|side\\s*bar|navigation|nav\\s*bar|header|footer|top\\s+bar|menu\\s+bar)$`,
      'i',
    ),
    (spans, noun, name, place) =>
      isUrl(spans, name!) ? undefined : `click ${/^tab$/i.test(noun ?? '') ? `the ${name} tab` : name} in the ${place!.toLowerCase()}`,
  ],
  // `Input username with "budi.santoso"`, `Type promo code with "SAVE10"`: a field filled with the value.
  [
    [' with '],
    new RegExp(
      `^(?:input|type|enter|write|insert|put|key\\s+in)\\s+(?:the\\s+|your\\s+|my\\s+)?((?:${LABEL_WORD}\\s+){0,2}(${LABEL_WORD}))\\s+with\\s+(${M})$`,
      'i',
    ),
    (_s, label, last, text) => (FIELD_WORD.test(last!) ? `fill ${label} with ${text}` : undefined),
  ],
]
