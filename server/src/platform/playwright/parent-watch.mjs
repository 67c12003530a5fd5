// Loaded with --import into the Playwright runner only (not its workers). The runner leads its own process
// group (so an abort can stop it with everything it started); that also means nothing stops it when the server
// that spawned it dies without a chance to clean up (SIGKILL, OOM). When the runner finds itself re-parented,
// it takes its whole group down: workers and, through their closed pipes, their browsers.
const parent = process.ppid
const timer = setInterval(() => {
  if (process.ppid === parent) return
  try {
    process.kill(-process.pid, 'SIGKILL')
  } catch {
    process.exit(1)
  }
}, 500)
timer.unref()
