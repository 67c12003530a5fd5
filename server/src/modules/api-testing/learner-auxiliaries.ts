/**
 * Auxiliaries of English learned as a second language (round 14), a class beside learner-forms.ts: the verb `be`
 * used as the auxiliary of another verb, or left out. Each form has one meaning:
 * - `is not exist`, `are not existing`, `should be not exist` -> does not exist / should not exist; `is exist` ->
 *   exists. The grammar would read `$.donor is not exist` as a value ("exist"), so these are put back before the
 *   step as written is read (existRewrite);
 * - `is giving` / `is returning` / `is throwing` -> returns, `should be giving` -> should return, and with no
 *   auxiliary at all after the response (`Response giving 200`);
 * - a missing `be` before a status (`status must 201`, `status code coming 200`) and `only` after one.
 * `in the response` after exist says where the field is, which the path already says: it is dropped.
 */

type Rule = readonly [RegExp, string]

const PLACE = String.raw`\s+(?:in|on|inside|from)\s+(?:the\s+)?(?:response|body|payload|json|result|reply|output)(?:\s+(?:body|json))?`
const WHERE = `(?:${PLACE})?`
const EXIST_RULES: readonly Rule[] = [
  [new RegExp(String.raw`\b(?:is|are)\s+not\s+exist(?:s|ing|ed)?${WHERE}(?=\s*[.!]?$)`, 'gi'), 'does not exist'],
  [new RegExp(String.raw`\b(?:is|are)\s+exist(?:s|ing|ed)?${WHERE}(?=\s*[.!]?$)`, 'gi'), 'exists'],
  [
    new RegExp(String.raw`\b(should|must|shall|will)\s+(?:not\s+be|be\s+not)\s+exist(?:s|ing|ed)?${WHERE}(?=\s*[.!]?$)`, 'gi'),
    '$1 not exist',
  ],
  [new RegExp(String.raw`\b(should|must|shall|will)\s+be\s+exist(?:s|ing|ed)?${WHERE}(?=\s*[.!]?$)`, 'gi'), '$1 exist'],
  // `Field donor must not be in response`: where a field is, not a value it holds.
  [new RegExp(String.raw`\b(should|must|shall|will)\s+not\s+be(?:\s+present)?${PLACE}(?=\s*[.!]?$)`, 'gi'), '$1 not exist'],
  [new RegExp(String.raw`\b(?:is|are)\s+not(?:\s+present)?${PLACE}(?=\s*[.!]?$)`, 'gi'), 'does not exist'],
  // `The response is not having donor`: a field the response lacks (a word alone would be read as text in the root).
  [
    /^((?:the\s+)?(?:response|body|payload|result|reply))\s+(?:is\s+not\s+having|does\s+not\s+have|doesn't\s+have|(?:should|must)\s+not\s+(?:be\s+)?have|(?:should|must)n't\s+have)\s+(?:the\s+|a\s+|an\s+|any\s+)?([A-Za-z_]\w*)(?=\s*[.!]?$)/i,
    '$1 has no $2 field',
  ],
  [/\b(?:is|are)\s+not\s+having\b/gi, 'does not have'],
  // `is not appear in the response`, `must not be come in response`: `be` with a bare verb of showing up.
  [
    new RegExp(String.raw`\b(?:is|are)\s+not\s+(?:appear|appearing|come|coming|show|showing|shown)(?:\s+up)?${PLACE}(?=\s*[.!]?$)`, 'gi'),
    'does not exist',
  ],
  [
    new RegExp(
      String.raw`\b(should|must|shall|will)\s+not\s+be\s+(?:appear|appearing|come|coming|show|showing|shown)(?:\s+up)?${PLACE}(?=\s*[.!]?$)`,
      'gi',
    ),
    '$1 not exist',
  ],
  [/\b(should|must|shall|will)\s+not\s+be\s+having\b/gi, '$1 not have'],
]

