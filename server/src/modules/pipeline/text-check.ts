/** How a replay decides that a page shows a spec's text (kept apart so the rule is unit-tested and documented once). */

/**
 * Whether `shown` shows `expected` as a whole phrase, ignoring case and spacing: not inside a longer word, so
 * "Subtotal: $43.99" does not show "Total: $43.99" (Playwright's non-exact text match would accept it).
 */
export function showsWhole(shown: string, expected: string): boolean {
  const text = shown.replace(/\s+/g, ' ').trim().toLowerCase()
  const want = expected.replace(/\s+/g, ' ').trim().toLowerCase()
  if (want === '') return false
  const word = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char)
  for (let at = text.indexOf(want); at >= 0; at = text.indexOf(want, at + 1)) {
    if (!(word(want[0]) && word(text[at - 1])) && !(word(want.at(-1)) && word(text[at + want.length]))) return true
  }
  return false
}
