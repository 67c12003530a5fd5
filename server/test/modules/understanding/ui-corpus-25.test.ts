import { describeCorpus } from './measure.js'
import { UI_CORPUS_25, UI_REPORTED_25 } from './ui-corpus-25.js'

describeCorpus(
  "UI phrasing corpus 25 (browser-test tools' notations: TestCafe, Robot, Selenium IDE, Selenide, Nightwatch, Puppeteer, Capybara, Watir, Codeception, Behat)",
  'UI',
  UI_CORPUS_25,
  UI_REPORTED_25,
  {
    steps: 165,
    reported: 75,
  },
)
