import { mask, type Note, tidy, unmask } from '../understanding/sentence.js'

/**
 * Words writers use that the grammar reads under another spelling, rewritten before the step is read (round 9), so
 * that no reader keeps them in an element's name:
 * - a dropdown's other names after its label (`the Bike type pulldown`, `the Country list box`, `the Size
 *   drop-down list`, `the Colour combo box`, `the Plan select box`): the role, `dropdown`;
 * - a comma between a check's verb and its `that` / `whether` / `if` (`Check, that the field E-Mail …`, as German and
 *   Scandinavian writers punctuate): the introducer, not part of a name.
 * Quoted values are masked first, so no rule touches one. `text field` / `text box` stay as written: before them
 * an unquoted name may or may not hold "text" (step-understanding.ts reports that).
 */

/** After a label word, a dropdown's other names; the lookbehind keeps a verb at the start (`Pull down …`) out. */
const DROPDOWN =
  /(?<=[\w\uE001]\s+)(?:pull-?down(?:\s+(?:list|menu|box))?|drop-?down\s+(?:list|menu|box)|(?:list|combo|select)\s*box|combobox|listbox)\b/gi
/** `Check, that …`: a check verb (or two words ending in one), a comma, the joint. */
const COMMA_THAT =
  /^((?:(?:please|kindly|now|then|and)\s+)?(?:check|verify|assert|ensure|confirm|validate|test|control|make\s+sure|see|expect))\s*,\s*(that|whether|if)\b/i

export interface PlainWording {
  /** The step rewritten, quoted values as written. */
  text: string
  note: Note
}

/** The step with its writer's words rewritten, or `undefined` when none is in it. */
export function plainWording(raw: string): PlainWording | undefined {
  const masked = mask(tidy(raw))
  const changed: string[] = []
  let text = masked.text.replace(DROPDOWN, (word) => {
    changed.push(`"${word}" as "dropdown"`)
    return 'dropdown'
  })
  text = text.replace(COMMA_THAT, (_all, verb: string, joint: string) => {
    changed.push(`"${verb}, ${joint}" as "${verb} ${joint}"`)
    return `${verb} ${joint}`
  })
  if (changed.length === 0) return undefined
  return { text: unmask(masked, text), note: { kind: 'corrected', message: `read ${changed.join(', ')}` } }
}
