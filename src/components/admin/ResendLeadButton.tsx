'use client'

import { Button, toast, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

/**
 * "Odeslat znovu" in a failed lead's sidebar (collections/Leads): puts the lead back on the
 * delivery queue through `POST /api/leads/:id/resend`. Nothing for leads that are not failed.
 */
export function ResendLeadButton() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value)
  const erased = useFormFields(([fields]) => Boolean(fields.erasedAt?.value))
  const router = useRouter()
  const [sending, setSending] = useState(false)
  if (status !== 'failed' || erased || id === undefined) return null

  const resend = async () => {
    setSending(true)
    try {
      const response = await fetch(`/api/leads/${id}/resend`, {
        method: 'POST',
        credentials: 'include',
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      if (response.ok) {
        toast.success(body.message ?? 'Poptávka je znovu ve frontě k odeslání.')
        router.refresh()
      } else {
        toast.error(body.message ?? 'Poptávku se nepodařilo znovu zařadit.')
      }
    } catch {
      toast.error('Server neodpovídá. Zkuste to prosím za chvíli znovu.')
    } finally {
      setSending(false)
    }
  }

  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <Button buttonStyle="primary" size="medium" disabled={sending} onClick={resend}>
        {sending ? 'Zařazuji…' : 'Odeslat znovu'}
      </Button>
      <p style={{ margin: 0, color: 'var(--theme-elevation-800)' }}>
        Poptávka se znovu pošle poskytovateli se stejným klíčem doručení.
      </p>
    </div>
  )
}
