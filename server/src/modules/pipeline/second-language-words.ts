/**
 * A state told with `activated` / `deactivated` (German aktiviert, French activé, Spanish activado, Italian attivato),
 * rewritten before any reader sees the step (plain-wording.ts), on the masked text: of a checkbox, switch or toggle it
 * is ticked or not; a button, field or dropdown `deactivated` is disabled. Read as written, the order-free reading
 * took `Verify that the checkbox "X" is activated` for ticking it (an action where the step states a check), and
 * `The button "Löschen" shall be deactivated` stayed reported. A button `activated` may be enabled or pressed
 * (ui-corpus-13 keeps it reported), a tab `activated` may be selected, and a name with no role noun or an action to
 * do (`is to be activated`, `Activate the checkbox`) are left as written.
 */

const M = '\\uE000\\d+\\uE001'
const TOGGLE = /^(?:checkbox|check\s*box|tick\s*box|switch|toggle)$/i
const ACTIVATED = new RegExp(
  `\\b(checkbox|check\\s*box|tick\\s*box|switch|toggle|button|field|input|textbox|text\\s+box|dropdown|combo\\s*box)\\s+((?:${M}\\s+)?(?:is|are|stays?|remains?|(?:should|must|shall|will)\\s+(?:still\\s+)?(?:be|stay|remain))\\s+(?:still\\s+|now\\s+|already\\s+)?(?:not\\s+)?)(activated|deactivated|inactivated)\\b`,
  'gi',
)

/** The masked step with an `activated` state read as the role's state; each rewrite is said in `changed`. */
export function activatedState(masked: string, changed: string[]): string {
  if (!/activated/i.test(masked)) return masked
  return masked.replace(ACTIVATED, (all: string, role: string, between: string, word: string) => {
    const on = /^activated$/i.test(word)
    if (on && !TOGGLE.test(role)) return all
    const state = TOGGLE.test(role) ? (on ? 'checked' : 'unchecked') : 'disabled'
    changed.push(`"${word}" as "${state}"`)
    return `${role} ${between}${state}`
  })
}
