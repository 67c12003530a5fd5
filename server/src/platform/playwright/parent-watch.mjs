// Loaded with --import into the test runner and every process it starts (NODE_OPTIONS, see run-tests.ts).
// The runner gets its own process group so that a cancel can stop it whole; the flip side is that the server's
// death (SIGKILL, OOM) does not reach it. So each of these processes watches the parent that started it: once
// that parent is gone (the process was re-parented), it kills the runner's group — runner, workers, browsers.
const GROUP_VAR = 'SPECWRIGHT_RUNNER_GROUP'
// The runner (the group leader, spawned detached) names the group; its workers inherit the variable.
process.env[GROUP_VAR] ||= String(process.pid)
const group = Number(process.env[GROUP_VAR])
const parent = process.ppid
const watch = setInterval(() => {
  if (process.ppid === parent) return
  try {
    process.kill(-group, 'SIGKILL')
  } catch {
    process.exit(1)
  }
}, 250)
watch.unref()
