import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { unifiedDiff } from '../../../src/modules/pipeline/line-diff.js'

const dir = mkdtempSync(path.join(tmpdir(), 'specwright-diff-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** GNU diff's hunks for the same two texts, as the reference. */
function gnuDiff(before: string, after: string): string {
  writeFileSync(path.join(dir, 'a'), before)
  writeFileSync(path.join(dir, 'b'), after)
  const out = spawnSync('diff', ['-U3', path.join(dir, 'a'), path.join(dir, 'b')], { encoding: 'utf8' }).stdout
  return out.split('\n').slice(2).join('\n')
}

const lines = (n: number, label = 'line') => Array.from({ length: n }, (_, i) => `${label} ${i + 1}`)

describe('unifiedDiff', () => {
  const cases: [string, string[], string[]][] = [
    ['one line changed', lines(10), lines(10).map((l, i) => (i === 4 ? 'changed' : l))],
    ['insertion at the start', lines(6), ['new', ...lines(6)]],
    ['deletion at the end', lines(6), lines(5)],
    ['two separate hunks', lines(20), lines(20).map((l, i) => (i === 2 || i === 16 ? `${l}!` : l))],
    ['nearby changes merge into one hunk', lines(12), lines(12).filter((_, i) => i !== 4 && i !== 8)],
    ['all different', lines(3, 'a'), lines(2, 'b')],
  ]
  for (const [name, before, after] of cases) {
    it(`${name}: same hunks as GNU diff -U3`, () => {
      const a = `${before.join('\n')}\n`
      const b = `${after.join('\n')}\n`
      const ours = unifiedDiff(a, b, { name: 't.spec.ts' })
      expect(ours.split('\n').slice(0, 2)).toEqual(['--- a/t.spec.ts', '+++ b/t.spec.ts'])
      expect(ours.split('\n').slice(2).join('\n')).toBe(gnuDiff(a, b))
    })
  }

  it('is empty for equal texts', () => {
    expect(unifiedDiff('a\nb\n', 'a\nb\n')).toBe('')
  })
})
