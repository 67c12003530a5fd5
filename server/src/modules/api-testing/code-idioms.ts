import { readJsCode } from './code-checks.js'
import { readGo } from './code-go.js'
import { readHamcrest } from './code-hamcrest.js'
import { readHttpie } from './code-httpie.js'
import { readKarate } from './code-karate.js'
import { readPython } from './code-python.js'
import { readRequestCode } from './code-requests.js'
import { readRspec } from './code-rspec.js'
import type { Idiom } from './code-subjects.js'

export type { Idiom } from './code-subjects.js'

/**
 * A step written in the idiom of a test tool (Postman, Jest/supertest/Chai, REST-assured/Hamcrest, Karate,
 * pytest/requests, RSpec request specs, Go test prose; the request side in code-requests.ts and code-httpie.ts) -> the grammar's steps, or the reason it is reported. Undefined when the step is no such code.
 */
export function readToolIdiom(text: string): Idiom | undefined {
  const written = text.trim().replace(/^`(.*)`$/, '$1')
  return (
    readRequestCode(written) ??
    readHttpie(written) ??
    readRspec(written) ??
    readJsCode(written) ??
    readHamcrest(written) ??
    readKarate(written) ??
    readPython(written) ??
    readGo(written)
  )
}
