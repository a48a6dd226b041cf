import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'

import { describe, expect, it } from 'vitest'

import { SiteResponse } from '../../../server/siteServer'

describe("the server's responses", () => {
  it('drop a repeated identical Location and keep other headers and values', () => {
    const response = new SiteResponse(new IncomingMessage(new Socket()))
    response.setHeader('location', '/novinky-v-aplikaci-sofa-50')
    response.appendHeader('Location', '/novinky-v-aplikaci-sofa-50')
    expect(response.getHeader('location')).toBe('/novinky-v-aplikaci-sofa-50')

    response.appendHeader('location', '/jinam')
    expect(response.getHeader('location')).toEqual(['/novinky-v-aplikaci-sofa-50', '/jinam'])

    response.appendHeader('set-cookie', 'a=1')
    response.appendHeader('set-cookie', 'a=1')
    expect(response.getHeader('set-cookie')).toEqual(['a=1', 'a=1'])
  })

  it('leave the Node class itself alone', () => {
    const response = new ServerResponse(new IncomingMessage(new Socket()))
    response.setHeader('location', '/a')
    response.appendHeader('location', '/a')
    expect(response.getHeader('location')).toEqual(['/a', '/a'])
  })
})
