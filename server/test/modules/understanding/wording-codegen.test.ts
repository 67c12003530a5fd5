import { describeGeneratedCode } from './generated-code.js'

/** The code the wording rules of the second round generate: each everyday form runs as the sentence means. */
describeGeneratedCode(
  'generated code for everyday wording',
  `# Test: Wording

## Steps

1. Navigate to the /tasks page
2. The "Buy milk" row contains "Done"
3. Is the "Submit" button disabled?
4. Type "bob" into Username, "{{PW}}" into Password and click "Log in"
5. Open the "Settings" tab
6. Deselect "Newsletter"
7. Scroll to the end of the page
8. There should be two rows in the results table
9. Press the down arrow key
`,
  [
    "await page.goto('/tasks')",
    "await expect(page.getByRole('listitem').filter({ hasText: 'Buy milk' }).getByText(wholeWords('Done')).first()).toBeVisible()",
    "await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled()",
    "await page.getByLabel('Username').fill('bob')\n    await page.getByLabel('Password').fill(env('PW'))\n    await page.getByRole('button', { name: 'Log in' }).click()",
    "await page.getByRole('tab', { name: 'Settings' }).click()",
    "await page.getByLabel('Newsletter').uncheck()",
    'await page.mouse.wheel(0, 100000)',
    "await expect(page.getByRole('table', { name: 'results' }).locator('tbody tr')).toHaveCount(2)",
    "await page.keyboard.press('ArrowDown')",
  ],
)

/** The third round (issue 11): forms whose code differs from a plain reading. */
describeGeneratedCode(
  'generated code for third-round wording',
  `# Test: Wording 3

## Steps

1. The Country dropdown should show "Portugal"
2. Click two times on "Maria Garcia"
3. Turn off the "Dark mode" switch
4. type bob@acme.io into email
5. Verify "Saved" is visible and "Error" is not visible
6. Open the Reports page from the side bar
7. The "Pay" button should stay disabled
8. No errors are shown
`,
  [
    // A dropdown shows its chosen option's text; its value attribute may be a code.
    "await expect(page.getByLabel('Country').locator('option:checked')).toHaveText('Portugal')",
    // Clicked twice, as two clicks (round 12).
    "await page.getByRole('button', { name: 'Maria Garcia' }).click()",
    "await page.getByRole('button', { name: 'Maria Garcia' }).click()",
    "await page.getByLabel('Dark mode').uncheck()",
    "await page.getByLabel('email').fill('bob@acme.io')",
    "await expect(page.getByText(wholeWords('Saved')).first()).toBeVisible()",
    "await expect(page.getByText(wholeWords('Error'))).toBeHidden()",
    "await page.getByRole('complementary').getByRole('button', { name: 'Reports' }).click()",
    "await expect(page.getByRole('button', { name: 'Pay' })).toBeDisabled()",
  ],
)

/** The fourth round (issue 11): steps read by the order-free role reading and the label lines run as the sentence means. */
describeGeneratedCode(
  'generated code for fourth-round wording',
  `# Test: Wording 4

## Steps

1. Into the field "Keyword" "Java developer" enter
2. In the dropdown Location "Berlin" choose
3. It should 10 jobs in the results list be shown
4. Check, that the heading "Senior Java Developer" visible is
5. "Book" clicked in the "Yoga Monday" row
6. Status "Draft" should be visible for invoice "INV-2041"
7. right-click the image "sunset.jpg"
8. Trip name: "Lisbon weekend"
9. Customer: pick "Acme GmbH" from the dropdown
10. Save it (ctrl+enter)
11. tap "Stop parking" and ok the confirm box
12. Send the form
`,
  [
    "await page.getByLabel('Keyword').fill('Java developer')",
    "await page.getByLabel('Location').selectOption('Berlin')",
    "await expect(page.getByRole('list', { name: 'results' }).getByRole('listitem')).toHaveCount(10)",
    "await expect(page.getByRole('heading', { name: 'Senior Java Developer' })).toBeVisible()",
    "await page.getByRole('listitem').filter({ hasText: 'Yoga Monday' }).getByRole('button', { name: 'Book' }).click()",
    "await expect(page.getByRole('listitem').filter({ hasText: 'INV-2041' }).getByText(wholeWords('Draft')).first()).toBeVisible()",
    "await page.getByRole('img', { name: 'sunset.jpg' }).click({ button: 'right' })",
    "await page.getByLabel('Trip name').fill('Lisbon weekend')",
    "await page.getByLabel('Customer').selectOption('Acme GmbH')",
    "await page.keyboard.press('Control+Enter')",
    // The dialog is armed before the click that opens it.
    "page.once('dialog', (dialog) => dialog.accept())\n    await page.getByRole('button', { name: 'Stop parking' }).click()",
    "await page.locator('form').filter({ visible: true }).locator('[type=submit], button:not([type])').first().click()",
  ],
)
