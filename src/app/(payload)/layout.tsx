/* Payload's admin shell, as Payload generates it; keep in step with @payloadcms/next. */
import '@payloadcms/next/css'
import './custom.scss'

import config from '@payload-config'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import type { ServerFunctionClient } from 'payload'
import type React from 'react'

import { actionArguments } from '@/lib/http/actionArguments'
import { payloadServerFunctionArguments } from '@/upstream/payloadServerFunctions'

import { importMap } from './admin/importMap.js'

// Generated, with one addition: the arguments pass their zod schema before Payload reads them.
const serverFunction: ServerFunctionClient = async function (...args) {
  'use server'
  const [call] = actionArguments('serverFunction', payloadServerFunctionArguments, args)
  return handleServerFunctions({ ...call, config, importMap })
}

export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  )
}
