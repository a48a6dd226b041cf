import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'

import { describe, expect, it } from 'vitest'

import { dedupeLocationHeader } from '@/lib/http/dedupeLocationHeader'

describe('dedupeLocationHeader', () => {
  it('drops a repeated identical Location and keeps other headers and values', () => {
    dedupeLocationHeader()
    const response = new ServerResponse(new IncomingMessage(new Socket()))
    response.setHeader('location', '/novinky-v-aplikaci-sofa-50')
    response.appendHeader('Location', '/novinky-v-aplikaci-sofa-50')
    expect(response.getHeader('location')).toBe('/novinky-v-aplikaci-sofa-50')

    response.appendHeader('location', '/jinam')
    expect(response.getHeader('location')).toEqual(['/novinky-v-aplikaci-sofa-50', '/jinam'])

    response.appendHeader('set-cookie', 'a=1')
    response.appendHeader('set-cookie', 'a=1')
    expect(response.getHeader('set-cookie')).toEqual(['a=1', 'a=1'])
  })
})
