// Runs inside the page under test (never in Node). fingerprint.ts loads this file as text and evaluates it, because
// functions compiled by tsx/esbuild carry `__name` helpers that do not exist in the page. It installs
// `window.__specwrightProbe` once per document: element fingerprints (role, accessible name, label, text, test id,
// placeholder, tag, css path, nearby text, attributes) and candidate collection for the resolver and healer.
;(() => {
  if (window.__specwrightProbe) return

  const CONTROL_SELECTOR = [
    'a[href]',
    'button',
    'input:not([type=hidden])',
    'select',
    'textarea',
    'summary',
    '[contenteditable=""]',
    '[contenteditable=true]',
    '[role=button]',
    '[role=link]',
    '[role=checkbox]',
    '[role=radio]',
    '[role=switch]',
    '[role=tab]',
    '[role=menuitem]',
    '[role=option]',
    '[role=combobox]',
    '[role=textbox]',
    '[role=searchbox]',
    '[role=spinbutton]',
    '[role=slider]',
  ].join(',')
  const CONTAINER_SELECTOR = 'table,[role=table],[role=grid],ul,ol,[role=list],[role=listbox]'
  const NAME_FROM_CONTENT = new Set([
    'button',
    'cell',
    'checkbox',
    'columnheader',
    'gridcell',
    'heading',
    'link',
    'menuitem',
    'menuitemcheckbox',
    'menuitemradio',
    'option',
    'radio',
    'row',
    'rowheader',
    'switch',
    'tab',
    'tooltip',
    'treeitem',
  ])
  const BUTTON_TYPES = new Set(['button', 'submit', 'reset', 'image'])
  const TEXTBOX_TYPES = new Set(['', 'text', 'email', 'tel', 'url'])
  const ATTRIBUTES = ['id', 'name', 'type', 'href', 'class', 'role', 'aria-label', 'title', 'alt', 'autocomplete', 'inputmode', 'for']

  const norm = (text) => (text || '').replace(/\s+/g, ' ').trim()
  const cut = (text, max) => (text.length > max ? text.slice(0, max) : text)

  function isVisible(el) {
    if (!el.isConnected) return false
    if (typeof el.checkVisibility === 'function') return el.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true })
    const rect = el.getBoundingClientRect()
    return rect.width > 0 || rect.height > 0
  }

  function roleOf(el) {
    const explicit = norm(el.getAttribute('role')).split(' ')[0]
    if (explicit) return explicit
    const tag = el.localName
    switch (tag) {
      case 'a':
      case 'area':
        return el.hasAttribute('href') ? 'link' : 'generic'
      case 'button':
      case 'summary':
        return 'button'
      case 'input': {
        const type = (el.getAttribute('type') || '').toLowerCase()
        if (BUTTON_TYPES.has(type)) return 'button'
        if (type === 'checkbox') return 'checkbox'
        if (type === 'radio') return 'radio'
        if (type === 'range') return 'slider'
        if (type === 'number') return 'spinbutton'
        if (type === 'search') return el.hasAttribute('list') ? 'combobox' : 'searchbox'
        if (TEXTBOX_TYPES.has(type)) return el.hasAttribute('list') ? 'combobox' : 'textbox'
        return 'none'
      }
      case 'textarea':
        return 'textbox'
      case 'select':
        return el.multiple || el.size > 1 ? 'listbox' : 'combobox'
      case 'option':
        return 'option'
      case 'img':
        return el.getAttribute('alt') === '' ? 'presentation' : 'img'
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        return 'heading'
      case 'ul':
      case 'ol':
      case 'menu':
        return 'list'
      case 'li':
        return 'listitem'
      case 'table':
        return 'table'
      case 'tr':
        return 'row'
      case 'td':
        return 'cell'
      case 'th':
        return el.getAttribute('scope') === 'row' ? 'rowheader' : 'columnheader'
      case 'thead':
      case 'tbody':
      case 'tfoot':
        return 'rowgroup'
      case 'nav':
        return 'navigation'
      case 'main':
        return 'main'
      case 'header':
        return el.closest('article,aside,main,nav,section') ? 'generic' : 'banner'
      case 'footer':
        return el.closest('article,aside,main,nav,section') ? 'generic' : 'contentinfo'
      case 'aside':
        return 'complementary'
      case 'form':
        return accessibleNameOnly(el) ? 'form' : 'generic'
      case 'section':
        return accessibleNameOnly(el) ? 'region' : 'generic'
      case 'article':
        return 'article'
      case 'dialog':
        return 'dialog'
      case 'fieldset':
      case 'details':
        return 'group'
      case 'p':
        return 'paragraph'
      case 'strong':
        return 'strong'
      case 'em':
        return 'emphasis'
      case 'hr':
        return 'separator'
      case 'caption':
        return 'caption'
      case 'progress':
        return 'progressbar'
      case 'output':
        return 'status'
      default:
        return 'generic'
    }
  }

  function textOfIds(ids) {
    return norm(
      ids
        .split(/\s+/)
        .map((id) => document.getElementById(id))
        .filter(Boolean)
        .map((node) => node.textContent)
        .join(' '),
    )
  }

  /** aria-labelledby / aria-label only: what makes a form or section a landmark. */
  function accessibleNameOnly(el) {
    const labelledby = el.getAttribute('aria-labelledby')
    if (labelledby && textOfIds(labelledby)) return textOfIds(labelledby)
    return norm(el.getAttribute('aria-label'))
  }

  /** Visible text of a label, without the text of the control it wraps. */
  function labelText(el) {
    const labelledby = el.getAttribute('aria-labelledby')
    if (labelledby && textOfIds(labelledby)) return textOfIds(labelledby)
    const labels = el.labels ? Array.from(el.labels) : []
    return norm(
      labels
        .map((label) => {
          const copy = label.cloneNode(true)
          for (const inner of copy.querySelectorAll('input,select,textarea,button')) inner.remove()
          return copy.textContent
        })
        .join(' '),
    )
  }

  function innerText(el) {
    // Rendered text on purpose: what a user sees (and what Playwright's text and name matching use), not hidden nodes.
    // biome-ignore lint/performance/useDomNodeTextContent: see above
    return norm(typeof el.innerText === 'string' ? el.innerText : el.textContent)
  }

  function nameOf(el, role) {
    const labelledby = el.getAttribute('aria-labelledby')
    if (labelledby && textOfIds(labelledby)) return textOfIds(labelledby)
    const aria = norm(el.getAttribute('aria-label'))
    if (aria) return aria
    const tag = el.localName
    if (tag === 'input' || tag === 'select' || tag === 'textarea') {
      const type = (el.getAttribute('type') || '').toLowerCase()
      if (tag === 'input' && BUTTON_TYPES.has(type))
        return norm(el.value) || norm(el.getAttribute('alt')) || (type === 'submit' ? 'Submit' : type === 'reset' ? 'Reset' : '')
      const label = labelText(el)
      if (label) return label
      return norm(el.getAttribute('title')) || norm(el.getAttribute('placeholder'))
    }
    if (tag === 'img') return norm(el.getAttribute('alt')) || norm(el.getAttribute('title'))
    if (tag === 'table') {
      const caption = el.querySelector(':scope > caption')
      if (caption) return norm(caption.textContent)
    }
    if (tag === 'fieldset') {
      const legend = el.querySelector(':scope > legend')
      if (legend) return norm(legend.textContent)
    }
    if (NAME_FROM_CONTENT.has(role)) return innerText(el) || norm(el.textContent)
    return norm(el.getAttribute('title'))
  }

  function cssPath(el) {
    const segments = []
    for (let node = el; node && node.nodeType === 1 && node.localName !== 'body' && node.localName !== 'html'; node = node.parentElement) {
      let segment = node.localName
      if (node.id) segment += `#${node.id}`
      for (const cls of Array.from(node.classList)) segment += `.${cls}`
      const parent = node.parentElement
      if (parent) {
        const same = Array.from(parent.children).filter((child) => child.localName === node.localName)
        if (same.length > 1) segment += `:nth-of-type(${same.indexOf(node) + 1})`
      }
      segments.unshift(segment)
    }
    return segments.join(' > ')
  }

  let textIndex = null
  /** Visible text chunks of the document in order, built once per collection. */
  function texts() {
    if (textIndex) return textIndex
    const chunks = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node && chunks.length < 5000; node = walker.nextNode()) {
      const text = norm(node.nodeValue)
      const parent = node.parentElement
      if (!text || !parent || parent.closest('script,style,noscript,template,title') || !isVisible(parent)) continue
      chunks.push({ node, text: cut(text, 40) })
    }
    textIndex = chunks
    return chunks
  }

  function neighbours(el) {
    const chunks = texts()
    const before = []
    const after = []
    for (const chunk of chunks) {
      if (el.contains(chunk.node)) continue
      const position = el.compareDocumentPosition(chunk.node)
      if (position & Node.DOCUMENT_POSITION_PRECEDING) {
        before.push(chunk.text)
        if (before.length > 3) before.shift()
      } else if (position & Node.DOCUMENT_POSITION_FOLLOWING && after.length < 3) after.push(chunk.text)
    }
    let heading = ''
    for (const h of document.querySelectorAll('h1,h2,h3,h4,h5,h6,[role=heading]')) {
      if (h.contains(el) || el.compareDocumentPosition(h) & Node.DOCUMENT_POSITION_PRECEDING) heading = cut(norm(h.textContent), 40)
    }
    const out = []
    for (const text of [heading, ...before, ...after]) if (text && !out.includes(text)) out.push(text)
    return out
  }

  function attributes(el) {
    const out = {}
    for (const name of ATTRIBUTES) {
      const value = el.getAttribute(name)
      if (value !== null && value !== '') out[name] = cut(norm(value), 80)
    }
    for (const attr of Array.from(el.attributes)) {
      if (attr.name.startsWith('data-') && attr.name !== 'data-testid' && attr.value !== '') out[attr.name] = cut(norm(attr.value), 80)
    }
    // The form a control submits: its method and action path are the HTTP contract, which a redesign rarely changes.
    const form = el.form || el.closest('form')
    if (form) {
      // A submit button may send the form elsewhere (formaction, formmethod): that is its contract then.
      const action = el.getAttribute('formaction') || form.getAttribute('action') || ''
      const method = el.getAttribute('formmethod') || form.getAttribute('method') || 'get'
      out.form = `${method.toLowerCase()} ${cut(action.split('?')[0], 80)}`
    }
    const type = (el.getAttribute('type') || '').toLowerCase()
    if (el.localName === 'input' && (BUTTON_TYPES.has(type) || type === 'checkbox' || type === 'radio') && el.value)
      out.value = cut(el.value, 80)
    return out
  }

  function fingerprint(el) {
    const role = roleOf(el)
    const tag = el.localName
    const isControl = tag === 'input' || tag === 'select' || tag === 'textarea'
    return {
      role,
      name: cut(nameOf(el, role), 150),
      label: cut(isControl ? labelText(el) : '', 150),
      text: isControl ? '' : cut(innerText(el), 150),
      testId: el.getAttribute('data-testid') || '',
      placeholder: norm(el.getAttribute('placeholder')),
      tag,
      cssPath: cssPath(el),
      neighbours: neighbours(el),
      attributes: attributes(el),
    }
  }

  function ownText(el) {
    for (const child of el.childNodes) if (child.nodeType === 3 && norm(child.nodeValue)) return true
    return false
  }

  /** Visible candidates under `root` (or the document): controls, containers or text-bearing elements. */
  function collect(root, mode) {
    textIndex = null
    const scope = root || document.body
    let elements
    if (mode === 'control') elements = Array.from(scope.querySelectorAll(CONTROL_SELECTOR))
    else if (mode === 'container') elements = Array.from(scope.querySelectorAll(CONTAINER_SELECTOR))
    else
      elements = Array.from(scope.querySelectorAll('*')).filter(
        (el) => !el.closest('script,style,noscript,template,head') && (ownText(el) || el.matches(CONTROL_SELECTOR)),
      )
    elements = elements.filter(isVisible).slice(0, 1500)
    probe.last = elements
    return elements.map(fingerprint)
  }

  function fingerprintOne(el) {
    textIndex = null
    return fingerprint(el)
  }

  /** Words a control carries besides its accessible name: class, title, aria-label, icon names, svg title, CSS text. */
  function controlWords(elements) {
    return elements.map((el) => {
      const parts = []
      const add = (value) => {
        if (value) parts.push(value)
      }
      const inner = Array.from(el.querySelectorAll('*'))
      for (const name of ['class', 'title', 'aria-label', 'name', 'value', 'data-action', 'data-icon']) add(el.getAttribute(name))
      for (const child of inner) {
        for (const name of ['class', 'data-icon', 'aria-label', 'alt']) add(child.getAttribute(name))
        if (child.localName === 'title') add(child.textContent)
        if (child.localName === 'use') add(child.getAttribute('href') || child.getAttribute('xlink:href'))
      }
      add(el.textContent)
      // What CSS draws (`content: '×'`) is the control's text too.
      for (const node of [el, ...inner]) {
        for (const pseudo of ['::before', '::after']) {
          const content = getComputedStyle(node, pseudo).content
          if (content && content !== 'none' && content !== 'normal') add(content.replace(/^"|"$/g, ''))
        }
      }
      const tag = el.localName
      const role = roleOf(el)
      return {
        words: parts.join(' '),
        role,
        name: cut(nameOf(el, role), 150),
        title: el.getAttribute('title') || '',
        tag,
        classes: Array.from(el.classList),
      }
    })
  }

  /** Whether a control cannot be used as it stands: not shown, transparent, or taking no pointer events. */
  function needsHover(el) {
    const style = getComputedStyle(el)
    const shown =
      typeof el.checkVisibility === 'function'
        ? el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })
        : style.display !== 'none'
    return !shown || style.pointerEvents === 'none' || Number(style.opacity) === 0
  }

  /** The element that has focus (not the body), with its role, name and the kinds of container it sits in. */
  function focusedElement() {
    const el = document.activeElement
    if (!el || el === document.body || el === document.documentElement) return null
    return el
  }

  function describeFocused(el) {
    const role = roleOf(el)
    const containers = []
    const pairs = [
      ['li,[role=listitem]', 'listitem'],
      ['tr,[role=row]', 'row'],
      ['article', 'article'],
      ['dialog,[role=dialog]', 'dialog'],
      ['form', 'form'],
    ]
    for (const [selector, container] of pairs) if (el.closest(selector)) containers.push(container)
    return { role, name: cut(nameOf(el, role), 150), containers }
  }

  const probe = { last: [], collect, fingerprint: fingerprintOne, isVisible, controlWords, needsHover, focusedElement, describeFocused }
  window.__specwrightProbe = probe
})()
