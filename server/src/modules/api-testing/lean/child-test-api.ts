/**
 * The `test` the lean harness gives a generated API file in place of Playwright's: `test(title, details, body)`,
 * `test.fixme`, `test.describe`, `test.describe.configure({ mode })`, `test.afterAll`, `test.info()` and the
 * `extend` the runtime module calls, nothing more. Any other member, fixture or test-info field throws
 * {@link Unsupported}, so a file the static check let through still never runs differently: it runs under
 * Playwright Test (docs/decisions/lean-api-harness.md).
 */

/** A feature outside the lean subset was used. */
export class Unsupported extends Error {
  constructor(readonly feature: string) {
    super(`The lean API harness does not implement ${feature}`)
    this.name = 'Unsupported'
  }
}

export type TestBody = (fixtures: Record<string, unknown>) => unknown

export interface CollectedTest {
  title: string
  describes: string[]
  serial: boolean
  fixme: boolean
  annotations: { type: string; description?: string }[]
  body: TestBody
  /** Where `test()` was called in the file (1-based), from the call's stack. */
  line: number
  column: number
}

/** What loading one file registered. */
export interface Collected {
  tests: CollectedTest[]
  afterAll: (() => unknown)[]
}

/** The test-info fields generated code reads or pushes to. */
export interface LeanTestInfo {
  file: string
  title: string
  titlePath: string[]
  retry: number
  project: { outputDir: string; name: string }
  annotations: { type: string; description?: string }[]
  attachments: { name: string; contentType: string; body?: Buffer; path?: string }[]
}

/** An object whose unknown properties throw Unsupported (symbols, as Node's inspection reads them, pass). */
export function strict<T extends object>(target: T, name: string): T {
  return new Proxy(target, {
    get(object, key, receiver) {
      if (typeof key === 'symbol' || key in object) return Reflect.get(object, key, receiver)
      if (key === 'then') return undefined // not a promise
      throw new Unsupported(`${name}.${key}`)
    },
  })
}

interface Describe {
  title: string
  serial: boolean
}

/** The `test` of one load of the files: it collects into `target()` and reads the running test from `current()`. */
export function leanTest(
  target: () => Collected | undefined,
  current: () => LeanTestInfo | undefined,
  /** Where in the file being loaded the `test()` being collected is called. */
  callSite: () => { line: number; column: number },
) {
  const stack: Describe[] = []
  const collect = (fixme: boolean, args: unknown[]) => {
    const collected = target()
    if (!collected) throw new Unsupported('test() outside the loading of a file')
    const [title, details, body] = args.length === 2 ? [args[0], undefined, args[1]] : args
    if (typeof title !== 'string' || typeof body !== 'function') throw new Unsupported('test() other than (title, details?, body)')
    const annotation = (details as { annotation?: unknown } | undefined)?.annotation
    const annotations = (
      annotation === undefined ? [] : Array.isArray(annotation) ? annotation : [annotation]
    ) as CollectedTest['annotations']
    const at = callSite()
    collected.tests.push({
      title,
      describes: stack.map((d) => d.title),
      serial: stack.some((d) => d.serial),
      fixme,
      annotations: [...annotations, ...(fixme ? [{ type: 'fixme' }] : [])],
      body: body as TestBody,
      ...at,
    })
  }
  const describe = Object.assign(
    (title: string, body: () => void) => {
      stack.push({ title, serial: false })
      try {
        body()
      } finally {
        stack.pop()
      }
    },
    {
      configure(options: { mode?: string }) {
        const top = stack.at(-1)
        if (!top || Object.keys(options).some((k) => k !== 'mode')) throw new Unsupported('test.describe.configure')
        top.serial = options.mode === 'serial'
      },
    },
  )
  const test = Object.assign((...args: unknown[]) => collect(false, args), {
    fixme: (...args: unknown[]) => collect(true, args),
    describe: strict(describe, 'test.describe'),
    afterAll(fn: () => unknown) {
      const collected = target()
      if (!collected || typeof fn !== 'function') throw new Unsupported('test.afterAll outside the loading of a file')
      collected.afterAll.push(fn)
    },
    info(): LeanTestInfo {
      const info = current()
      if (!info) throw new Error('test.info() can only be called while test is running')
      return info
    },
    /** requestOnlyTest's fixture only shapes browser-context options, which a request-only run never sets up. */
    extend: () => test,
  })
  return strict(test, 'test')
}
