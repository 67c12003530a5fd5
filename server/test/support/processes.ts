/** Whether a process with this pid is alive (signal 0 checks without touching it). */
export function alive(pid: number | undefined): boolean {
  if (pid === undefined || !Number.isFinite(pid)) return false
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Polls `what` every 50 ms until it holds; throws after `ms`. */
export async function until(what: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms
  while (!what()) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
