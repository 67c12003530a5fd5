import type { Rule } from './row-and-check-rewrites.js'

/**
 * How people narrate a step ("we" voice, formal test scripts, German English), rewritten into documented forms on the
 * masked text (quotes are `\uE000n\uE001`); ui-rewrites.ts applies them after its own (round 10):
 * - the control that does an action named after it: `save the attendance with the "Save" button`, `sign out via the
 *   "Log out" link in the footer` (a click on that control);
 * - the browser's back button: `go back to the overview with the browser back button`;
 * - `open the Sprint dropdown and pick "Sprint 47"`, `add the comment "x" in the Comment box`;
 * - a noun before the quoted name of what is acted on: `double-click the issue title "Crash on export"`;
 * - `check the "X" checkbox and make sure it is checked`;
 * - `Go with the mouse over …`, `Click in the menu on the entry "X"`, `the row "A" contains the amount "B"`,
 *   `the "X" info icon`.
 */

const M = '\\uE000\\d+\\uE001'

export const SPOKEN_RULES: Rule[] = [
  [
    new RegExp(
      `^(?!(?:type|enter|fill|select|choose|pick|input|write)\\b)[a-z]+(?:\\s+[a-z]+)?\\s+(?:the\\s+)?[a-z]+(?:\\s+[a-z]+)?\\s+(?:with|via|using)\\s+the\\s+(${M})\\s+(button|link)((?:\\s+in\\s+the\\s+[a-z]+)?)$`,
    ),
    'click the $1 $2$3',
  ],
  [
    /^(?:go\s+back|return|navigate\s+back)(?:\s+to\s+(?:the\s+)?[a-z][\w -]*?)?\s+(?:with|using|via)\s+the\s+(?:browser(?:'s)?\s+back\s+button|back\s+button\s+of\s+the\s+browser)$/i,
    'go back',
  ],
  [new RegExp(`^open\\s+the\\s+(.+?)\\s+dropdown\\s+and\\s+(?:pick|select|choose)\\s+(${M})$`, 'i'), 'select $2 from the $1 dropdown'],
  [new RegExp(`^add\\s+the\\s+(?:comment|note|text|message|remark)\\s+(${M})\\s+(?:in|into|to)\\s+the\\s+`, 'i'), 'type $1 into the '],
  [
    new RegExp(
      `^(double-click|right-click|click|hover\\s+over|hover)\\s+the\\s+[a-z]+(?:\\s+[a-z]+)?\\s+(?:title|name|label|text|entry)\\s+(${M})$`,
      'i',
    ),
    '$1 $2',
  ],
  [
    new RegExp(`^(check|tick)\\s+the\\s+(${M})\\s+checkbox\\s+and\\s+make\\s+sure\\s+it\\s+is\\s+(?:checked|ticked)$`, 'i'),
    'tick the $2 checkbox and verify the $2 checkbox is checked',
  ],
  [/^go\s+with\s+the\s+mouse\s+over\s+/i, 'hover over '],
  [
    new RegExp(
      `^click\\s+(?:in\\s+)?the\\s+(menu|toolbar|sidebar|header|footer|navigation)\\s+on\\s+the\\s+(?:entry|item|option|link)\\s+(${M})$`,
      'i',
    ),
    'click $2 in the $1',
  ],
  [
    new RegExp(`\\bthe\\s+row\\s+(${M})\\s+(contains|shows|has)\\s+the\\s+(?:amount|text|value|status|total)\\s+(${M})$`, 'i'),
    'the row with $1 $2 $3',
  ],
  [new RegExp(`(${M})\\s+info\\s+icon\\b`, 'gi'), '$1 icon'],
  [/,\s+until\b/gi, ' until'],
]
