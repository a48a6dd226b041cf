import type { CollectionBeforeOperationHook } from 'payload'

import { visibleUploadName } from '@/lib/media/uploadFileName'

/**
 * Before Payload derives the stored file name from the upload (`req.file.name`) or takes an
 * editor's rename (`data.filename`), both lose invisible and bidirectional control characters
 * (src/lib/media/uploadFileName.ts): whatever the transport (admin, REST, Local API).
 */
export const visibleFileName: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  if (req.file && typeof req.file.name === 'string') {
    req.file.name = visibleUploadName(req.file.name)
  }
  const data = (args as { data?: Record<string, unknown> }).data
  if (data && typeof data.filename === 'string') data.filename = visibleUploadName(data.filename)
  return args
}
