import { expect, test } from '@playwright/test'
import mysql from 'mysql2/promise'
import { loginAs } from '../support/api-auth.js'
import { signIn, snap, specEditor } from '../support/dashboard.js'
import { ADMIN, API_URL } from '../support/env.js'

/**
 * Database Testing end to end on the machine's real MariaDB: a database seeded with known defects (two orders
 * pointing at missing customers, a duplicated email), connected through the form, analyzed, a spec generated,
 * run, one suggestion approved and applied, and its audit shown.
 */
const DB = `e2e_dbq_${Date.now().toString(36)}`
const USER = DB.slice(0, 32)
const PASSWORD = `pw-${DB}`
let root: mysql.Connection

test.beforeAll(async () => {
  root = await mysql.createConnection({ host: '127.0.0.1', port: 3306, user: 'root', password: '' })
  await root.query(`CREATE DATABASE ${DB}`)
  await root.query(`USE ${DB}`)
  await root.query('CREATE TABLE customers (id INT PRIMARY KEY, email VARCHAR(100))')
  await root.query('CREATE TABLE orders (id INT PRIMARY KEY, customer_id INT, total DECIMAL(10,2) NOT NULL)')
  await root.query("INSERT INTO customers VALUES (1, 'a@example.com'), (2, 'dup@example.com'), (3, 'dup@example.com')")
  await root.query('INSERT INTO orders VALUES (1, 1, 10), (2, 2, 20), (3, 77, 5), (4, 78, 6)')
  for (const host of ['127.0.0.1', 'localhost']) await root.query(`CREATE USER '${USER}'@'${host}' IDENTIFIED BY '${PASSWORD}'`)
  await root.query(`GRANT ALL ON ${DB}.* TO '${USER}'@'127.0.0.1', '${USER}'@'localhost'`)
})

test.afterAll(async () => {
  await root?.query(`DROP USER IF EXISTS '${USER}'@'127.0.0.1', '${USER}'@'localhost'`)
  await root?.query(`DROP DATABASE IF EXISTS ${DB}`)
  await root?.end()
})

test('Database Testing: connect, analyze, generate, run, approve one suggestion, see the audit', async ({ page, request }, testInfo) => {
  test.setTimeout(240_000)
  const login = await loginAs(request)
  const { access_token } = (await login.json()) as { access_token: string }
  const projectName = `DB quality ${Date.now().toString(36)}`
  expect(
    (
      await request.post(`${API_URL}/projects`, { data: { name: projectName }, headers: { authorization: `Bearer ${access_token}` } })
    ).status(),
  ).toBe(201)

  await test.step('connect through the form, testing before saving', async () => {
    await page.goto('/database-testing')
    await signIn(page)
    await page.getByRole('combobox', { name: 'Current project' }).selectOption({ label: projectName })
    await expect(page.getByRole('heading', { name: 'Database Testing', level: 2 })).toBeVisible()
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('shop')
    await page.getByRole('combobox', { name: 'Engine' }).selectOption({ label: 'MariaDB / MySQL' })
    await expect(page.getByRole('textbox', { name: 'Port' })).toHaveValue('3306')
    await page.getByRole('textbox', { name: 'Database', exact: true }).fill(DB)
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(USER)
    await page.getByLabel('Password', { exact: true }).fill('wrong-password')
    await page.getByRole('button', { name: 'Test connection' }).click()
    await expect(page.getByTestId('db-test-result')).toHaveText(`Authentication failed for user "${USER}"`)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Test connection' }).click()
    await expect(page.getByTestId('db-test-result')).toContainText('Connected read-only')
    await page.getByRole('button', { name: 'Save connection' }).click()
    const row = page.getByTestId('db-connection-shop')
    await expect(row).toContainText(`${USER}@127.0.0.1:3306/${DB}`)
    await expect(row).toContainText('****')
    await snap(page, testInfo, 'database-testing-01-connection')
  })

  await test.step('analyze the schema: lints name the missing foreign key', async () => {
    await page.getByTestId('db-connection-shop').getByRole('button', { name: 'Analyze' }).click()
    await expect(page.getByTestId('db-lints')).toContainText(
      'orders.customer_id looks like a reference to customers.id but has no foreign key',
      { timeout: 60_000 },
    )
    await snap(page, testInfo, 'database-testing-02-schema')
  })

  await test.step('generate a spec and run it from the editor', async () => {
    await page.getByRole('button', { name: 'Generate spec' }).click()
    await expect(page).toHaveURL(/\/database-testing\/specs\?spec=shop(\+|%20)quality/)
    await expect(specEditor(page)).toContainText('# Database Quality Check: shop quality')
    await page.getByRole('button', { name: 'Run', exact: true }).click()
    await expect(page).toHaveURL(/\/database-testing\/runs\/[0-9a-f-]{36}$/)
    await expect(page.getByTestId('db-run-status')).toHaveText('completed', { timeout: 60_000 })
    await expect(page.getByTestId('db-run-counts')).toContainText('2 failed')
    const results = page.getByTestId('db-results')
    await expect(results.getByRole('row', { name: /orders.customer_id references customers/ })).toContainText('{"id":3,"customer_id":77}')
    await snap(page, testInfo, 'database-testing-03-run')
  })

  await test.step('suggest fixes, preview one, approve it and see the audit', async () => {
    await page.getByRole('button', { name: 'Suggest fixes' }).click()
    const nullify = page.locator('[data-testid^="db-suggestion-"]', { hasText: 'Set orphaned orders.customer_id values to NULL' })
    await expect(nullify).toBeVisible()
    await nullify.getByRole('button', { name: 'Preview' }).click()
    await expect(nullify).toContainText('Dry run: 2 rows would change')
    await nullify.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Approve and apply (1)' }).click()
    const audit = page.getByTestId('db-audit')
    await expect(audit).toContainText('Set orphaned orders.customer_id values to NULL')
    await expect(audit).toContainText(ADMIN.email)
    await expect(audit.getByRole('row').nth(1)).toContainText('applied')
    await expect(nullify).toContainText('applied')
    const [rows] = await root.query(`SELECT COUNT(*) AS n FROM ${DB}.orders WHERE customer_id IN (77, 78)`)
    expect(Number((rows as { n: number }[])[0]!.n)).toBe(0)
    await snap(page, testInfo, 'database-testing-04-audit')
  })
})

