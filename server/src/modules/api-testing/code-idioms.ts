import { readBruno } from './code-bruno.js'
import { readJsCode } from './code-checks.js'
import { readClientCheck } from './code-client-checks.js'
import { readClientRequest } from './code-client-requests.js'
import { readClojure } from './code-clojure.js'
import { readCodeception } from './code-codeception.js'
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
import { readHamcrest } from './code-hamcrest.js'
import { readHttpie } from './code-httpie.js'
import { readK6 } from './code-k6.js'
import { readKarate } from './code-karate.js'
import { readLaravel } from './code-laravel.js'
import { readMatcherArgs } from './code-matcher-args.js'
import { readNotedSave } from './code-noted-save.js'
import { readPactum } from './code-pactum.js'
import { readPerl } from './code-perl.js'
import { readPesterHttpexpect } from './code-pester-httpexpect.js'
import { readPlaywright } from './code-playwright.js'
import { readPython } from './code-python.js'
import { readRequestBuilder } from './code-request-builders.js'
import { readRequestCode } from './code-requests.js'
import { readEnsureSuccess } from './code-response-predicates.js'
import { readRspec } from './code-rspec.js'
import { readRubyElixir } from './code-ruby-elixir.js'
import { readSoapUi } from './code-soapui.js'
import { readSpring } from './code-spring.js'
import { readStepLibrary } from './code-step-libraries.js'
import type { Idiom } from './code-subjects.js'
import { readSupertestRequest } from './code-supertest.js'
import { readTavernHeaders, tavernForms } from './code-tavern.js'
import { readThunder } from './code-thunder.js'
import { readToolNotation } from './code-tool-notations.js'
import { readXunit } from './code-xunit.js'
import { readYamlCheck } from './code-yaml-checks.js'

export type { Idiom } from './code-subjects.js'

/**
 * A step written in the idiom of a test tool (Postman, Jest/supertest/Chai, REST-assured/Hamcrest, Karate,
 * pytest/requests, RSpec request specs, Go test prose, k6 checks, Bruno / Hoppscotch, Laravel, xUnit / NUnit / FluentAssertions on RestSharp, SoapUI and Thunder Client
 * assertion rows, then any library's assertion calls (code-general.ts); the request side in code-requests.ts, code-request-builders.ts and code-httpie.ts) -> the grammar's steps, or the reason it is reported. Undefined when the step is no such code.
 */
export function readToolIdiom(text: string): Idiom | undefined {
  // Chakram's and Mocha's promise style returns the expectation: `return expect(response).to.have.status(201)`.
  const written = tavernForms(
    goForms(
      text
        .trim()
        .replace(/^`(.*)`$/, '$1')
        .replace(/^return\s+(?=expect\()/, ''),
    ),
  )
  const specific =
    readToolNotation(written) ??
    readFrisby(written) ??
    readGoTest(written) ??
    readTavernHeaders(written) ??
    readSpring(written) ??
    readCypress(written) ??
    readPlaywright(written) ??
    readGatling(written) ??
    readPactum(written) ??
    readCodeception(written) ??
    readDjango(written) ??
    readPesterHttpexpect(written) ??
    readMatcherArgs(written) ??
    readRubyElixir(written) ??
    readYamlCheck(written) ??
    readStepLibrary(written) ??
    readNotedSave(written) ??
    readRequestCode(written) ??
    readClientRequest(written) ??
    readRequestBuilder(written) ??
    readEnsureSuccess(written) ??
    readCurl(written) ??
    readHttpie(written) ??
    readRspec(written) ??
    readSupertestRequest(written) ??
    readK6(written) ??
    readBruno(written) ??
    readLaravel(written) ??
    readDotnetFluent(written) ??
    readXunit(written) ??
    readSoapUi(written) ??
    readThunder(written) ??
    readClientCheck(written) ??
    readPerl(written) ??
    readClojure(written) ??
    readJsCode(written) ??
    readHamcrest(written) ??
    readKarate(written) ??
    readPython(written) ??
    readGo(written)
  if (specific && 'texts' in specific) return specific
  // Assertion calls of libraries no reader above knows; a tool's own reason stays when this reads nothing either.
  const general = readGeneralAssertion(written)
  if (general && 'texts' in general) return general
  // `val total = 3`: a declaration no reader read as a save (code-declarations.ts).
  return specific ?? general ?? readDeclaration(written)
}
