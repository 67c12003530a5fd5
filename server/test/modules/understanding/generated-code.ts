import { describe, expect, it } from 'vitest'
import { generateTest } from '../../../src/modules/pipeline/codegen.js'
import { planSpec } from '../../../src/modules/pipeline/planner.js'
import { parseUiSpec } from '../../../src/modules/pipeline/spec-parser.js'

/**
 * Tests that a UI spec's steps are all planned from the words alone (no page resolutions) and that its generated
 * test contains each fragment of code.
 */
export function describeGeneratedCode(title: string, spec: string, fragments: string[]) {
  describe(title, () => {
    const plan = planSpec(parseUiSpec(spec).spec)
    const code = generateTest(plan).code
    it('plans every step', () => {
      expect(plan.unknown).toEqual([])
    })
    it.each(fragments)('%s', (fragment) => {
      expect(code).toContain(fragment)
    })
  })
}
