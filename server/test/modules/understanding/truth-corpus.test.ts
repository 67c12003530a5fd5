import { describe, expect, it } from 'vitest'
import { understandApiStep } from '../../../src/modules/api-testing/step-understanding.js'
import { understandUiStep } from '../../../src/modules/pipeline/step-understanding.js'
import { isEnglishWord } from '../../../src/modules/understanding/known-words.js'
import { strayWords } from '../../../src/modules/understanding/stray-words.js'
import { describeCorpus, uiPlan } from './measure.js'
import { TRUTH_API, TRUTH_API_REPORTED, TRUTH_UI, TRUTH_UI_REPORTED } from './truth-corpus.js'

describeCorpus('Truth corpus: misspelt words read or reported, UI', 'UI', TRUTH_UI, TRUTH_UI_REPORTED, { steps: 42, reported: 16 })
describeCorpus('Truth corpus: misspelt words read or reported, API', 'API', TRUTH_API, TRUTH_API_REPORTED, { steps: 6, reported: 2 })

describe('a correction shows its work', () => {
  it('notes the word it read otherwise', () => {
    expect(understandUiStep('Wait for "Fetching rates" to dissapear', 4).notes).toContainEqual({
      kind: 'corrected',
      message: 'read "dissapear" as "disappear"',
    })
    expect(understandApiStep({ text: 'The response time is undr 800 ms', line: 4 }).notes).toContainEqual({
      kind: 'corrected',
      message: 'read "undr" as "under"',
    })
  })
  it('names the word when it cannot correct it', () => {
    const [step] = understandUiStep('Verify the zorbled "Export" button is shown', 4).actions
    expect(step).toMatchObject({ kind: 'unknown', line: 4, reason: expect.stringContaining('"zorbled"') })
  })
  it('never touches a quoted value', () => {
    expect(uiPlan('Wait for "Dissapear" to dissapear')).toBe('wait text "Dissapear" hidden')
  })
})

describe('the word list and the words a guard doubts', () => {
  const none = new Set<string>()
  it('knows English in its inflections and spellings, and no common typo (SCOWL 10-60)', () => {
    for (const word of ['disappear', 'disappears', 'colour', 'color', "user's", 'sign-in', 'pre-filled'])
      expect(isEnglishWord(word)).toBe(true)
    for (const word of ['dissapear', 'thrid', 'itmes', 'recieve', 'untill', 'visable']) expect(isEnglishWord(word)).toBe(false)
  })
  it('doubts a non-word, not a compound, an agent noun or a word the sentence layer reads', () => {
    expect(strayWords('Click the thrid "Edit" link', () => 'click', none)).toEqual(['thrid'])
    expect(strayWords('Type "x" in the Notes textarea as a validator', () => '', none)).toEqual([])
    expect(strayWords('status shud be 201', () => '', none)).toEqual([])
    // "sumbit" is "sum" and "bit", but one edit from "submit".
    expect(strayWords('Then sumbit it', () => '', none)).toEqual(['sumbit'])
  })
  it('doubts a word the plan holds only when it is one edit from a meaning word', () => {
    expect(strayWords('Verify response is emtpy', () => '$ equals "emtpy"', none)).toEqual(['emtpy'])
    expect(strayWords('Click the zorbled thing', () => 'click "zorbled thing"', none)).toEqual([])
  })
})
