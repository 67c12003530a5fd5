import { describeGeneratedCode } from './generated-code.js'

/** Round 15: a learner's English normalised by phenomenon (ui-corpus-24) runs as the sentence means. */
describeGeneratedCode(
  "generated code for a learner's English by phenomenon",
  `# Test: A learner's English

## Steps

1. Make click on "Add to basket"
2. Make navigation to {{BASE_URL}}/bakery/orders
3. Wait, until appears the message "Payment received"
4. Must not be displayed "Card declined"
5. It should stand "Fresh today"
6. Input 4 to the field Loaves
7. Input the password "{{CLINIC_PW}}" to the Password field
8. Update the page
9. Go to the page before
10. Choose "Large" in the unrolling list Size
11. Take away the mark in "Newsletter"
12. Put a tick in "Helmet needed"
13. From the Flour choose "Rye"
14. In the table Loans there are 3 rows
`,
  [
    "await page.getByRole('button', { name: 'Add to basket' }).click()",
    "await page.goto('/bakery/orders')",
    "await page.getByText('Payment received').waitFor()",
    "await expect(page.getByText(wholeWords('Card declined'))).toBeHidden()",
    "await expect(page.getByText(wholeWords('Fresh today')).first()).toBeVisible()",
    "await page.getByLabel('Loaves').fill('4')",
    "await page.getByLabel('Password').fill(env('CLINIC_PW'))",
    'await page.reload()',
    'await page.goBack()',
    "await page.getByLabel('Size').selectOption('Large')",
    "await page.getByLabel('Newsletter').uncheck()",
    "await page.getByLabel('Helmet needed').check()",
    "await page.getByLabel('Flour').selectOption('Rye')",
    "await expect(page.getByRole('table', { name: 'Loans' }).locator('tbody tr')).toHaveCount(3)",
  ],
)
