import { describe, expect, it } from 'vitest'

import { flightFigures, flightPayload, payloadStrings } from '../../../tools/bench/lib/flightData'

/** A page as Next streams it: markup, then the payload in `self.__next_f.push` scripts. */
const push = (data: unknown) => `<script>self.__next_f.push(${JSON.stringify(data)})</script>`
const title = 'Elektronický podpis ve veřejné správě: zkušenosti úřadu'
const payload =
  `0:{"P":null,"b":"build"}\n` +
  `1:I[123,["chunk.js"],"CaseStudyFilter"]\n` +
  `2:["$","h3",null,{"className":"card_title","children":${JSON.stringify(title)}}]\n` +
  `3:T10,some long text\n` +
  `4:["$","h3",null,{"children":${JSON.stringify(title)}}]\n`
const html =
  `<!DOCTYPE html><html><head><style>.a>b{}</style></head><body><!-- x --><main><h3>${title}</h3>` +
  `<p>a<br/>b</p></main>${push([0])}${push([1, payload.slice(0, 50)])}${push([1, payload.slice(50)])}` +
  `<script src="/chunk.js" async></script></body></html>`

describe('flight data of a served page', () => {
  it('joins the pushed payload and counts the bytes of its scripts', () => {
    const { payload: joined, scriptBytes } = flightPayload(html)
    expect(joined).toBe(payload)
    expect(scriptBytes).toBe(
      Buffer.byteLength(push([0]) + push([1, payload.slice(0, 50)]) + push([1, payload.slice(50)])),
    )
  })

  it("reads the string values of the payload's JSON rows, not text rows or keys", () => {
    const strings = payloadStrings(payload)
    expect(strings.filter((text) => text === title)).toHaveLength(2)
    expect(strings).toContain('CaseStudyFilter')
    expect(strings).not.toContain('className')
    expect(strings.some((text) => text.includes('some long text'))).toBe(false)
  })

  it('counts elements outside scripts, styles and comments, and the duplicated strings', () => {
    const figures = flightFigures(html)
    // html head style body main h3 p br, and the four script elements
    expect(figures.elements).toBe(12)
    expect(figures.duplicates).toEqual([
      { text: title, times: 2, wastedBytes: Buffer.byteLength(JSON.stringify(title)) },
    ])
    expect(figures.htmlBytes).toBe(Buffer.byteLength(html))
  })
})
