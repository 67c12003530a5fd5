import { describeGeneratedCode } from './generated-code.js'

/** Round 14: second-language word orders and everyday voices (ui-corpus-22) run as the sentence means. */
describeGeneratedCode(
  'generated code for second-language word orders and everyday voices',
  `# Test: Word orders and voices

## Steps

1. Go a page back
2. When the browser asks for confirmation, click OK
3. In field Postal code enter 00-950
4. From list Country choose "Poland"
5. Input 18:45 to the End time
6. By ticket "T-88" the status must be "Closed"
7. Look if there are 3 links "Edit"
8. Wait until "Loading..." is disappeared
9. Reported by user: "Session expired" — check it does not appear
10. Top heading says Welcome back
11. In the Rent row, type 900 into the Amount field
12. Click the "Pin 3" marker twice (double click)
13. Checkout URL should contain "/pay"
`,
  [
    'await page.goBack()',
    "page.once('dialog', (dialog) => dialog.accept())",
    "await page.getByLabel('Postal code').fill('00-950')",
    "await page.getByLabel('Country').selectOption('Poland')",
    "await page.getByLabel('End time').fill('18:45')",
    "await expect(page.getByRole('listitem').filter({ hasText: 'T-88' }).getByText(wholeWords('Closed')).first()).toBeVisible()",
    "await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(3)",
    "await page.getByText('Loading...').waitFor({ state: 'hidden' })",
    "await expect(page.getByText(wholeWords('Session expired'))).toBeHidden()",
    "await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible()",
    "await page.getByRole('listitem').filter({ hasText: 'Rent' }).getByLabel('Amount').fill('900')",
    "await page.getByRole('button', { name: 'Pin 3' }).dblclick()",
    "await expect(page).toHaveURL((url) => url.href.includes('/pay'))",
  ],
)
