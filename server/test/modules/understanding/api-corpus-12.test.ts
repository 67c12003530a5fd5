import { API_CORPUS_12, API_REPORTED_12 } from './api-corpus-12.js'
import { describeCorpus } from './measure.js'

describeCorpus(
  'API phrasing corpus, part 12: Spring MockMvc / WebTestClient, Cypress, Playwright, Dart, minitest / Rails, Phoenix, Gatling, YAML check keys, Hurl, JMeter, Behatch, and Rust / Swift / Scala / Python subjects and status ranges',
  'API',
  API_CORPUS_12,
  API_REPORTED_12,
  { steps: 150, reported: 30 },
)
