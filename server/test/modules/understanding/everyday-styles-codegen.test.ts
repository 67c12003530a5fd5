import { describeGeneratedCode } from './generated-code.js'

/** Round 13: everyday writing styles (pipeline/everyday-styles.ts) run as the sentence means, courtesy left out. */
describeGeneratedCode(
  'generated code for everyday writing styles',
  `# Test: Everyday styles

## Steps

1. Could you please type "ann.lee" into the field labelled "Login", if that's alright?
2. When the booking form appears, please choose "Monthly" from the Billing period dropdown
3. It would be helpful to verify that the "Pay now" button is disabled until the terms are accepted.
4. AC1: The page title is exactly "ShopDesk – Orders" when the user lands on the orders page
5. AC4: The admin can delete a user via the "Delete" menu item
6. The Orders table is displayed with 4 rows
7. The Total field is expected to hold "42.00"
8. "SKU-88812" is scanned into the Product code field
9. The "Remember me" checkbox is verified to be ticked
10. The user is sent back to the previous page
11. Double-tap the "Route map" picture to zoom in
12. Swipe down until the "Reviews" section is visible
13. Tab "Payments"
14. Take a photo of the screen
15. The "Edit" button should be visible but the "Delete" button disabled
`,
  [
    "await page.getByLabel('Login').fill('ann.lee')",
    "await page.getByLabel('Billing period').selectOption('Monthly')",
    "await expect(page.getByRole('button', { name: 'Pay now' })).toBeDisabled()",
    "await expect(page).toHaveTitle('ShopDesk – Orders')",
    "await page.getByRole('menuitem', { name: 'Delete' }).click()",
    "await expect(page.getByRole('table', { name: 'Orders' }).locator('tbody tr')).toHaveCount(4)",
    "await expect(page.getByLabel('Total')).toHaveValue('42.00')",
    "await page.getByLabel('Product code').fill('SKU-88812')",
    "await expect(page.getByLabel('Remember me')).toBeChecked()",
    'await page.goBack()',
    "await page.getByRole('img', { name: 'Route map' }).dblclick()",
    "await page.getByText('Reviews').scrollIntoViewIfNeeded()",
    "await page.getByRole('tab', { name: 'Payments' }).click()",
    'await page.screenshot(',
    "await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible()\n    await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled()",
  ],
)