const SUBJECT = String.raw`(?:(?:verify|check|confirm|ensure|make\s+sure)\s+(?:that\s+)?)?(?:the\s+)?(?:api|server|endpoint|service|response|call|request|it)`
const STATUS = String.raw`(?:the\s+)?(?:(?:response\s+)?status(?:\s+code)?|response\s+code|http\s+code)`
const VERB_RULES: readonly Rule[] = [
  [
    new RegExp(String.raw`\b((?:does\s+not|doesn't|should\s+not|must\s+not|shouldn't|mustn't)\s+exist|exists)${PLACE}(?=\s*[.!]?$)`, 'gi'),
    '$1',
  ],
  [new RegExp(String.raw`^(${SUBJECT})\s+(?:is\s+|are\s+)?(?:giving|returning|throwing|sending)(?:\s+back)?\b`, 'i'), '$1 returns'],
  [/\b(should|must|shall|will)\s+be\s+(?:giving|returning|throwing|sending)(?:\s+back)?\b/gi, '$1 return'],
  [new RegExp(String.raw`\b(${STATUS})\s+(?:is\s+)?coming(?:\s+as)?\s+(?=\d{3}\b)`, 'gi'), '$1 is '],
  [new RegExp(String.raw`\b(${STATUS}\s+(?:should|must|shall|will))\s+(?=\d{3}\b)`, 'gi'), '$1 be '],
  // `Status code 201 is expected`, `201 status is expected`
  [new RegExp(String.raw`^${STATUS}\s+(\d{3})\s+is\s+expected\s*\.?$`, 'i'), 'Expect status $1'],
  [/^(?:an?\s+|the\s+)?(\d{3})(?:\s+status(?:\s+code)?)?\s+is\s+expected\s*\.?$/i, 'Expect status $1'],
  [/\b((?:be|is|are)\s+\d{3})\s+only(?=\s*\.?$)/gi, '$1'],
  [/\b(should|must|shall|will)\s+become\b/gi, '$1 be'],
  [/\b(equals?)\s+with\b/gi, '$1 to'],
  [/\bis\s+(must|should)\b/gi, '$1'],
  [/\b(must|should|shall)\s+(?=")/gi, '$1 be '],
  [/\bbe\s+the\s+(?=")/gi, 'be '],
  [/\bbe\s+(?:an?\s+)?(number|string|boolean|integer|array|object)\s+type(?=\s*\.?$)/gi, 'be a $1'],
  [/\bnull\s+value(?=\s*\.?$)/gi, 'null'],
  [/\blesser\s+than\b/gi, 'less than'],
  [/\b(?:is|are)\s+(include|contain)s?\b/gi, '$1s'],
  [/\b(should|must|shall|will)\s+be\s+(include|contain)s?\b/gi, '$1 $2'],
  [/\b(?:has|have)\s+to\s+(?=return|contain|include|have|match)/gi, 'must '],
  [/\breturn(s?)\s+with\s+(?=\d{3}\b)/gi, 'return$1 '],
  // `In response there must be field donor`, `There is no donor in response`
  [
    /^(?:(?:check|verify|confirm|control|look)\s+(?:if|that|whether)\s+)?in\s+(?:the\s+)?response(?:\s+body)?\s+(?:there\s+)?(?:(?:must|should|shall|will)\s+be|is|are|exists?)\s+(?:the\s+|a\s+)?(field|key|property)\s+"?([A-Za-z_]\w*)"?$/i,
    'The response has the $1 $2',
  ],
  // Dutch `control` / `look if` for check; `Check is $.x equal "y"`; `… or not` after a check.
  [/^(?:control|look)\s+(?:that|if|whether)\s+/i, 'Check that '],
  [/^(check|verify|confirm)\s+is\s+(\$\S+|the\s+\S+)\s+/i, '$1 that $2 is '],
  [/\s+or\s+not\s*\??$/i, ''],
  [/\b(should|must|shall)\s+not\s+to\s+/gi, '$1 not '],
  [/\b(should|must|shall)\s+to\s+(?=[a-z])/gi, '$1 '],
  [/\b(must|should|shall|will|can|does|doesn't|does\s+not|must\s+not|should\s+not)\s+has\b/gi, '$1 have'],
  [/\b(should|must)\s+be\s+not\s+(null|empty)\b/gi, '$1 not be $2'],
  [/\bunder\s+than\b/gi, 'under'],
  [/\b(should|must|shall|will)\s+(?:be\s+)?return(?:ed)?\s+(?=\d{3}\b)/gi, '$1 return '],
  [/\b(?:is|are)\s+return\s+(?=\d{3}\b)/gi, 'returns '],
  [/("[^"]*")\s+value(?=\s*\.?$)/gi, '$1'],
  // `"tomato" is included in response`: a text in the body.
  [
    /("[^"]*")\s+is\s+(?:included|contained|present|shown|found)\s+in\s+(?:the\s+)?response(?:\s+body)?(?=\s*\.?$)/i,
    'the body contains $1',
  ],
  [/^(?:the\s+)?status(?:\s+code)?\s*:\s*(\d{3})\s+is\s+returned\s*\.?$/i, 'Status code is $1'],
  // Arabic's pronoun after the subject: `the response it returns 201`.
  [/\b(response|server|api|status(?:\s+code)?)\s+it\s+(?=should|must|returns?|is|has|contains?|gives?)/gi, '$1 '],
  [
    /^there\s+(?:is|should\s+be|must\s+be)\s+no\s+(?:(field|key|property)\s+)?(\S+)(?:\s+(field|key|property))?\s+in\s+(?:the\s+)?response$/i,
    'The response has no $2 field',
  ],
]

function apply(rules: readonly Rule[], text: string): string | undefined {
  let out = text
  for (const [pattern, replacement] of rules) out = out.replace(pattern, replacement)
  return out === text ? undefined : out
}

/** `is not exist` and its kin put back, or undefined; tried before the step as written, which misreads them. */
export function existRewrite(text: string): string | undefined {
  return /exist|\snot\s|n't\s/i.test(text) ? apply(EXIST_RULES, text) : undefined
}

/** A word one of VERB_RULES needs: a step with none pays one test, not forty. */
const VERB_HINT =
  /exist|giving|returning|throwing|sending|coming|become|equals?\s+with|is\s+(?:must|should)|null\s+value|lesser|(?:is|are|be)\s+(?:include|contain)|(?:has|have)\s+to|return(?:s|ed)?\b|^(?:in|control|look|there)\s|\bin\s+(?:the\s+)?response\b|^(?:check|verify|confirm)\s+is\s|or\s+not|(?:should|must|shall)\s+(?:not\s+)?to\s|(?:must|should|shall|will|can|does|not|n't)\s+has\b|be\s+not\s|under\s+than|value|included|contained|present|shown|found|\sit\s|expected|only|type|be\s+the\s+"|(?:should|must|shall)\s+"|(?:should|must|shall|will)\s+\d/i

/** The other auxiliaries put back, or undefined (read when the step as written is not understood). */
export function auxiliaryRewrite(text: string): string | undefined {
  return VERB_HINT.test(text) ? apply(VERB_RULES, text) : undefined
}
