import { describeGeneratedCode } from './generated-code.js'

/** The code the new action kinds and qualifiers generate from the words alone (no page resolutions). */
describeGeneratedCode(
  'generated code for the understanding layer kinds',
  `# Test: Kinds

## Steps

1. Navigate to {{BASE_URL}}/tasks
2. Right-click "Buy milk"
3. Click the second "Delete" button in the task list
4. Click "Delete" next to "Walk dog", then accept the dialog
5. Scroll to the bottom of the page
6. Scroll to the "Reviews" heading
7. Take a screenshot
8. Submit the form
9. Verify "Apple" appears before "Banana"
10. Verify a success message is shown
11. Verify there is no error message
12. The URL ends with /done
13. The title starts with "Shop"
14. Search for "mug"
15. Verify "Buy milk" is visible in the task list
`,
  [
    "await page.getByRole('button', { name: 'Buy milk' }).click({ button: 'right' })",
    "await page.getByRole('list').getByRole('button', { name: 'Delete' }).nth(1).click()",
    "page.once('dialog', (dialog) => dialog.accept())\n    await page.getByRole('listitem').filter({ hasText: 'Walk dog' }).getByRole('button', { name: 'Delete' }).click()",
    '// The dialog is accepted by the handler set before the previous action.',
    'await page.mouse.wheel(0, 100000)',
    "await page.getByRole('heading', { name: 'Reviews' }).scrollIntoViewIfNeeded()",
    "await test.info().attach('screenshot (line 11)', { body: await page.screenshot(), contentType: 'image/png' })",
    "await page.locator('form').filter({ visible: true }).locator('[type=submit], button:not([type])').first().click()",
    "const first = text.indexOf('Apple')\n      return first >= 0 && text.indexOf('Banana') > first",
    "await expect(page.locator('[role=alert]:visible, [role=status]:visible, [aria-live]:not([aria-live=off]):visible, output:visible').first()).toBeVisible()",
    "await expect(page.locator('[role=alert]:visible, [role=status]:visible, [aria-live]:not([aria-live=off]):visible, output:visible')).toHaveCount(0)",
    "await expect(page).toHaveURL((url) => url.href.endsWith('/done'))",
    "await expect.poll(async () => (await page.title()).startsWith('Shop')).toBe(true)",
    "await page.getByLabel('Search').fill('mug')\n    await page.keyboard.press('Enter')",
    "await expect(page.getByRole('list').getByText(wholeWords('Buy milk')).first()).toBeVisible()",
  ],
)
