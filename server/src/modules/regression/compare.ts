import type { BatchItem, CompareEntry } from './schemas.js'

const FAILING = new Set(['failed', 'error'])

function entry(spec: Pick<BatchItem, 'spec_id' | 'spec_name'>, base: BatchItem | undefined, head: BatchItem | undefined): CompareEntry {
  return {
    spec_id: spec.spec_id,
    spec_name: spec.spec_name,
    base_status: base?.status ?? null,
    head_status: head?.status ?? null,
    head_error: head?.error ?? null,
  }
}

/** Sorts two batches' results into what changed; `flaky` holds the spec ids with unstable recent history. */
export function compareItems(base: BatchItem[], head: BatchItem[], flaky: ReadonlySet<string>) {
  const baseBy = new Map(base.map((i) => [i.spec_id, i]))
  const headBy = new Map(head.map((i) => [i.spec_id, i]))
  const out = {
    new_failures: [] as CompareEntry[],
    fixed: [] as CompareEntry[],
    still_failing: [] as CompareEntry[],
    still_passing: 0,
    flaky: [] as CompareEntry[],
    added: [] as CompareEntry[],
    removed: [] as CompareEntry[],
  }
  for (const h of head) {
    const b = baseBy.get(h.spec_id)
    const e = entry(h, b, h)
    if (flaky.has(h.spec_id)) out.flaky.push(e)
    if (!b) out.added.push(e)
    else if (b.status === 'passed' && FAILING.has(h.status)) out.new_failures.push(e)
    else if (FAILING.has(b.status) && h.status === 'passed') out.fixed.push(e)
    else if (FAILING.has(b.status) && FAILING.has(h.status)) out.still_failing.push(e)
    else if (b.status === 'passed' && h.status === 'passed') out.still_passing++
  }
  for (const b of base) if (!headBy.has(b.spec_id)) out.removed.push(entry(b, b, undefined))
  return out
}
