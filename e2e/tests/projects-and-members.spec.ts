import { expect, test } from '@playwright/test'
import { passwordInput, signIn, snap, submitSignIn } from '../support/dashboard.js'
import { ADMIN, API_URL } from '../support/env.js'

test('an admin signs in, creates a user and a project, adds the user as a member, switches project and logs out', async ({
  page,
  request,
}, testInfo) => {
  const stamp = Date.now().toString(36)
  const member = { email: `tester-${stamp}@example.com`, name: 'Tess Tester', password: 'Member#12345' }
  const projectName = `Checkout ${stamp}`
  const main = page.getByRole('navigation', { name: 'Main' })

  await test.step('a wrong password shows the API detail', async () => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/login\?next=%2F$/)
    await page.getByLabel('Email').fill(ADMIN.email)
    await passwordInput(page).fill('Wrong#12345')
    await submitSignIn(page, page.getByRole('alert').filter({ hasText: 'Invalid email or password' }))
    await snap(page, testInfo, 'members-01-login-rejected')
  })

  await test.step('signing in lands on the overview; the projects page is in the sidebar', async () => {
    await signIn(page)
    await expect(page).toHaveURL(/\/overview$/)
    await main.getByRole('link', { name: 'Projects' }).click()
    await expect(page).toHaveURL(/\/projects$/)
    await expect(page.getByRole('heading', { name: 'Projects', level: 2 })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Projects' })).toContainText('Default Project')
    await snap(page, testInfo, 'members-02-projects')
  })

  await test.step('create a user in the Users admin page', async () => {
    await main.getByRole('link', { name: 'Users' }).click()
    await page.getByRole('button', { name: 'New user' }).click()
    const dialog = page.getByRole('dialog', { name: 'New user' })
    await dialog.getByLabel('Email').fill(member.email)
    await dialog.getByLabel('Full name').fill(member.name)
    await dialog.getByRole('textbox', { name: 'Password' }).fill(member.password)
    await dialog.getByRole('button', { name: 'Create user' }).click()
    await expect(dialog).toBeHidden()
    const row = page.getByRole('row').filter({ hasText: member.email })
    await expect(row).toContainText(member.name)
    await expect(row.getByRole('switch', { name: `Active: ${member.email}` })).toBeChecked()
    await expect(row.getByRole('switch', { name: `Superuser: ${member.email}` })).not.toBeChecked()
    await snap(page, testInfo, 'members-03-user-created')
  })

  await test.step('create a project', async () => {
    await main.getByRole('link', { name: 'Projects' }).click()
    await page.getByRole('button', { name: 'New project' }).click()
    const dialog = page.getByRole('dialog', { name: 'New project' })
    await dialog.getByLabel('Name').fill(projectName)
    await dialog.getByLabel('Description').fill('Checkout flows of the demo shop')
    await dialog.getByLabel('Base URL').fill('http://127.0.0.1:4599')
    await dialog.getByRole('button', { name: 'Create project' }).click()
    await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { name: projectName, level: 2 })).toBeVisible()
    await expect(page.getByLabel('Base URL')).toHaveValue('http://127.0.0.1:4599')
    await snap(page, testInfo, 'members-04-project-created')
  })

  await test.step('add the user as an editor, then make them a viewer', async () => {
    await page.getByLabel('Add member by email').fill(member.email)
    await page.getByLabel('Role', { exact: true }).selectOption('editor')
    await page.getByRole('button', { name: 'Add member' }).click()
    const role = page.getByLabel(`Role of ${member.email}`)
    await expect(role).toHaveValue('editor')
    await expect(page.getByText('2 members')).toBeVisible()

    await role.selectOption('viewer')
    await expect(page.getByText(`${member.email} is now viewer`)).toBeVisible()
    await page.reload()
    await expect(page.getByLabel(`Role of ${member.email}`)).toHaveValue('viewer')
    await snap(page, testInfo, 'members-05-member-added')
  })

  await test.step('switch to the new project with the header switcher', async () => {
    const switcher = page.getByRole('combobox', { name: 'Current project' })
    await expect(switcher).toHaveValue('default')
    const projectId = page.url().split('/').pop() ?? ''
    await switcher.selectOption({ label: projectName })
    await expect(switcher).toHaveValue(projectId)
    await expect(page.getByText('Current project', { exact: true })).toBeVisible()

    await main.getByRole('link', { name: 'Projects' }).click()
    await expect(page.getByRole('row').filter({ hasText: projectName })).toContainText('current')
    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Current project' })).toHaveValue(projectId)
    await snap(page, testInfo, 'members-06-project-switched')
  })

  await test.step('log out ends the session on the server too', async () => {
    const stored = await page.evaluate(() => ({ ...window.localStorage }))
    expect(Object.keys(stored).sort()).toEqual(['specwright.project_id', 'specwright.refresh_token'])
    const refreshToken = stored['specwright.refresh_token'] ?? ''

    await page.getByRole('button', { name: `Account menu for ${ADMIN.email}` }).click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('status')).toHaveText('You have signed out.')
    expect(await page.evaluate(() => window.localStorage.getItem('specwright.refresh_token'))).toBeNull()
    await snap(page, testInfo, 'members-07-logged-out')

    await page.goto('/projects')
    await expect(page).toHaveURL(/\/login\?next=%2Fprojects$/)

    const reuse = await request.post(`${API_URL}/auth/refresh`, { data: { refresh_token: refreshToken } })
    expect(reuse.status()).toBe(401)
  })
})