test('Database Testing: cancel a running check run; the database stops the statement', async ({ page, request }) => {
  test.setTimeout(120_000)
  const login = await loginAs(request)
  const { access_token } = (await login.json()) as { access_token: string }
  const headers = { authorization: `Bearer ${access_token}` }
  const projectName = `DB cancel ${Date.now().toString(36)}`
  const project = await request.post(`${API_URL}/projects`, { data: { name: projectName }, headers })
  expect(project.status()).toBe(201)
  const projectId = ((await project.json()) as { id: string }).id
  const conn = await request.post(`${API_URL}/database-testing/connections`, {
    headers,
    data: {
      name: 'slow',
      dialect: 'mysql',
      host: '127.0.0.1',
      port: 3306,
      database: DB,
      username: USER,
      password: PASSWORD,
      project_id: projectId,
    },
  })
  expect(conn.status()).toBe(201)
  // A statement no one waits 45 s for, unique so the process list shows exactly this one.
  const sleep = `SELECT SLEEP(45.${Date.now() % 1000})`
  const spec = `# Database Quality Check: slow\n\n## Connection\n\nslow\n\n## Checks\n\n### Slow\n- Custom SQL: ${sleep}\n- Expected: = 0\n`
  const run = await request.post(`${API_URL}/database-testing/run/${((await conn.json()) as { id: string }).id}?project_id=${projectId}`, {
    headers,
    data: { content: spec },
  })
  expect(run.status()).toBe(202)
  const runId = ((await run.json()) as { id: string }).id
  const sleeping = async () => {
    const [rows] = await root.query('SELECT ID FROM information_schema.PROCESSLIST WHERE INFO = ?', [sleep])
    return (rows as unknown[]).length
  }
  await expect.poll(sleeping, { timeout: 30_000 }).toBe(1)

  await page.goto('/database-testing')
  await signIn(page)
  await page.getByRole('combobox', { name: 'Current project' }).selectOption({ label: projectName })
  await page.goto(`/database-testing/runs/${runId}`)
  await expect(page.getByTestId('db-run-status')).toHaveText('running')
  await page.getByRole('button', { name: 'Cancel run' }).click()
  await expect(page.getByTestId('db-run-status')).toHaveText('cancelled')
  await expect(page.getByRole('button', { name: 'Cancel run' })).toHaveCount(0)
  await expect.poll(sleeping, { timeout: 5000 }).toBe(0)
})
