import { API_CORPUS_13, API_REPORTED_13 } from './api-corpus-13.js'
import { describeCorpus } from './measure.js'

describeCorpus(
  "API phrasing corpus, part 13: plain tester English (statuses by reason phrase and learner verbs, fields and paths in words, lists, presence, saves, bodies, query, auth, time, errors) in many testers' styles",
  'API',
  API_CORPUS_13,
  API_REPORTED_13,
  { steps: 350, reported: 85 },
)
