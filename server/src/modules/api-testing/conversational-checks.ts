/**
 * A conversational tester's check (round 14): the expectation said as talk, `so then I'd expect a 201`, `hopefully
 * it's a 201`, `I'm expecting a 404 here`, `we should see "queued" in the body`, `it should give us a 400`. The talk
 * is put into the grammar's words (`Expect a 201`, `The body should contain "queued"`) and the step is read again
 * whole, so what is left must be understood on its own; discourse words before it (`so then`, `at this point`,
 * `ideally`) and a place in time after it (`here`, `this time`) carry no check. The API reader tries this only when the
 * step as written is not understood (step-rereadings.ts).
 */

type Rule = readonly [RegExp, string]

/** Words one of these forms needs: a step with none pays one test. */
const HINT =
  /^(?:so|then|and|yeah|yep|ok|okay|right|now|well|alright|next|after|at|from|basically|ideally|presumably|of|cool|great|nice|perfect|sweet|quickly|looks|if|obviously|naturally|surely|pretty|i|i'\w+|we|we'\w+|you|you'\w+|it|it'\w+|that'?s|what|hopefully|fingers|let'?s|let|expect|there'?s|the|api|server|endpoint|service|should|must|ought|save)\b|(?:here|point|time|now|think|hope|reckon|guess|probably|hopefully|right\?|yeah|too|else)\W*$|\bbetter\s+be\b/i

const LEAD =
  /^(?:(?:so|then|and|yeah|yep|ok(?:ay)?|right|now|well|alright|next|after\s+that|at\s+this\s+point|at\s+that\s+point|from\s+there|basically|ideally|presumably|of\s+course|cool|great|nice|perfect|sweet|quickly|looks\s+like|if\s+all\s+goes\s+well|if\s+everything\s+(?:goes\s+well|works)|obviously|naturally|surely|pretty\s+sure|i'?m\s+pretty\s+sure|i\s+guess|i\s+think|i\s+believe|i\s+reckon|fingers\s+crossed)(?:\s*,\s*|\s+))+/i
const TAIL =
  /(?:[\s,]+(?:here|at\s+this\s+point|this\s+time|for\s+now|i\s+think|i\s+hope|i\s+reckon|i\s+guess|probably|hopefully|right\?|yeah|too|nothing\s+else))+\s*[.!?]?$/i

const RULES: readonly Rule[] = [
  // `I'd expect`, `we would expect to see`, `I'm expecting`, `what I expect is`
  [
    /^(?:i'?d|i\s+would|we'?d|we\s+would|you'?d|you\s+would|i|we)\s+(?:also\s+|then\s+)?(?:expect|want)\s+(?:to\s+(?:see|get)\s+)?/i,
    'Expect ',
  ],
  [/^(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:also\s+)?expecting\s+(?:to\s+(?:see|get)\s+)?/i, 'Expect '],
  [/^expect\s+to\s+see\s+/i, 'Expect '],
  // `we'd get a 404`, `you'll get back a 201`: a status after the talk.
  [/^(?:we|you)(?:'d|\s+would|'ll|\s+will)\s+get\s+(?:back\s+)?(?=(?:an?\s+)?\d{3}\b)/i, 'Expect '],
  [/^(?:let'?s|let\s+us)\s+(?:check|see|make\s+sure|verify|confirm)\s+(?:that\s+)?/i, ''],
  [/^(?:we|you)\s+(?:got|get|received|receive|should\s+have\s+got(?:ten)?)\s+(?:back\s+)?(?=(?:an?\s+)?\d{3}\b)/i, 'Expect '],
  [/^(?:it'?s|it\s+is|that'?s|it\s+should\s+be)\s+(?=(?:an?\s+)?\d{3}\b)/i, 'Expect '],
  [/^(?:we'?re|i'?m|we\s+are|i\s+am)\s+hoping\s+(?:for|to\s+(?:see|get))\s+/i, 'Expect '],
  [/^(?:we|i)\s+hope\s+(?:for|to\s+(?:see|get))\s+/i, 'Expect '],
  [/\bbetter\s+be\b/i, 'should be'],
  [/^there'?s\s+no\s+(.+?)\s+in\s+there$/i, 'There is no $1 in the response'],
  [/^(?:i'?d|i\s+would|we'?d|we\s+would|i'?ll|we'?ll)\s+(?:also\s+)?(?:check|verify|confirm|make\s+sure)\s+(?:that\s+)?/i, 'Check that '],
  [/\bthere's\s+(?=an?\s+[\w-]+\s+header$)/i, 'there is '],
  // `Should be 201`, `We should be seeing a 201`: the status with no subject.
  [/^(?:it\s+)?(?:should|must|ought\s+to)\s+(?:be|return|give)\s+(?=(?:an?\s+)?\d{3}\b)/i, 'Expect '],
  [/^(?:we|you|i)\s+should\s+be\s+(?:seeing|getting)\s+(?=(?:an?\s+)?\d{3}\b)/i, 'Expect '],
  // `It'll take under a second`: the response's time.
  [
    /^it(?:'ll|\s+will|\s+should)\s+(?:probably\s+)?(take\s+(?:under|less\s+than|no\s+more\s+than)\s+)(?:a|one)\s+second$/i,
    'The response should $11 second',
  ],
  [/^it(?:'ll|\s+will|\s+should)\s+(?:probably\s+)?(take\s+(?:under|less\s+than|no\s+more\s+than)\s+)/i, 'The response should $1'],
  // `I'll grab $.id as {{jobId}}`, `grab $.id and call it jobId`: a save.
  [
    /^(?:i'?ll|we'?ll|let'?s|let\s+us|i\s+want\s+to|we\s+want\s+to)\s+(?:grab|take|keep|store|save|remember|capture|hold\s+on\s+to)\s+/i,
    'Save ',
  ],
  [/^(save\s+\$\S+)\s+and\s+call\s+it\s+\{?\{?(\w+)\}?\}?$/i, '$1 as {{$2}}'],
  [/^what\s+(?:i|we)\s+(?:expect|want)\s+(?:is|to\s+see\s+is)\s+/i, 'Expect '],
  // `hopefully it's a 201`, `hopefully we get a 201`; `hopefully the status is 201` keeps its own statement.
  [
    /^hopefully\s+(?:it'?s|it\s+is|that'?s|we\s+(?:get|see)|we'?ll\s+(?:get|see)|it\s+(?:returns|gives(?:\s+us)?|comes\s+back\s+(?:as|with)))\s+/i,
    'Expect ',
  ],
  [/^hopefully[,\s]+/i, ''],
  // `it should give us a 400`, `the API should hand back a 404`
  [/\b(should|must|will|would|'ll)\s+(?:give|hand)\s+(?:us|me|you)?\s*(?:back\s+)?/i, '$1 return '],
  [/^(?:the\s+)?(?:api|server|endpoint|service|it)\s+(?:gives|hands)\s+(?:us|me|you)?\s*(?:back\s+)?/i, 'It returns '],
  // `we should see "queued" in the body`
  [
    /^(?:we|you|i)\s+(?:should|must|will|'ll|would|'d)?\s*see\s+("[^"]*")\s+(?:in|inside)\s+(?:the\s+)?(?:response\s+)?(?:body|response|payload|json)$/i,
    'The body should contain $1',
  ],
  [/^Expect\s+("[^"]*")\s+(?:in|inside)\s+(?:the\s+)?(?:response\s+)?(?:body|response|payload|json)$/i, 'The body should contain $1'],
]

/** The talk put into the grammar's words, or undefined when there is none. */
export function conversationalRewrite(text: string): string | undefined {
  if (!HINT.test(text)) return undefined
  let out = text.trim().replace(LEAD, '')
  out = out.replace(TAIL, '')
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement)
  out = out.trim()
  if (out === '' || out === text.trim()) return undefined
  return out.charAt(0).toUpperCase() + out.slice(1)
}
