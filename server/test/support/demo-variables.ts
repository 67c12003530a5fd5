import type { AppHarness } from './app.js'

/**
 * Stores the demo shop's variables as project variables through the API (the way a person would), for tests that
 * only queue runs of the sample specs: their `{{DEMO_*}}` placeholders then resolve without any server setting.
 */
export async function setDemoVariables(
  h: AppHarness,
  project: Awaited<ReturnType<AppHarness['project']>>,
  url = 'http://127.0.0.1:9',
): Promise<void> {
  const values = { DEMO_URL: url, DEMO_PASSWORD: 'Wonderland1!', DEMO_ADMIN_PASSWORD: 'Admin#2024' }
  for (const [name, value] of Object.entries(values)) {
    const res = await h.request(project.members.owner, {
      method: 'PUT',
      url: `/projects/${project.id}/variables/${name}`,
      payload: { value, secret: name !== 'DEMO_URL' },
    })
    if (res.statusCode !== 200) throw new Error(`could not set ${name}: ${res.statusCode} ${res.body}`)
  }
}
