import { describeGeneratedCode } from './generated-code.js'

/** The code the seventh round's forms generate from the words alone (docs/ui-spec-format.md, "Seventh round"). */
describeGeneratedCode(
  'generated code for actors, introduced checks, abbreviations and key lists',
  `# Test: Seventh round

## Steps

1. Nav to {{BASE_URL}}/shifts
2. As a volunteer I select "Food bank" in the Project dropdown
3. The participant clicks on "Find a desk"
4. Control that "Venue saved" is shown
5. Verify URL = /x
6. Press ArrowDown and then Enter
7. Take a screenshot of the ticket page
8. The "Approve" button should not be displayed anymore for "Common swift"
9. Select "F/O de Wit" from the Swap with dropdown
`,
  [
    "await page.goto('/shifts')",
    "await test.step('2. As a volunteer I select \"Food bank\" in the Project dropdown', async () => {\n    await page.getByLabel('Project').selectOption('Food bank')",
    "await page.getByRole('button', { name: 'Find a desk' }).click()",
    "await expect(page.getByText(wholeWords('Venue saved')).first()).toBeVisible()",
    "await expect(page).toHaveURL('/x')",
    "await page.keyboard.press('ArrowDown')\n    await page.keyboard.press('Enter')",
    "await test.info().attach('screenshot (line 11)', { body: await page.screenshot(), contentType: 'image/png' })",
    // Whole words in any case: "Approved" or "Disapprove" showing is not the "Approve" button showing.
    "await expect(page.getByRole('listitem').filter({ hasText: 'Common swift' }).getByRole('button', { name: /(?<![\\p{L}\\p{N}_])Approve(?![\\p{L}\\p{N}_])/iu })).toBeHidden()",
    "await page.getByLabel('Swap with').selectOption('F/O de Wit')",
  ],
)
