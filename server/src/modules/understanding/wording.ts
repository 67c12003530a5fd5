/**
 * Word-level rules applied to the masked step (quoted values, URLs and placeholders are masked, so nothing here can
 * alter them), before lead words and verbs are read. Each rule is about English, never about a particular step:
 * spelling variants, modal verbs, counts written as words, and questions turned into statements.
 */

/**
 * A rewrite: its pattern, its replacement, and words one of which any match holds (lower case). The step is tested
 * for them first: most rules fit few steps, and a substring test costs far less than a failed regex scan.
 */
type WordRule = [RegExp, string, string[]?]

/** British and alternative spellings of the words the grammars key on, and hyphenated forms of two-word terms. */
const VARIANTS: WordRule[] = [
  // Contractions, with or without the apostrophe ("shouldnt", "doesn't"): the grammars read the long form.
  [/\b(should|must|does|do|is|are|was|were|did|would|could|has|have)n'?t\b/gi, '$1 not', ['nt', "n'"]],
  [/\bcan'?t\b|\bcan\s+not\b/gi, 'cannot', ['can']],
  [/\bwon'?t\b/gi, 'will not', ['won']],
  // Abbreviations testers write for the nouns the grammars key on.
  [/\bbtn\b/gi, 'button', ['btn']],
  // The other role nouns as QA one-liners shorten them: `email fld`, `country dd`, `Terms chkbox`, `Help lnk`.
  [/\bfld\b/gi, 'field', ['fld']],
  [/\b(?:dd|ddl|drpdwn|dropdwn)\b/gi, 'dropdown', ['dd', 'dwn']],
  [/\b(?:chkbox|chkbx|chk\s+box|cbx)\b/gi, 'checkbox', ['chk', 'cbx']],
  [/\blnk\b/gi, 'link', ['lnk']],
  [/\bpg\b/gi, 'page', ['pg']],
  [/\berr\b/gi, 'error', ['err']],
  [/\btxt\b/gi, 'text', ['txt']],
  [/\bshall\b/gi, 'should', ['shall']],
  // `Click on "A" then on "B"`: the second place after "then" is the same action's, not a row of the first.
  [/^([a-z]+(?:\s+on)?)\s+(\uE000\d+\uE001)\s+(?:and\s+)?then\s+on\s+(\uE000\d+\uE001)$/i, '$1 $2 then $1 $3'],
  // `verify heading "X" is present`: a role noun before a quoted name without its article.
  [
    /^(verify|check|confirm|assert|ensure|validate)\s+(?:that\s+)?(heading|button|link|checkbox|tab)\s+(?=\uE000\d+\uE001\s+(?:is|are)\b)/i,
    '$1 the $2 ',
  ],
  // `Enter in the admin panel {{BASE_URL}}/admin`: entering a place that is no field is going there (a value that is
  // no URL is then reported by the navigation grammar, never typed into a "panel").
  [
    /^(?:enter|get)\s+(?:in|into|to)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:panel|portal|site|app|dashboard|console|page|area)\s+(?=\uE000\d+\uE001$)/i,
    'go to ',
  ],
  // `I click my avatar`: "my" before an unquoted control says whose it is, not what it is called.
  // A capitalised "My" mid-sentence starts a label (`Click My bookings`), as after an article (target-phrase.ts).
  [/\b([Cc]licks?|CLICKS?|[Tt]aps?|TAPS?|[Oo]pens?|OPENS?)\s+((?:[Oo]n|ON)\s+)?(?:my|MY)\s+(?=[A-Za-z])/g, '$1 $2the ', ['my']],
  // `I see my message "Hæ!" in the chat`: whose message it is names no other text than the quoted one.
  [/\b(?:my|our|your)\s+(message|comment|post|reply|review|note|question|answer)\s+(?=\uE000)/gi, 'the $1 ', ['my', 'our', 'your']],
  // `the forth "Like" button`: after an article "forth" is only ever the ordinal misspelt.
  [/\b(the|a)\s+forth\b/gi, '$1 fourth', ['forth']],
  // `Verify both "A" and "B" are shown`
  [/\bboth\s+(?=\uE000)/gi, '', ['both']],
  // `Delete the text in the Name field`: the field is cleared.
  [/^(?:delete|remove|erase|clear)\s+(?:all\s+)?(?:the\s+)?(?:text|contents?|value|input)\s+(?:in|of|from)\s+/i, 'clear '],
  [/^goto\b/i, 'go to'],
  // `Open browser and go to /x`, `Launch the browser, navigate to /x`: the browser is open before any step.
  [/^(?:open|launch|start)\s+(?:the\s+|a\s+)?(?:web\s+)?browser\s*(?:,\s*|\s+)(?:and\s+(?:then\s+)?|then\s+)?(?=[a-z])/i, ''],
  // `Could you confirm "X" is shown?`: a polite request is the imperative it asks for.
  [/^(?:could|can|would|will)\s+you\s+(?:please\s+)?(.+?)\s*\?+$/i, '$1'],
  // Terse scripts: `clk "X"`, `dbl click "X"`, `dblclick on "X"`, `fill due date w/ 2025-01-15`.
  [/\bclk\b/gi, 'click', ['clk']],
  // Consonant skeletons of the checks' verbs: `chk the box`, `vrfy "X" is shown`, `slct "A" from …`.
  [/^chk\b/i, 'check'],
  [/^(?:vrfy|vfy|vrf)\b/i, 'verify'],
  [/^slct\b/i, 'select'],
  // Capybara and Cucumber web steps: `click_button "Save"`, `fill_in "Email", with: "a"`, `select "X", from: "Y"`.
  [/^(click|fill|double_click|right_click)_(button|link|on|in)\b/i, '$1 $2'],
  [/(\uE001)\s*,\s*(with|from|into|to|in):\s*(?=\uE000)/gi, '$1 $2 ', [':']],
  // `Click on element with text "Profile"`, `the element containing "Next"`: an element named by its text is the text.
  [/\b(?:the\s+|an?\s+)?element\s+(?:with\s+(?:the\s+)?text|containing(?:\s+the\s+text)?|that\s+says)\s+(?=\uE000)/gi, '', ['element']],
  // `Enter text into "Email" field: "a"`: "text" before the place only says what is typed.
  [/^(enter|type|input|write)\s+(?:the\s+|some\s+)?text\s+(?=(?:into|in)\s)/i, '$1 '],
  // Chat style: `pls type "x" & press enter`.
  [/\bpl[sz]\b/gi, 'please', ['pls', 'plz']],
  [/\s+&\s+/g, ' and ', ['&']],
  [/\bdbl[-\s]?click\b/gi, 'double-click', ['dbl']],
  [/\bw\/o\b/gi, 'without', ['w/o']],
  [/\bw\/(?=\s)/gi, 'with', ['w/']],
  // Chat spellings of the modal the checks key on: `status shud be 201`.
  [/\b(?:shud|shld|shd)\b/gi, 'should', ['shud', 'shld', 'shd']],
  // The commonest slip of "the", too short for the spelling corrector.
  [/\bteh\b/gi, 'the', ['teh']],
  // `Save it with ctrl+s`, `Select all text using Ctrl+A`: a keyboard shortcut is the action; the words before say what for.
  [
    /^[a-z][^\uE000]*?\s+(?:with|using|via|by\s+pressing)\s+((?:ctrl|control|cmd|command|alt|option|shift|meta)\s*\+\s*[\w+]+)$/i,
    'press $1',
    ['+'],
  ],
  // `Save it (ctrl+enter)`, `Submit (Cmd+Enter)`: a shortcut in parentheses at the end is the action itself.
  [
    /^[a-z][^\uE000()]*?\s*\(\s*(?:press\s+|hit\s+|or\s+)?((?:ctrl|control|cmd|command|alt|option|shift|meta)\s*\+\s*[\w+]+)\s*\)$/i,
    'press $1',
    ['+'],
  ],
  // `ok the confirm box`, `OK the alert`: "OK" said to a browser dialog accepts it.
  [
    /(^|\s)ok(?:ay)?\s+(?=(?:the|this|that|any)\s+(?:[\w-]+\s+)?(?:box|dialog|alert|prompt|popup|pop-up|confirmation)$)/gi,
    '$1accept ',
    ['ok'],
  ],
  // `"X" message is coming`: Indian English for "is displayed".
  [/\b(is|are)\s+coming(?:\s+up)?$/gi, '$1 displayed', ['coming']],
  [/\bcomes\s+up$/gi, 'appears', ['comes']],
  // `Scroll right down to the bottom`: "right" before a direction only stresses it.
  [/^(scroll)\s+right\s+(?=down\b|up\b|to\b)/i, '$1 '],
  // `url = {{BASE_URL}}/x`: the URL written as an equation.
  // `Verify URL = /x`, `assert current url == /x`: after a check verb too.
  [
    /^((?:verify|assert|check|ensure|confirm|validate|expect)\s+(?:that\s+)?)?(?:the\s+)?(?:current\s+)?(?:page\s+)?(url|address)\s*={1,3}\s*/i,
    '$1the $2 is ',
    ['='],
  ],
  // `user is navigated to /payment`, `I am taken to /x`: being brought to a page is being redirected there.
  [
    /\b(is|am|are|gets?|got|was|were)\s+(?:navigated|taken|sent|brought|routed|directed)\s+to\b/gi,
    '$1 redirected to',
    ['navigated', 'taken', 'sent', 'brought', 'routed', 'directed'],
  ],
  // `Press the key Enter`
  [/\bthe\s+key\s+([A-Za-z][\w+]*)$/i, 'the $1 key', ['key']],
  // `Make a double click on "X"`, `Give click on "X"`, `Do a click on "X"`
  [/^(?:make|give|do|perform)\s+(?:a\s+|one\s+)?(double[-\s]click|right[-\s]click|click|tap)(?:\s+(?:on|in))?\s+/i, '$1 '],
  [/\bmsg\b/gi, 'message', ['msg']],
  [/\bh[1-6]\b/gi, 'heading', ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']],
  [/\bscreen\s+shot\b/gi, 'screenshot', ['screen']],
  [/\btake\s+(?:a\s+|the\s+|one\s+)?screenshot\b/gi, 'take a screenshot', ['screenshot']],
  // `Click two times on "X"`, `Click "X" twice`: two clicks, each waiting for the control as a click does (a
  // "Load more" pressed twice loads twice); a double click is asked for as one (`Double-click "X"`).
  [/^(click|tap)(?:\s+(?:two\s+times|twice|2\s+times))(?:\s+on)?\s+(.+)$/i, '$1 $2, then $1 $2'],
  [/^(click|tap)(?:\s+on)?\s+(.+?)\s+(?:two\s+times|twice|2\s+times)$/i, '$1 $2, then $1 $2'],
  // `Click in the button "X"`: "in" read as "on" after a click.
  [/\b(click|tap)\s+in(?=\s+(?:the\s|\uE000))/gi, '$1 on', ['click', 'tap']],
  [/\bdialogues?\b/gi, 'dialog', ['dialogue']],
  [/\b(un)?authoris(ation|ed|e)\b/gi, '$1authoriz$2', ['authoris']],
  [/\bgr[ae]y(?:ed)?[-\s]out\b/gi, 'greyed out', ['gray', 'grey']],
  [/\bdrop[-\s]down\b/gi, 'dropdown', ['drop']],
  [/\bcheck-box\b/gi, 'checkbox', ['check-box']],
  [/\btill\b/gi, 'until', ['till']],
  [/\bcancelled\b/gi, 'canceled', ['cancelled']],
  [/\bsearch[-\s]bar\b/gi, 'search box', ['search']],
  // `Verify the error: "X"`: a colon before a quoted value introduces it.
  [/(?<=[a-z])\s*:\s+(?=\uE000)/gi, ' ', [':']],
  // `the list which is called Cabin`: the relative clause of a name is its participle (no passive to read).
  [/\b(?:which|that)\s+(?:is|are)\s+(called|named|labell?ed|titled)\b/gi, '$1', ['called', 'named', 'label', 'titled']],
  // `the book titled "Dune"`: a thing named by its title is that name.
  [
    /\b(?:the|a|an)\s+(?:[a-z][\w-]*\s+)?(?!button|checkbox|field|input|link|tab|dropdown|icon|heading|box|toggle|switch|option|radio)[a-z][\w-]*\s+(?:titled|entitled|named|called)\s+(?=\uE000)/gi,
    '',
    ['titled', 'named', 'called'],
  ],
  // `double click`, `right click`: the two-word verbs read as their hyphenated forms.
  [/\b(double|right)\s+click/gi, '$1-click', ['click']],
  // `The address bar should contain /x`: the browser's address bar shows the URL.
  [/\b(?:the\s+)?(?:browser(?:'s)?\s+)?address\s+bar\b/gi, 'the URL', ['address']],
  // `double click on cell "C4"`: a cell named before its noun, as the grammars read it.
  [/\b(the\s+|a\s+)?cell\s+(\uE000\d+\uE001)/gi, '$1$2 cell', ['cell']],
  // `… still has the value "X"`, `… now shows "Y"`: the adverb adds nothing to the check.
  [/\b(?:still|now)\s+(?=(?:has|have|shows|contains|reads|says|displays)\b)/gi, '', ['still', 'now']],
  // `has value 6`, `Enter 48000 as Annual income`: a number after "value" or as an entered value is that value.
  [/\b(value(?:\s+of)?)\s+(-?\d+(?:[.,]\d+)?)$/gi, '$1 "$2"', ['value']],
  [/\b(enter|type|input|write|put)\s+(-?\d+(?:[.,]\d+)?)\s+(?=(?:as|in|into)\s)/gi, '$1 "$2" ', ['enter', 'type', 'input', 'write', 'put']],
  // `Turn the "Eco mode" switch on`: the state word after the control, moved before it (`the switch "X" is off` is
  // a check: no "is" stands between the control and its state word).
  [
    /\b(turn|switch|toggle|flip)\s+((?!(?:is|are|was|were|should|must|be|has|will|to)\b)(?:the\s+)?(?:\uE000\d+\uE001|[A-Z][\w-]*)(?:\s+(?!(?:is|are|was|were|should|must|be)\b)[\w-]+){0,3}?)\s+(on|off)$/gi,
    '$1 $3 $2',
    ['turn', 'switch', 'toggle', 'flip'],
  ],
  // `the Shuffle toggle is on`, `the switch should be turned off`, `expect the switch to be on`: a toggle that is on
  // is checked.
  [
    /\b(switch|toggle|checkbox|check\s*box)\s+(is|should\s+be|to\s+be)\s+(?:(?:switched|turned|toggled|set)\s+)?on$/gi,
    '$1 is checked',
    ['switch', 'toggle', 'check'],
  ],
  [
    /\b(switch|toggle|checkbox|check\s*box)\s+(is|should\s+be|to\s+be)\s+(?:(?:switched|turned|toggled|set)\s+)?off$/gi,
    '$1 is unchecked',
    ['switch', 'toggle', 'check'],
  ],
  // `Eco mode should be switched on`: only a toggle is switched or turned on, so the name is a switch's.
  [
    /(?<=^|\s)(?:the\s+)?(\uE000\d+\uE001|[A-Z][\w-]*(?:\s+[a-z0-9][\w-]*){0,3}?)\s+(?:is|should\s+be)\s+(?:switched|turned|toggled)\s+on$/g,
    'the $1 switch is checked',
    ['switched', 'turned', 'toggled'],
  ],
  [
    /(?<=^|\s)(?:the\s+)?(\uE000\d+\uE001|[A-Z][\w-]*(?:\s+[a-z0-9][\w-]*){0,3}?)\s+(?:is|should\s+be)\s+(?:switched|turned|toggled)\s+off$/g,
    'the $1 switch is unchecked',
    ['switched', 'turned', 'toggled'],
  ],
  // `Verify Full name has the value "X"`: a capitalised name holding a value is a field's label (after its role noun,
  // `the field Email has value "X"`, it is already one: the rule below puts the noun after it).
  [
    /(?<=^|\s)(?<!\b(?:field|input|box|dropdown|select|textbox|textarea)\s+)(?:the\s+)?([A-Z][\w-]*(?:\s+[a-z0-9][\w-]*){0,3}?)(?<!\b(?:field|input|box|dropdown|select|area|textbox|textarea))\s+(has|holds|contains)\s+(?:the\s+)?value\s+(?=\uE000|")/g,
    'the $1 field has the value ',
    ['value'],
  ],
  // `"A" is shown and "B" is not`: the second check leaves out the state it shares with the first.
  [
    /(\uE000\d+\uE001\s+(?:is|are)\s+(shown|visible|displayed|present|listed)\s+and\s+\uE000\d+\uE001\s+(?:is|are)\s+not)$/gi,
    '$1 $2',
    ['not'],
  ],
  // Cypress's chainers in prose: `should have text "X"` (have.text), `should have length 3` (have.length).
  [/\b(?:should\s+have|has|have)\s+(?:the\s+)?text\s+(?=\uE000\d+\uE001$)/gi, 'shows ', ['text']],
  [/\b(?:should\s+have|has|have)\s+(?:a\s+)?length\s+(?:of\s+)?(\d+)$/gi, 'has $1 items', ['length']],
  // "not visible anymore": the negation says it; the adverb adds nothing.
  // "not shown any longer", "no longer displayed anymore for "X"": before the end or a place the check is scoped to.
  [/\s+(?:any\s*more|any\s+longer)(?=\s*$|\s+(?:for|in|on|within|inside|under|next\s+to|beside|at)\s)/gi, '', ['any']],
]

/** Modal and copular forms the grammars read as "should" / "is". */
const MODALS: WordRule[] = [
  // "should be able to see", "must be unable to see": the ability is the check.
  [/\b(?:should|must|will|can|am|is|are)\s+(?:not\s+be\s+able|be\s+unable|unable|not\s+able)\s+to\s+see\b/gi, 'should not see', ['see']],
  [/\b(?:should|must|will|can|am|is|are)\s+(?:be\s+)?able\s+to\s+see\b/gi, 'should see', ['see']],
  // "I expect to see", "we want to see": what one expects to see is a check that it is shown.
  [/\b(?:expect|expects|want|wants|hope|hopes)\s+to\s+see\b/gi, 'should see', ['see']],
  // "can no longer see", "cannot see": a check that the text is absent.
  [/\b(?:can\s+no\s+longer|can\s*not|can't|no\s+longer)\s+see\b/gi, 'should not see', ['see']],
  [
    /\b(?:must|has\s+to|have\s+to|needs\s+to|need\s+to|ought\s+to|is\s+expected\s+to|are\s+expected\s+to)\s+(?=be\b|not\b|contain|include|equal|say|show|display|read|match|start|end|have|appear)/gi,
    'should ',
    ['must', 'to'],
  ],
  [/\bmust\s+not\b/gi, 'should not', ['must']],
  // "should show" / "should not appear": a check's verb in the form the grammars read.
  [/\bshould\s+not\s+(show|display|say|read|appear|include|contain|list|mention|exist)\b/gi, 'does not $1', ['should']],
  [
    /\bshould\s+(?:now\s+|still\s+|also\s+)?(show|display|read|appear|include|contain|list|mention|disappear|exist|return|respond|answer|reply|fail|land)\b/gi,
    '$1s',
    ['should'],
  ],
  [/\bshould\s+(?:now\s+|still\s+|also\s+)?have\b/gi, 'has', ['should']],
  [/\bshould\s+(?:now\s+)?change\s+to\b/gi, 'changes to', ['should']],
  [/\bshould\s+say\b/gi, 'says', ['should']],
  // "the box labelled "X"": the name before its noun, as the grammars read it.
  [
    /\b(the\s+|a\s+)?(box|checkbox|field|input|button|link|tab|dropdown|option|radio\s+button|toggle|switch|heading|icon)\s+(?:labelled|labeled|named|called|titled|marked|that\s+says|with\s+(?:the\s+)?(?:label|text|name))\s+(\uE000\d+\uE001)/gi,
    '$1$3 $2',
    ['label', 'named', 'called', 'titled', 'marked', 'says', 'with'],
  ],
  // "the button labelled Save" at the end of a step: the rest of the step is the name.
  [
    /\b(the\s+|a\s+)(button|checkbox|field|input|link|tab|dropdown|icon|heading|menu\s+item|radio\s+button|toggle|switch)\s+(?:labelled|labeled|named|called|titled|that\s+says|with\s+(?:the\s+)?(?:label|text|name))\s+([A-Za-z0-9][^\uE000\uE001"]*?)$/gi,
    '$1"$3" $2',
    ['label', 'named', 'called', 'titled', 'says', 'with'],
  ],
  // `the checkbox of "I agree"`, `the radio button of "Express"`: a nameless toggle's quoted words are its label
  // (`the checkbox next to "X"` and `the checkbox in the row of "X"` stay a row; `for "X"` may be either: reported).
  [/\b(the\s+|a\s+)?(checkbox|check\s+box|tick\s*box|radio\s+button|radio|toggle|switch)\s+of\s+(\uE000\d+\uE001)/gi, '$1$3 $2', ['of']],
  // "the button "Save"": the name before its noun ("the option "X"" stays: select reads it so).
  [
    /\b(the\s+|a\s+)(button|link|tab|checkbox|field|input|dropdown|icon|heading|menu\s+item|radio\s+button|toggle|switch|textbox|text\s+box)\s+(\uE000\d+\uE001)/gi,
    '$1$3 $2',
    ['\uE000'],
  ],
  // `"Milk" is in the task list`, `"Milk" is no longer in the list`: shown (or not) in that region.
  [
    /(\uE001)\s+(?:is|are|should|must|will)\s+(not\s+|no\s+longer\s+)?(?:be\s+)?(?=(?:in|inside|within)\s+(?:the|a|this)\s)/gi,
    '$1 is $2shown ',
    ['\uE001'],
  ],
  // `"Milk" was removed from the list`, `"Milk" was added to the list`: the text gone from, or shown in, that place.
  [/(\uE001)\s+(?:was|is|has\s+been|got|gets)\s+(?:removed|deleted|cleared)\s+from(?=\s+the\s)/gi, '$1 is not shown in', ['\uE001']],
  [/(\uE001)\s+(?:was|is|has\s+been|got|gets)\s+(?:removed|deleted|cleared)$/gi, '$1 is not shown', ['\uE001']],
  [/(\uE001)\s+(?:was|has\s+been|got)\s+added\s+to(?=\s+the\s)/gi, '$1 is shown in', ['\uE001']],
  [/(\uE001)\s+(?:was|has\s+been|got)\s+added$/gi, '$1 is shown', ['\uE001']],
  // `Select in the combo Department the value "Finance"`: the place before the value, moved behind it.
  [
    /^(select|choose|pick|enter|type|write|input)\s+(in|into|on|from)\s+(the(?:\s+(?!with\b|as\b|to\b)[^\s\uE000\uE001]+){1,3}?)\s+(?:the\s+)?(?:(?:value|option|text)\s+)?(\uE000\d+\uE001)$/i,
    '$1 $4 $2 $3',
  ],
  // `the field First name`, `field Last name`, `the field Consumption (kWh)`: a capitalised label after its noun,
  // moved before it.
  [
    /\b(the\s+)?(field|input|dropdown|combo|combo\s*box|select|checkbox|button|link|tab|list|listbox)\s+([A-Z][\w-]*(?:\s+(?!(?:and|then|the|to|with|in|into|on|is|are|should|must|has|have|contains|shows|equals|says|reads)\b)[\w-]+)*(?:\s+\([\w/%.-]+\))?)(?=$|\s+(?:and|then|the|to|with|in|into|on|is|are|should|must|has|have|contains|shows|equals|says|reads)\b)/g,
    '$1$3 $2',
    ['field', 'input', 'dropdown', 'combo', 'select', 'checkbox', 'button', 'link', 'tab', 'list'],
  ],
  [/\b(?:a\s+)?(?:full|whole|entire)[-\s](?:page|screen)\s+screenshot\b/gi, 'a screenshot of the full page', ['screenshot']],
  // "becomes enabled", "turns disabled", "gets checked" state a check on the resulting state.
  [
    /\s(?:becomes|become|turns|turn|gets)\s+(?=(?:enabled|disabled|visible|hidden|checked|unchecked|selected|active|inactive|greyed)\b)/gi,
    ' is ',
    ['become', 'turn', 'gets'],
  ],
]

const RULES = [...VARIANTS, ...MODALS]
/**
 * The start-anchored, case-blind rules that need no word, as one test: when a text fails it, each of them would
 * leave that text as it is, so they are skipped until a rule changes the text.
 */
const SCREENED = RULES.filter(([pattern, , needs]) => !needs && pattern.flags === 'i' && pattern.source.startsWith('^'))
const ANY_SCREENED = new RegExp(SCREENED.map(([pattern]) => `(?:${pattern.source})`).join('|'), 'i')
const IS_SCREENED = new Set(SCREENED)

const CARDINALS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
}
/** Nouns a count can be of; "one" becomes 1 only before one of them ("one item", never "one of" or "this one"). */
const COUNTED =
  'items?|rows?|entries|entry|results?|products?|cards?|lines?|options?|elements?|tasks?|records?|seconds?|secs?|minutes?|ms|milliseconds?|links?|buttons?|tabs?|messages?|errors?|fields?|characters?'
/** What every match of CARDINAL holds (lower case). */
const CARDINAL_WORDS = Object.keys(CARDINALS)
const CARDINAL = new RegExp(`\\b(${Object.keys(CARDINALS).join('|')})\\b(?=\\s+(?:[a-z]+\\s+)?(?:${COUNTED})\\b)`, 'gi')
/** What every match of ONE holds. */
const ONE_WORDS = ['one', 'single']
const ONE = new RegExp(`\\b(?:one|a\\s+single)\\s+(?=(?:${COUNTED.replace(/s\?/g, '')})\\b)`, 'gi')

/** Applies the spelling, modal and count rules to a masked step. */
export function normaliseWording(masked: string): string {
  let out = masked
  let lower = masked.toLowerCase()
  // The text ANY_SCREENED last ran on, and whether it matched.
  let screened: string | undefined
  let anyScreened = true
  for (const rule of RULES) {
    const [pattern, replacement, needs] = rule
    if (needs && !holdsAny(lower, needs)) continue
    if (IS_SCREENED.has(rule)) {
      if (screened !== out) {
        screened = out
        anyScreened = ANY_SCREENED.test(out)
      }
      if (!anyScreened) continue
    }
    const next = out.replace(pattern, replacement)
    if (next === out) continue
    out = next
    lower = next.toLowerCase()
  }
  if (holdsAny(lower, CARDINAL_WORDS)) out = out.replace(CARDINAL, (word) => String(CARDINALS[word.toLowerCase()]))
  // The count rule above turns words into digits, so a word ONE needs is in `lower` if it is in `out`.
  if (holdsAny(lower, ONE_WORDS)) out = out.replace(ONE, '1 ')
  return out
}

/** Does `lower` hold one of `words`? A loop: this runs for every rule on every step. */
function holdsAny(lower: string, words: readonly string[]): boolean {
  for (const word of words) if (lower.includes(word)) return true
  return false
}

const SUBJECT_VERB =
  /^(?:show|display|say|contain|include|have|list|read|mention|appear|exist|match|start|end|equal|return|respond|hold|look)$/i

/**
 * A question as the statements it may mean (`Is "X" visible?` -> `Verify "X" is visible`), or `undefined` when the
 * step is no question. Where the subject ends is not known, so each place is offered; the grammar keeps the readings
 * it understands and reports the step when they disagree.
 */
export function questionReadings(masked: string): string[] | undefined {
  const match = /^(is|are|was|were|does|do|did|has|have|can|will|should)\s+(.+?)\s*\?+$/i.exec(masked.trim())
  if (!match) return undefined
  const aux = match[1]!.toLowerCase()
  const words = match[2]!.split(/\s+/)
  const out: string[] = []
  if (aux === 'does' || aux === 'do' || aux === 'did') {
    // "Does the header show "Bob"" -> "the header shows "Bob""
    // Each word that can be the verb is offered ("Does the task list contain …": "list" could be one too).
    for (const [at, verb] of words.entries()) {
      if (at === 0 || !SUBJECT_VERB.test(verb)) continue
      const inflected = aux === 'does' ? (/(?:s|sh|ch|x)$/i.test(verb) ? `${verb}es` : `${verb}s`) : verb
      out.push(`Verify ${[...words.slice(0, at), inflected, ...words.slice(at + 1)].join(' ')}`)
    }
    return out
  }
  if (/^(?:can|will|should)$/.test(aux)) {
    // "Can I see "X"" -> "I can see "X"": the grammar reads a first-person statement.
    return words.length > 1 ? [`${words[0]} ${aux} ${words.slice(1).join(' ')}`] : []
  }
  if (/^there$/i.test(words[0]!)) return [`Verify there ${aux} ${words.slice(1).join(' ')}`]
  for (let i = 1; i < words.length; i++) out.push(`Verify ${words.slice(0, i).join(' ')} ${aux} ${words.slice(i).join(' ')}`)
  return out
}
