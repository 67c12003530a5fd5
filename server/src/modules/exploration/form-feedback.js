// Evaluated in the page after a form was submitted (or refused by the browser): the validation messages shown.
;(() => {
  const text = (el) => (el ? (el.innerText || el.textContent || '').replace(/\s+/g, ' ').trim() : '')
  const out = new Set()
  for (const el of document.querySelectorAll('[role=alert], .error, .errors, .field-error, .invalid-feedback, .error-message')) {
    const t = text(el)
    if (t && t.length < 300) out.add(t)
  }
  for (const el of document.querySelectorAll('[aria-invalid=true]')) {
    for (const id of (el.getAttribute('aria-describedby') || '').split(/\s+/).filter(Boolean)) {
      const t = text(document.getElementById(id))
      if (t && t.length < 300) out.add(t)
    }
  }
  return [...out]
})()
