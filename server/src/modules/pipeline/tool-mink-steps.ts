import type { CodeRead } from './code-step-targets.js'

/**
 * Behat / Mink's built-in step sentences the grammar does not read as Mink means them (round 15): `I am on the
 * homepage` (the site's root), `I should be on the homepage`, `I move backward one page`, `the response should not
 * contain "…"`. Mink's `"…" element` steps name the element by a CSS selector (`I should see "Total" in the ".cart"
 * element`, `I should see 3 "li.row" elements`) and `matching` takes a regular expression: both are reported. The rest
 * of Mink's sentences (`I press`, `I follow`, `I fill in "X" with "Y"`, `I select "A" from "B"`, `I should see`)
 * the grammar reads.
 */
export function readMinkStep(written: string): CodeRead | undefined {
  if (!MINK_WORDS.test(written)) return undefined
  const text = written
    .trim()
    .replace(/^(?:Given|When|Then|And|But)\s+/i, '')
    .replace(/^I\s+/, '')
  if (/^am on (?:the )?homepage$/i.test(text)) return [{ kind: 'navigate', url: '/' }]
  if (/^should be on (?:the )?homepage$/i.test(text)) return [{ kind: 'verify_url', op: 'equals', value: '/' }]
  if (/^move backward one page$/i.test(text)) return [{ kind: 'go_back' }]
  if (/^move forward one page$/i.test(text)) return { reason: 'the browser moved forward, which the plan has no step for' }
  const absent = /^the response should not contain "([^"]+)"$/i.exec(text)
  if (absent) return [{ kind: 'verify_text', value: absent[1]!, visible: false }]
  if (/\bshould (?:not )?(?:see text )?match(?:ing)?\s+"/i.test(text) || /^the url should match\s+"/i.test(text))
    return { reason: "Mink's `matching` takes a regular expression, which the plan does not carry; write the text" }
  if (/"[^"]+" elements?\b/.test(text))
    return {
      reason: 'Mink\'s `"…" element` steps name the element by a CSS selector, which the plan cannot carry; name it by its text or role',
    }
  return undefined
}

const MINK_WORDS = /homepage|one page|match|"[^"]+" elements?\b|response should not contain/i
