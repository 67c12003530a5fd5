// Evaluated in the explored page as an expression (plain JavaScript: nothing a bundler may rewrite). It returns
// the page's links and forms as plain data for crawler.ts.
;(() => {
  const text = (el) => (el ? (el.innerText || el.textContent || '').replace(/\s+/g, ' ').trim() : '')
  const visible = (el) => {
    const r = el.getBoundingClientRect()
    const s = getComputedStyle(el)
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none'
  }
  const labelOf = (input) => {
    if (input.labels && input.labels.length > 0) return text(input.labels[0])
    const aria = input.getAttribute('aria-label') || input.getAttribute('placeholder') || ''
    return aria.trim()
  }
  const links = []
  for (const a of document.querySelectorAll('a[href]')) {
    if (!visible(a)) continue
    links.push({
      href: a.href,
      text: text(a) || a.getAttribute('aria-label') || '',
      primaryNav: Boolean(a.closest('nav, header, [role=navigation]')),
    })
  }
  const forms = []
  document.querySelectorAll('form').forEach((form, index) => {
    const inputs = []
    for (const el of form.querySelectorAll('input, select, textarea')) {
      const type = el.tagName === 'INPUT' ? (el.getAttribute('type') || 'text').toLowerCase() : el.tagName.toLowerCase()
      if (['submit', 'button', 'image', 'reset'].includes(type)) continue
      inputs.push({
        name: el.getAttribute('name') || '',
        type,
        label: type === 'hidden' ? '' : labelOf(el),
        required: el.required || el.getAttribute('aria-required') === 'true',
        min: el.getAttribute('min'),
      })
    }
    const submits = []
    const buttons = form.querySelectorAll('button, input[type=submit], input[type=image]')
    buttons.forEach((b, bi) => {
      const type = (b.getAttribute('type') || (b.tagName === 'BUTTON' ? 'submit' : '')).toLowerCase()
      if (type !== 'submit' && type !== 'image') return
      submits.push({
        index: bi,
        text: text(b) || b.getAttribute('value') || b.getAttribute('aria-label') || '',
        formaction: b.getAttribute('formaction') ? new URL(b.getAttribute('formaction'), document.baseURI).href : null,
      })
    })
    const heading = form.closest('section, article, .panel, main')?.querySelector('h1, h2, h3')
    forms.push({
      index,
      method: (form.getAttribute('method') || 'get').toUpperCase(),
      action: new URL(form.getAttribute('action') || document.location.href, document.baseURI).href,
      name: form.getAttribute('aria-label') || form.getAttribute('name') || '',
      heading: text(heading),
      noValidate: form.noValidate,
      inputs,
      submits,
      visible: visible(form),
    })
  })
  return { title: document.title, links, forms }
})()
