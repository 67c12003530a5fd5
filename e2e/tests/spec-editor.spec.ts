import { type APIRequestContext, expect, test } from '@playwright/test'
import { loginAs } from '../support/api-auth.js'
import { signIn, snap, specEditor } from '../support/dashboard.js'
import { API_URL } from '../support/env.js'

/**
 * A fresh project, so the spec this test saves stays out of the default project other tests expect empty, with the
 * `BASE_URL` variable the new-spec template reads (an unset placeholder is an error on its line).
 */
async function createProject(request: APIRequestContext, name: string): Promise<void> {
  const login = await loginAs(request)
  expect(login.status()).toBe(200)
  const { access_token } = (await login.json()) as { access_token: string }
  const created = await request.post(`${API_URL}/projects`, { data: { name }, headers: { authorization: `Bearer ${access_token}` } })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  const variable = await request.put(`${API_URL}/projects/${id}/variables/BASE_URL`, {
    data: { value: 'http://127.0.0.1:9', secret: false },
    headers: { authorization: `Bearer ${access_token}` },
  })
  expect(variable.status()).toBe(200)
}

test('the spec editor completes steps, undoes, searches, marks problems in place and saves with Ctrl+S', async ({
  page,
  request,
}, testInfo) => {
  const projectName = `Editor ${Date.now().toString(36)}`
  await createProject(request, projectName)
  const editor = specEditor(page)
  const problems = page.getByRole('region', { name: 'Problems' })

  await page.goto('/api-testing')
  await signIn(page)
  await page.getByRole('combobox', { name: 'Current project' }).selectOption({ label: projectName })
  await page.getByRole('button', { name: 'New spec', exact: true }).click()
  await page.getByLabel('New spec name').fill('editor/keys')
  await expect(editor).toContainText('### GET /api/health')
  await expect(problems).toContainText('No problems: the spec parses.')

  await test.step('typing after a list marker offers the grammar’s steps; Enter takes one', async () => {
    await editor.click()
    await page.keyboard.press('ControlOrMeta+End')
    await page.keyboard.type('- Verify the response ti')
    await expect(page.getByRole('option', { name: /^Verify the response time is under/ })).toBeVisible()
    await snap(page, testInfo, 'spec-editor-01-completion')
    await page.keyboard.press('Enter')
    await expect(editor).toContainText('- Verify the response time is under 500 ms')
  })

  await test.step('undo and redo', async () => {
    await page.keyboard.press('ControlOrMeta+z')
    await expect(editor).not.toContainText('- Verify the response time is under 500 ms')
    await expect(editor).toContainText('- Verify the response ti')
    // Upper-case Z: with Shift held a browser reports "Z"; Playwright sends the key as written.
    await page.keyboard.press('ControlOrMeta+Shift+Z')
    await expect(editor).toContainText('- Verify the response time is under 500 ms')
  })

  await test.step('Enter continues the list; a step the grammar does not know is marked on its line', async () => {
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Frobnicate')
    await page.keyboard.press('Escape')
    await expect(editor).toContainText('- Frobnicate')
    const warning = problems.getByRole('button', { name: /^Line 22 warning: step not understood/ })
    await expect(warning).toBeVisible()
    await expect(page.getByTestId('spec-editor').locator('[data-line="22"]')).toHaveAttribute('data-severity', 'warning')
    await expect(page.locator('.cm-lint-marker-warning')).toHaveCount(1)
    await snap(page, testInfo, 'spec-editor-02-warning')

    // A problem in the list puts the caret on its line.
    await page.keyboard.press('ControlOrMeta+Home')
    await warning.click()
    await expect(page.locator('.cm-activeLine')).toHaveText('- Frobnicate')
  })

  await test.step('Ctrl+F searches the spec', async () => {
    await page.keyboard.press('ControlOrMeta+f')
    const find = page.locator('.cm-search input[name="search"]')
    await expect(find).toBeFocused()
    await find.fill('Verify')
    await expect(page.locator('.cm-searchMatch').first()).toBeVisible()
    await snap(page, testInfo, 'spec-editor-03-search')
    await page.keyboard.press('Escape')
    await expect(find).toBeHidden()
  })

  await test.step('Ctrl+S creates the spec', async () => {
    await page.keyboard.press('ControlOrMeta+s')
    await expect(page).toHaveURL(/\/api-testing\?spec=editor%2Fkeys$/)
    await expect(page.getByRole('heading', { name: 'editor/keys', level: 3 })).toBeVisible()
    await expect(editor).toContainText('- Frobnicate')
  })
})
