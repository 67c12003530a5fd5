import { describe, expect, it } from 'vitest'
import { understandUiStep } from '../../../src/modules/pipeline/step-understanding.js'
import { UI_VERBS } from '../../../src/modules/pipeline/ui-verbs.js'
import { actorNote, splitActor } from '../../../src/modules/understanding/actor.js'
import { introducerNote, splitIntroducer } from '../../../src/modules/understanding/introducer.js'

const ui = (verb: string) => UI_VERBS.includes(verb)

describe('splitActor: who does the step, before its verb', () => {
  it.each([
    ['As a volunteer I select "Food bank" in the Project dropdown', 'As a volunteer', 'select "Food bank" in the Project dropdown'],
    ['As an admin, open /users', 'As an admin', 'open /users'],
    ['As Maria, click "Save"', 'As Maria', 'click "Save"'],
    ['As admin I open /users', 'As admin', 'open /users'],
    ['The participant clicks on "Find a desk"', 'The participant', 'clicks on "Find a desk"'],
    ['Participant types Malmö into the city field', 'Participant', 'types Malmö into the city field'],
    ['Anna Berg selects "Oslo" from the City dropdown', 'Anna Berg', 'selects "Oslo" from the City dropdown'],
    ['The new reviewer should see "Pending"', 'The new reviewer', 'should see "Pending"'],
    ['Volunteers click "Join"', 'Volunteers', 'click "Join"'],
    ['The dispatcher has selected "Truck 4"', 'The dispatcher', 'selected "Truck 4"'],
    ['When the buyer clicks "Pay"', 'the buyer', 'When clicks "Pay"'],
    ['3. The nurse turns on the "Alerts" toggle', 'The nurse', '3. turns on the "Alerts" toggle'],
    ['Participant 3 clicks "Help"', 'Participant 3', 'clicks "Help"'],
    ['P3 clicks "Help"', 'P3', 'clicks "Help"'],
    ['Emma and Liam click "Join"', 'Emma and Liam', 'click "Join"'],
    ['Finally the participant sees "Thanks"', 'the participant', 'Finally sees "Thanks"'],
    ['The participant proceeds to click "Pay"', 'The participant', 'click "Pay"'],
    ['The participant is clicking on "Pay"', 'The participant', 'clicking on "Pay"'],
    ['The participant (P4) clicks "Help"', 'The participant (P4)', 'clicks "Help"'],
    ['I, as a volunteer, click "Join"', 'as a volunteer', 'I click "Join"'],
    ['Being a guest, I click "Sign up"', 'Being a guest', 'I click "Sign up"'],
    ['Click "Approve" as a validator', 'as a validator', 'Click "Approve"'],
    ['Verify "Saved" is shown to the user', 'to the user', 'Verify "Saved" is shown'],
    ['As a logged in user I navigate to /profile', 'As a logged in user', 'navigate to /profile'],
  ])('%s', (step, actor, rest) => {
    expect(splitActor(step, ui)).toEqual({ actor, rest })
  })

  it.each([
    // A thing, not a person: an element, the page, a status; or no verb of the grammar after the words.
    'The menu opens',
    'The Save button clicks',
    'The status changes to "Paid"',
    'The counter shows "3"',
    'Status changes to "Paid"',
    'The header clicks',
    // Not a persona: a sentence adverbial.
    'As expected, click "Save"',
    'As a result, click "Save"',
    'As usual I click "Save"',
    // Quoted words are values, never an actor; a verb is no actor.
    '"Maria" clicks "Save"',
    'Click "Save"',
    'I click "Save"',
    // `as` after logging in names the account; `to` after an action is a place.
    'Log in as admin',
    'Scroll to the owner',
    'Save the file as PDF',
  ])('%s has no actor', (step) => {
    expect(splitActor(step, ui)).toBeUndefined()
  })

  it('says on the line what was left out, and plans the rest', () => {
    const read = understandUiStep('As a coordinator I uncheck the "Active only" checkbox', 4)
    expect(read.actions).toEqual([
      {
        line: 4,
        text: 'As a coordinator I uncheck the "Active only" checkbox',
        kind: 'uncheck',
        target: { kind: 'toggle', name: 'Active only', role: 'checkbox' },
      },
    ])
    expect(read.notes).toEqual([actorNote('As a coordinator')])
    expect(actorNote('As a coordinator').message).toBe('ignored "As a coordinator" (who does the step; it adds no action)')
  })

  it('leaves a step understood as written alone', () => {
    // "the user" and pronouns are lead words the sentence layer drops; no actor note is added.
    expect(understandUiStep('The user clicks "Save"', 1).notes).toEqual([])
    expect(understandUiStep('She then picks "Hot desk" from the Space type dropdown', 1).notes).toEqual([])
  })
})

describe('splitIntroducer: a check introduced by a verb of finding out', () => {
  it.each([
    ['Control that "Venue saved" is shown', 'Control that', '"Venue saved" is shown'],
    ['Look if "Guests: 41" is visible', 'Look if', '"Guests: 41" is visible'],
    ['Test whether the "Pay" button is enabled', 'Test whether', 'the "Pay" button is enabled'],
    ['Make certain that the URL ends with /done', 'Make certain that', 'the URL ends with /done'],
    ['Look and see if "Welcome" is shown', 'Look and see if', '"Welcome" is shown'],
    ['Visually control that the heading says "Hi"', 'Visually control that', 'the heading says "Hi"'],
  ])('%s', (step, introducer, clause) => {
    expect(splitIntroducer(step)).toEqual({ introducer, clause })
  })

  it.each([
    // An action under a condition, an assumption, a wait: the clause is not checked.
    'Retry if "Timeout" appears',
    'Skip if "Beta" is shown',
    'Assume that "Logged in" is visible',
    'Attend that the text "Paid" appears',
    // An action before the joint is a step of its own.
    'Scroll down to see if "Footer" is visible',
    'Click the button that says "Next"',
    // A noun phrase is no introducer.
    'The message that "Saved" is shown',
  ])('%s is no introduced check', (step) => {
    expect(splitIntroducer(step)).toBeUndefined()
  })

  it('reads the clause as the check and names the introducer on the line', () => {
    const read = understandUiStep('Control that the button "Download" is enabled', 2)
    expect(read.actions).toEqual([
      {
        line: 2,
        text: 'Control that the button "Download" is enabled',
        kind: 'verify_element',
        target: { kind: 'clickable', name: 'Download', role: 'button' },
        state: 'enabled',
      },
    ])
    expect(read.notes[0]).toEqual(introducerNote({ introducer: 'Control that', clause: 'the button "Download" is enabled' }))
  })

  it('reports a clause that is an action, saying so', () => {
    const [action] = understandUiStep('Look if you can click "Save"', 2).actions
    expect(action?.kind).toBe('unknown')
    expect(action && 'reason' in action ? action.reason : '').toContain('reads as an action (click clickable "Save")')
  })
})
