import type { UiAction } from './actions.js'

/** Checks a UI reading must pass to be kept: a name is not made of the sentence's joints, a role alone names nothing. */

/**
 * The whole reading swallowed the qualifier into an unquoted name (`Click OK on the confirmation dialog` ->
 * "OK on the confirmation dialog", `the last Delete button` -> "last Delete"): a name is not written that way, so
 * the qualified reading is the one meant. A quoted name is as written and stays ambiguous.
 */
export function absorbs(whole: UiAction[], words: string[], plain: string): boolean {
  return whole.some((action) => {
    const target = 'target' in action ? action.target : undefined
    if (!target || target.name === '' || plain.includes(`"${target.name}"`)) return false
    const name = target.name.toLowerCase()
    return words.some((word) => name.includes(word.replace(/^the\s+/i, '').toLowerCase()))
  })
}

/** The old grammar reads `for "X"` as the row too: the same action, only written with fewer fields. */
export function sameMeaning(a: UiAction[], b: UiAction[]): boolean {
  if (a.length !== b.length) return false
  return a.every((x, i) => {
    const y = b[i]!
    if (x.kind !== y.kind) return false
    const tx = 'target' in x ? x.target : undefined
    const ty = 'target' in y ? y.target : undefined
    return tx?.within !== undefined && tx.within === ty?.within && tx.name === ty?.name
  })
}

/**
 * A control named only by its role (`the checkbox`) is the one in the row or region the step names; without one it
 * names nothing on a page with several (the step is reported instead of guessed).
 */
export function placed(action: UiAction): boolean {
  const target = 'target' in action ? action.target : undefined
  if (target === undefined || target.name !== '' || target.focused || target.kind === 'message') return true
  return target.within !== undefined || target.scope !== undefined
}

/** `Tick the box`: a role noun with only an article for a name names no element (issue 20 resolves such targets). */
export function namesNothing(action: UiAction): boolean {
  const target = 'target' in action ? action.target : undefined
  return target !== undefined && /^(?:the|a|an|this|that|it|its|my|your|one)$/i.test(target.name.trim())
}

/**
 * `Insert the quantity 3 in the field Quantity`: an unquoted value led by an article ("the quantity 3") describes
 * what is typed; which of its words are the value is not said, so the step is reported.
 */
export function describedValue(action: UiAction, plain: string): boolean {
  if (action.kind !== 'fill' || plain.includes(`"${action.value}"`)) return false
  return /^(?:the|a|an|my|your|this|that|some)\s/i.test(action.value)
}

/**
 * `Enter "5" in Quantity to update the total`: an unquoted name that runs on into a purpose clause ("to <verb> the
 * …") or a reason ("because …") is no label; the step is read again with the clause cut ("Add to cart" stays a name:
 * no article follows).
 */
export function namesAClause(action: UiAction, plain: string): boolean {
  const target = 'target' in action ? action.target : undefined
  if (!target || plain.includes(`"${target.name}"`)) return false
  return (
    /\s(?:to|so\s+that|in\s+order\s+to)\s+[a-z]+\s+(?:the|a|an|my|your|this|that|it|all)\b/i.test(target.name) ||
    WITHOUT_DOING.test(target.name) ||
    REASON_CLAUSE.test(target.name)
  )
}

/**
 * `Click Save without entering a product`: "without" and a verb with its object is what the step leaves undone, never
 * part of a name (`Leave without saving`, a verb alone, may be a button's label and stays).
 */
const WITHOUT_DOING = /\s(?:without|before|while)\s+[a-z]+ing\s+(?:a|an|the|any|my|your|some|anything)\b/i

/**
 * `the Subject field, since that is the issue`, `top so that the header is visible`: a clause giving the reason or
 * the purpose ("so that", "because", "since", ", which", "in order to") is never part of a name.
 */
const REASON_CLAUSE =
  /(?:,\s*|\s)(?:so\s+that|so\s+as\s+to|because|since|in\s+order\s+to|as\s+(?:usual|before|expected))(?:\s|$)|,\s*(?:which|as)\s/i
