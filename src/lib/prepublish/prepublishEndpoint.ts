import type { Endpoint } from 'payload'

import { isStaffUser } from '@/lib/auth/isStaffUser'
import { exceedsJsonDepth, MAX_JSON_DEPTH } from '@/lib/queryRules/jsonDepth'

import { checkDocument } from './checkDocument'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * `POST /api/prepublish-checks` with `{ kind: 'pages' | 'homepage', data }`: the issues of the
 * edit view's unsaved form state, for the "Kontrola před zveřejněním" panel. Staff only: the answer
 * says which pages exist and which are published.
 */
export const prepublishEndpoint: Endpoint = {
  path: '/prepublish-checks',
  method: 'post',
  handler: async (req) => {
    if (!req.user) {
      return Response.json({ message: 'Přihlaste se.' }, { status: 401, headers: noStore })
    }
    if (!isStaffUser(req.user)) {
      return Response.json(
        { message: 'K této akci nemáte oprávnění.' },
        { status: 403, headers: noStore },
      )
    }
    const body: unknown = await req.json?.().catch(() => null)
    const { kind, data } = (typeof body === 'object' && body !== null ? body : {}) as {
      kind?: unknown
      data?: unknown
    }
    if (kind !== 'pages' && kind !== 'homepage') {
      return Response.json(
        { message: 'Neznámý druh dokumentu.' },
        { status: 400, headers: noStore },
      )
    }
    // Refused before any walker runs (ours, Payload's field config readers) recurses over it.
    if (exceedsJsonDepth(data, MAX_JSON_DEPTH)) {
      return Response.json(
        { message: 'Dokument je vnořený příliš hluboko. / The document nests too deep.' },
        { status: 400, headers: noStore },
      )
    }
    const issues = await checkDocument(req.payload, kind, data, req)
    return Response.json({ issues }, { headers: noStore })
  },
}
