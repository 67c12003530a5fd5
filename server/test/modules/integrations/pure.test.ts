import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { testCommand } from '../../../src/modules/integrations/ci/generate.js'
import {
  githubEvent,
  gitlabEvent,
  safeEqual,
  verifyGithubSignature,
  verifyGitlabToken,
} from '../../../src/modules/integrations/ci/webhook.js'
import { caseHash, elapsed, remoteStatus, resultComment } from '../../../src/modules/integrations/testmgmt/mapping.js'
import { failureFingerprint, issueBody, issueSummary, splitError } from '../../../src/modules/integrations/tracker/adf.js'

describe('test management mapping', () => {
  it('maps statuses and formats elapsed times the way TestRail reads them', () => {
    expect(['passed', 'failed', 'error', 'skipped', 'queued', 'running'].map(remoteStatus)).toEqual([1, 5, 5, null, null, null])
    expect([0, 400, 1500, 65_000, 3_725_000, null].map(elapsed)).toEqual(['1s', '1s', '2s', '1m 5s', '1h 2m 5s', undefined])
    expect(caseHash('home', 'a')).not.toBe(caseHash('home', 'b'))
    expect(caseHash('home', 'a')).not.toBe(caseHash('api:home', 'a'))
    expect(resultComment({ spec_name: 's', status: 'failed', error: 'boom', failure_class: 'timing' }, 'http://d/runs/1')).toBe(
      'Specwright: s failed\nClassification: timing\n\nError:\nboom\n\nRun: http://d/runs/1',
    )
  })
})

describe('issue bodies and fingerprints', () => {
  const err = 'Error: expect(locator).toHaveText("Total: 3")\nExpected: "Total: 3"\n    at tests/a.spec.ts:12:5\n    at run (x.js:1:1)'
  it('splits the message from the stack', () => {
    expect(splitError(err)).toEqual({
      message: 'Error: expect(locator).toHaveText("Total: 3")\nExpected: "Total: 3"',
      stack: '    at tests/a.spec.ts:12:5\n    at run (x.js:1:1)',
    })
    expect(splitError('plain')).toEqual({ message: 'plain', stack: null })
  })
  it('gives recurrences with other numbers, ids or colours the same fingerprint, and other failures another', () => {
    const a = failureFingerprint('cart', 'Timeout 5000ms exceeded waiting for 0190a1b2-0000-7000-8000-000000000001')
    expect(
      failureFingerprint('cart', '\u001b[31mTimeout 30000ms exceeded waiting for 0190a1b2-0000-7000-8000-0000000000ff\u001b[39m'),
    ).toBe(a)
    expect(failureFingerprint('checkout', 'Timeout 5000ms exceeded waiting for x')).not.toBe(
      failureFingerprint('cart', 'Timeout 5000ms exceeded waiting for x'),
    )
    expect(failureFingerprint('cart', 'Element not found')).not.toBe(a)
  })
  it('writes an ADF document with the run link, messages and stack, and a bounded summary', () => {
    const report = {
      specName: 'cart',
      runId: 'r1',
      runUrl: 'http://d/runs/r1',
      status: 'failed',
      classification: 'app_regression',
      failedStep: 3,
      errors: [err],
      stack: splitError(err).stack,
      finishedAt: null,
    }
    const doc = issueBody(report)
    expect(doc).toMatchObject({ type: 'doc', version: 1 })
    expect(doc.content.map((n) => n.type)).toEqual(['paragraph', 'paragraph', 'paragraph', 'heading', 'codeBlock', 'heading', 'codeBlock'])
    expect(JSON.stringify(doc)).toContain('"href":"http://d/runs/r1"')
    expect(issueSummary(report)).toBe('[Specwright] cart failed: Error: expect(locator).toHaveText("Total: 3")')
    expect(issueSummary({ ...report, errors: ['x'.repeat(400)] }).length).toBe(250)
  })
})

describe('webhook signatures', () => {
  const body = Buffer.from('{"a":1}')
  const good = `sha256=${createHmac('sha256', 'secret-1').update(body).digest('hex')}`
  it('accepts only the exact HMAC of the exact body', () => {
    expect(verifyGithubSignature('secret-1', body, good)).toBe(true)
    expect(verifyGithubSignature('secret-1', body, good.toUpperCase().replace('SHA256', 'sha256'))).toBe(true)
    expect(verifyGithubSignature('secret-2', body, good)).toBe(false)
    expect(verifyGithubSignature('secret-1', Buffer.from('{"a":2}'), good)).toBe(false)
    expect(verifyGithubSignature('secret-1', body, good.slice(0, -1))).toBe(false)
    expect(verifyGithubSignature('secret-1', body, undefined)).toBe(false)
    expect(verifyGithubSignature('secret-1', body, 'sha1=abc')).toBe(false)
    expect(verifyGitlabToken('tok', 'tok')).toBe(true)
    expect(verifyGitlabToken('tok', 'tok ')).toBe(false)
    expect(verifyGitlabToken('tok', undefined)).toBe(false)
    expect(safeEqual('', '')).toBe(true)
  })
  it('reads the CI result out of GitHub and GitLab payloads', () => {
    expect(
      githubEvent('workflow_run', {
        workflow_run: { conclusion: 'success', head_branch: 'main', head_sha: 'abc', html_url: 'u', name: 'CI' },
      }),
    ).toEqual({
      event: 'workflow_run',
      status: 'success',
      ref: 'main',
      sha: 'abc',
      url: 'u',
      pipeline: 'CI',
    })
    expect(gitlabEvent('Pipeline Hook', { object_attributes: { status: 'failed', ref: 'dev', sha: 'def', id: 7 } })).toMatchObject({
      status: 'failed',
      pipeline: '#7',
    })
    expect(githubEvent('ping', null)).toMatchObject({ event: 'ping', status: null })
  })
})

describe('CI test command', () => {
  it('quotes file names a shell would split', () => {
    expect(testCommand({ testFiles: ['tests/generated/p/a.spec.ts', "tests/generated/p/it's here.spec.ts"] })).toBe(
      "npx playwright test tests/generated/p/a.spec.ts 'tests/generated/p/it'\\''s here.spec.ts' --reporter=list,html,junit",
    )
  })
})
