import { describe, expect, it } from 'vitest'
import { sanitizeEmbeddedHtml } from './html-sanitizer'

describe('the embedded-HTML sanitiser', () => {
  it('removes scripts, styles, event handlers, style attributes and javascript: URLs', () => {
    const out = sanitizeEmbeddedHtml(
      '<p onclick="steal()" style="color:red">Hallo<script>alert(1)</script></p><style>p{}</style><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><img src="data:image/png;base64,AA">',
    )
    expect(out).toBe('<p>Hallo</p><a>x</a><img src="x" />')
  })
  it('keeps only the frames of the two video players, over https', () => {
    expect(sanitizeEmbeddedHtml('<iframe src="https://evil.example/x"></iframe>')).toBe('')
    expect(sanitizeEmbeddedHtml('<iframe src="http://www.youtube-nocookie.com/embed/a"></iframe>')).toBe('')
    expect(sanitizeEmbeddedHtml('<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Video" onload="x()"></iframe>')).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Video"></iframe>',
    )
  })
  it('keeps text structure, tables and links, and makes a link that opens elsewhere noopener', () => {
    const html = '<h2>Titel</h2><ul><li><strong>a</strong></li></ul><table><thead><tr><th scope="col">A</th></tr></thead></table>'
    expect(sanitizeEmbeddedHtml(html)).toBe(html)
    expect(sanitizeEmbeddedHtml('<a href="https://siwf.ch" target="_top" rel="opener">S</a>')).toBe('<a href="https://siwf.ch" target="_blank" rel="noopener">S</a>')
    expect(sanitizeEmbeddedHtml('<form action="/x"><input name="a"></form><object data="x"></object>')).toBe('')
  })
})
