import { describeGeneratedCode } from './generated-code.js'

/** Round 13: the code keyboard, focus and accessibility steps generate (keyboard-rules.ts, a11y-rules.ts). */
describeGeneratedCode(
  'generated code for keyboard and accessibility steps',
  `# Test: Keyboard

## Steps

1. Press the key Enter in the field "Suche"
2. With focus on the "Agree to terms" checkbox press Space
3. Open the Country combobox with Alt+ArrowDown
4. Press Tab; focus should move to the Card number field
5. Hold Shift and press Tab
6. Tap Go on the keyboard
7. Order summary heading "Your order" is shown
8. The logo image has alt text "Harbor Vet"
9. Button with aria-label "Close" exists
10. Press Tab 3 times
11. Press Enter on the focused button
12. Press Space when the "Evening ferry" radio button is focused
`,
  [
    "await page.getByLabel('Suche').press('Enter')",
    "await page.getByLabel('Agree to terms').press('Space')",
    "await page.getByLabel('Country').press('Alt+ArrowDown')",
    "await page.keyboard.press('Tab')\n    await expect(page.getByLabel('Card number')).toBeFocused()",
    "await page.keyboard.press('Shift+Tab')",
    "await page.keyboard.press('Enter')",
    "await expect(page.getByRole('heading', { name: 'Your order' })).toBeVisible()",
    "await expect(page.getByRole('img', { name: 'Harbor Vet' })).toBeVisible()",
    "await expect(page.getByRole('button', { name: 'Close' })).toBeVisible()",
    "await page.keyboard.press('Tab')\n    await page.keyboard.press('Tab')\n    await page.keyboard.press('Tab')",
    "await page.getByLabel('Evening ferry').press('Space')",
  ],
)
