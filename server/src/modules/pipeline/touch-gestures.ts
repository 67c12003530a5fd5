/**
 * A mobile tester's gestures, in the desktop words the grammar reads (round 10); the spec runs in a desktop browser,
 * where each gesture has one counterpart:
 * - `Long-press "X"`, `press and hold`, `tap and hold`: the context menu, a right click (`(= right click)`,
 *   `(right click on desktop)` after it say so and are dropped);
 * - `Pull down to refresh the page`: a reload;
 * - `Swipe down to the "X" section`, `swipe up to …`: scrolling to it (a swipe alone says no place and stays reported);
 * - `… on the phone`, `on my tablet` at the end: the device the tester holds, no part of the step.
 * Works on the masked text (quotes are `\uE000n\uE001`), so no value is touched.
 */

const GESTURE = /long[- ]?press|press\s+and\s+hold|tap\s+and\s+hold|long[- ]?tap|pull\s+down|swipe|phone|tablet|mobile|device/i

const RULES: [RegExp, string][] = [
  [/\s*\((?:=\s*)?right[- ]?click(?:\s+on\s+(?:the\s+)?desktop)?\)/gi, ''],
  [/^(?:long[- ]?press|long[- ]?tap|press\s+and\s+hold|tap\s+and\s+hold)(?:\s+on)?\s+/i, 'right-click '],
  [/^pull\s+down\s+to\s+(?:refresh|reload)(?:\s+the\s+(?:page|screen|list|feed))?$/i, 'refresh the page'],
  [/^swipe\s+(?:down|up)\s+to\s+/i, 'scroll to '],
  [/\s+on\s+(?:the|my|a|your)\s+(?:phone|mobile(?:\s+phone)?|smartphone|tablet|device)$/i, ''],
]

export const hasGesture = (text: string) => GESTURE.test(text)

/** The masked step with its gestures in desktop words (each change listed in `changed`), or as it was. */
export function desktopWording(masked: string, changed: string[]): string {
  let text = masked
  for (const [pattern, to] of RULES) {
    text = text.replace(pattern, (found) => {
      changed.push(
        to === ''
          ? `"${found.trim()}" as no part of the step (the device, or the gesture on a desktop)`
          : `"${found.trim()}" as "${to.trim()}"`,
      )
      return to === '' ? '' : to
    })
  }
  return text
}
