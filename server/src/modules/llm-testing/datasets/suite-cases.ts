import { parseAssertion } from '../assertion-parse.js'
import type { DatasetCaseRow } from '../dataset-tables.js'
import type { LlmCase, LlmSuite } from '../suite-parser.js'

/**
 * The suite a dataset run executes: the suite's prompt, variables and defaults, with the dataset version's cases.
 * Each case gets the suite's `## Defaults` assertions, re-read against the case's expected (as the parser does for
 * its own cases), so `equals` / `similarity` without an argument compare with the dataset's expected column.
 */
export function datasetSuite(suite: LlmSuite, cases: DatasetCaseRow[]): LlmSuite {
  return { ...suite, cases: cases.map((c) => datasetCase(suite, c)) }
}

function datasetCase(suite: LlmSuite, c: DatasetCaseRow): LlmCase {
  const expected = c.expected ?? undefined
  const oneLine = c.input.replace(/\s+/g, ' ').trim()
  return {
    index: c.case_index,
    name: `#${c.case_index + 1} ${oneLine.length > 60 ? `${oneLine.slice(0, 57)}...` : oneLine}`.trim(),
    line: 0,
    input: c.input,
    expected,
    threshold: suite.defaults.threshold,
    // An assertion that reads the expected (equals, similarity, levenshtein without text) is skipped on a row with
    // no expected; a row left with no assertion ends as an error, never a pass.
    assertions: suite.defaultAssertions.flatMap((a) => {
      const re = parseAssertion(a.source, a.line, expected)
      return re.ok ? [re.assertion] : []
    }),
  }
}
