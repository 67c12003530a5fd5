import { readBruno } from './code-bruno.js'
import { mayBeJsCode, readJsCode } from './code-checks.js'
import { readClientCheck } from './code-client-checks.js'
import { readClientRequest } from './code-client-requests.js'
import { readClojure } from './code-clojure.js'
import { readCodeception } from './code-codeception.js'
import { readCommandLine } from './code-command-lines.js'
import { readCurl } from './code-curl.js'
import { readCypress } from './code-cypress.js'
import { readDeclaration } from './code-declarations.js'
import { readDjango } from './code-django.js'
import { readDotnetFluent } from './code-dotnet-fluent.js'
import { readGatling } from './code-gatling.js'
import { readGeneralAssertion } from './code-general.js'
import { readGo } from './code-go.js'
import { goForms, readGoTest } from './code-go-testify.js'
import { readFrisby } from './code-guards.js'
import { mayBeHamcrest, readHamcrest } from './code-hamcrest.js'
import { hookScriptForms, readDreddHook } from './code-hook-scripts.js'
import { readHttpie } from './code-httpie.js'
import { readK6 } from './code-k6.js'
import { readKarate } from './code-karate.js'
import { readLaravel } from './code-laravel.js'
import { readMatcherArgs } from './code-matcher-args.js'
import { readNotedSave } from './code-noted-save.js'
import { readPactum } from './code-pactum.js'
import { readPerl } from './code-perl.js'
import { mayBePesterHttpexpect, readPesterHttpexpect } from './code-pester-httpexpect.js'
import { mayBePlaywright, readPlaywright } from './code-playwright.js'
import { mayBePython, readPython } from './code-python.js'
import { mayBeRequestBuilder, readRequestBuilder } from './code-request-builders.js'
import { readRequestCode } from './code-requests.js'
import { readEnsureSuccess } from './code-response-predicates.js'
import { readRspec } from './code-rspec.js'
import { mayBeRubyElixir, readRubyElixir } from './code-ruby-elixir.js'
import { readSoapUi } from './code-soapui.js'
import { readSpring } from './code-spring.js'
import { readStepLibrary } from './code-step-libraries.js'
import type { Idiom } from './code-subjects.js'
import { readSupertestRequest } from './code-supertest.js'
import { readTavernBlock, readTavernHeaders, readTavernKeys, tavernForms } from './code-tavern.js'
import { readThunder } from './code-thunder.js'
import { readToolNotation } from './code-tool-notations.js'
import { readXunit } from './code-xunit.js'
import { readYamlCheck } from './code-yaml-checks.js'

export type { Idiom } from './code-subjects.js'

/**
 * A tool's reader, with its first test when it has one. The test is a cheap necessary condition read off the reader's
 * own patterns (a character such as `(`, a word, the first characters): it is false only for steps no pattern of the
 * reader can match, so skipping the reader then changes no reading. Half the steps of a spec are prose that reaches
 * every reader, so a reader that costs more than its anchored first pattern gets one. The test lives next to its reader
 * (`mayBe…`), with the reasoning that proves it; whoever changes the reader's patterns keeps it true.
 */
export type GuardedReader = readonly [read: (text: string) => Idiom | undefined, mayRead?: (text: string) => boolean]

/** The readers in the order they are tried: the first reading (or reason) wins. */
export const READERS: readonly GuardedReader[] = [
  // Dredd's hooks and Tavern's blocks hold steps of other tools, read whole by this reader again.
  [(text) => readDreddHook(text, readToolIdiom)],
  [readToolNotation],
  [readFrisby],
  [readGoTest],
  [readTavernHeaders],
  [readTavernKeys],
  [(text) => readTavernBlock(text, readToolIdiom)],
  [readSpring],
  [readCypress],
  [readPlaywright, mayBePlaywright],
  [readGatling],
  [readPactum],
  [readCodeception],
  [readDjango],
  [readPesterHttpexpect, mayBePesterHttpexpect],
  [readMatcherArgs],
  [readRubyElixir, mayBeRubyElixir],
  [readYamlCheck],
  [readStepLibrary],
  [readNotedSave],
  [readRequestCode],
  [readClientRequest],
  [readRequestBuilder, mayBeRequestBuilder],
  [readEnsureSuccess],
  [readCommandLine],
  [readCurl],
  [readHttpie],
  [readRspec],
  [readSupertestRequest],
  [readK6],
  [readBruno],
  [readLaravel],
  [readDotnetFluent],
  [readXunit],
  [readSoapUi],
  [readThunder],
  [readClientCheck],
  [readPerl],
  [readClojure],
  [readJsCode, mayBeJsCode],
  [readHamcrest, mayBeHamcrest],
  [readKarate],
  [readPython, mayBePython],
  [readGo],
]

/** The step as the readers see it (and their first tests): trimmed, out of backticks, in Go's, Tavern's and hook scripts' forms. */
export function idiomText(text: string): string {
  // Chakram's and Mocha's promise style returns the expectation: `return expect(response).to.have.status(201)`.
  return hookScriptForms(
    tavernForms(
      goForms(
        text
          .trim()
          .replace(/^`(.*)`$/, '$1')
          .replace(/^return\s+(?=expect\()/, ''),
      ),
    ),
  )
}

/**
 * A step written in the idiom of a test tool (Postman, Jest/supertest/Chai, REST-assured/Hamcrest, Karate,
 * pytest/requests, RSpec request specs, Go test prose, k6 checks, Bruno / Hoppscotch, Laravel, xUnit / NUnit / FluentAssertions on RestSharp, SoapUI and Thunder Client
 * assertion rows, then any library's assertion calls (code-general.ts); the request side in code-requests.ts, code-request-builders.ts and code-httpie.ts) -> the grammar's steps, or the reason it is reported. Undefined when the step is no such code.
 */
export function readToolIdiom(text: string): Idiom | undefined {
  const written = idiomText(text)
  let specific: Idiom | undefined
  for (const [read, mayRead] of READERS) {
    if (mayRead && !mayRead(written)) continue
    specific = read(written)
    if (specific) break
  }
  if (specific && 'texts' in specific) return specific
  // Assertion calls of libraries no reader above knows; a tool's own reason stays when this reads nothing either.
  const general = readGeneralAssertion(written)
  if (general && 'texts' in general) return general
  // `val total = 3`: a declaration no reader read as a save (code-declarations.ts).
  return specific ?? general ?? readDeclaration(written)
}
