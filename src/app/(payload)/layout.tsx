/* Payload's admin shell, as Payload generates it; keep in step with @payloadcms/next. */
import '@payloadcms/next/css'
import './custom.scss'

import config from '@payload-config'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import type { ServerFunctionClient } from 'payload'
import type React from 'react'

import { actionArguments } from '@/lib/http/actionArguments'
import { schedulePublishServerFunction } from '@/scheduling/schedulePublishServerFunction'
import { payloadServerFunctionArguments } from '@/upstream/payloadServerFunctions'

import { importMap } from './admin/importMap.js'

/** Payload's server functions this project answers itself, under Payload's names. */
const serverFunctions = { 'schedule-publish': schedulePublishServerFunction }

// Generated, with two additions: the arguments pass their zod schema before Payload reads them,
// and `serverFunctions` replaces Payload's scheduling with ours (its time checked first).
const serverFunction: ServerFunctionClient = async function (...args) {
  'use server'
  const [call] = actionArguments('serverFunction', payloadServerFunctionArguments, args)
  return handleServerFunctions({ ...call, config, importMap, serverFunctions })
}

export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  )
}
