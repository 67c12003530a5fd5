import { describeGeneratedCode } from './generated-code.js'
import { describeCorpus } from './measure.js'
import { UI_CORPUS_21, UI_REPORTED_21 } from './ui-corpus-21.js'

describeCorpus('UI phrasing corpus 21 (test case rows from spreadsheets and test tools)', 'UI', UI_CORPUS_21, UI_REPORTED_21, {
  steps: 55,
  reported: 20,
})

// Rows reach the reader through the spec's numbered list as written (bars, labels, a drawn arrow) and plan to code.
describeGeneratedCode(
  'test case rows generate their actions and checks',
  [
    '# Test: rows',
    '',
    '## Steps',
    '1. 3 | Select "Marta" in the Mechanic dropdown |',
    '2. 6 | Enter borrower card | 0042 | | PASS',
    '3. Test Step: Open the sign-in page | Test Data: {{BASE_URL}}/gym/login | Expected Result: "Members sign in" heading is shown',
    '4. Click "Renew" ⇒ "Membership renewed" is shown',
    '',
  ].join('\n'),
  [
    "await page.getByLabel('Mechanic').selectOption('Marta')",
    "await page.getByLabel('borrower card').fill('0042')",
    "await page.goto('/gym/login')",
    "await expect(page.getByRole('heading', { name: 'Members sign in' })).toBeVisible()",
    "await page.getByRole('button', { name: 'Renew' }).click()",
    "await expect(page.getByText(wholeWords('Membership renewed')).first()).toBeVisible()",
  ],
)
