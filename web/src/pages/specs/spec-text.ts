/** What "New spec" starts from: a small spec that parses, following docs/ui-spec-format.md. */
export const NEW_SPEC_TEMPLATE = `# Test: My test

## Description

What a person does and what they should see.

## Steps

1. Navigate to {{BASE_URL}}/
2. Click "Sign in"
3. Verify the text "Welcome" is visible

## Expected Outcome

- The visitor sees the welcome page.
`

const OUTCOME_HEADING = /^##\s+expected(\s+(outcome|results?))?\s*$/i

/**
 * The `## Expected Outcome` section (also `Expected Result(s)`, `Expected`) as items: bullets become one item each,
 * paragraphs one item per paragraph. The validation answer has no outcome, so the preview reads it from the text.
 */
export function expectedOutcome(markdown: string): string[] {
  const items: string[] = []
  let inside = false
  let paragraph: string[] = []
  const flush = () => {
    if (paragraph.length > 0) items.push(paragraph.join(' '))
    paragraph = []
  }
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim()
    if (/^#{1,2}\s/.test(line)) {
      flush()
      inside = OUTCOME_HEADING.test(line)
      continue
    }
    if (!inside) continue
    if (line === '') flush()
    else if (/^[-*+]\s+/.test(line)) {
      flush()
      paragraph.push(line.replace(/^[-*+]\s+/, ''))
    } else paragraph.push(line)
  }
  flush()
  return items
}

/** The last segment of a spec name (`checkout/guest pays` → `guest pays`). */
export function baseName(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1)
}
