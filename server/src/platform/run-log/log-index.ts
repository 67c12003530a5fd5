import fs from 'node:fs/promises'

/**
 * The line index beside a run log: one 16-byte entry per line, `[end offset in log.txt, timestamp ms]` as two
 * little-endian float64s (exact for integers below 2^53). Line n (1-based) spans from entry n-1's end (0 for
 * the first) to entry n's end, newline included. A reader finds any line range with two small reads and never
 * scans the text; entries are written after their text, so a reader never sees a line that is not all there.
 */
export const ENTRY_BYTES = 16

export interface IndexEntry {
  end: number
  ts: number
}

export function encodeEntries(entries: IndexEntry[]): Buffer {
  const buf = Buffer.alloc(entries.length * ENTRY_BYTES)
  entries.forEach((e, i) => {
    buf.writeDoubleLE(e.end, i * ENTRY_BYTES)
    buf.writeDoubleLE(e.ts, i * ENTRY_BYTES + 8)
  })
  return buf
}

async function sizeOf(file: string): Promise<number> {
  try {
    return (await fs.stat(file)).size
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0
    throw err
  }
}

/** Number of complete lines the index describes. */
export async function lineCount(indexFile: string): Promise<number> {
  return Math.floor((await sizeOf(indexFile)) / ENTRY_BYTES)
}

/** Entries `from`..`to` (0-based, inclusive start, exclusive end). */
export async function readEntries(indexFile: string, from: number, to: number): Promise<IndexEntry[]> {
  if (to <= from) return []
  const handle = await fs.open(indexFile, 'r')
  try {
    const buf = Buffer.alloc((to - from) * ENTRY_BYTES)
    const { bytesRead } = await handle.read(buf, 0, buf.length, from * ENTRY_BYTES)
    const entries: IndexEntry[] = []
    for (let off = 0; off + ENTRY_BYTES <= bytesRead; off += ENTRY_BYTES) {
      entries.push({ end: buf.readDoubleLE(off), ts: buf.readDoubleLE(off + 8) })
    }
    return entries
  } finally {
    await handle.close()
  }
}

/** Reads bytes [start, end) of a file. */
export async function readRange(file: string, start: number, end: number): Promise<Buffer> {
  const handle = await fs.open(file, 'r')
  try {
    const buf = Buffer.alloc(end - start)
    const { bytesRead } = await handle.read(buf, 0, buf.length, start)
    return buf.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}
