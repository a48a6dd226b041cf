'use client'

import {
  FormSubmit,
  PopupList,
  useConfig,
  useDocumentInfo,
  useEditDepth,
  useForm,
  useFormModified,
  useHotkey,
  useModal,
  useOperation,
} from '@payloadcms/ui'
import { formatAdminURL, hasAutosaveEnabled, hasScheduledPublishEnabled } from 'payload/shared'
import { useCallback, useMemo } from 'react'

import { SchedulePublishDrawer } from './SchedulePublishDrawer'

/**
 * "Zveřejnit změny" of pages, the homepage and the info banner (`admin.components` PublishButton),
 * as Payload's own button does it (publish, Ctrl+S saves a draft under autosave), but opening
 * our schedule drawer (SchedulePublishDrawer.tsx). The site has no localisation, so Payload's
 * per-locale publishing is left out.
 */
export function PublishButton() {
  const {
    id,
    collectionSlug,
    globalSlug,
    hasPublishedDoc,
    hasPublishPermission,
    setHasPublishedDoc,
    setMostRecentVersionIsAutosaved,
    setUnpublishedVersionCount,
    unpublishedVersionCount,
    uploadStatus,
  } = useDocumentInfo()
  const {
    config: {
      routes: { api },
    },
    getEntityConfig,
  } = useConfig()
  const { submit } = useForm()
  const modified = useFormModified()
  const editDepth = useEditDepth()
  const operation = useOperation()
  const { isModalOpen, toggleModal } = useModal()
  const drawerSlug = `schedule-publish-${id ?? globalSlug}`

  const entityConfig = useMemo(
    () =>
      collectionSlug
        ? getEntityConfig({ collectionSlug })
        : globalSlug
          ? getEntityConfig({ globalSlug })
          : undefined,
    [collectionSlug, globalSlug, getEntityConfig],
  )
  const hasAutosave = entityConfig ? hasAutosaveEnabled(entityConfig) : false
  const canPublish =
    hasPublishPermission &&
    (modified || unpublishedVersionCount > 0 || !hasPublishedDoc) &&
    uploadStatus !== 'uploading'
  const canSchedule = Boolean(
    entityConfig &&
    hasScheduledPublishEnabled(entityConfig) &&
    hasPublishPermission &&
    (globalSlug || (collectionSlug && id)) &&
    (hasAutosave || !modified),
  )

  const path = globalSlug ? `/globals/${globalSlug}` : `/${collectionSlug}${id ? `/${id}` : ''}`

  const saveDraft = useCallback(async () => {
    if (operation === 'update' && !modified) return
    await submit({
      action: formatAdminURL({ apiRoute: api, path: `${path}?depth=0&draft=true` as `/${string}` }),
      method: collectionSlug && !id ? 'POST' : globalSlug ? 'POST' : 'PATCH',
      overrides: { _status: 'draft' },
      skipValidation: true,
    })
  }, [operation, modified, submit, api, path, collectionSlug, globalSlug, id])

  useHotkey({ cmdCtrlKey: true, editDepth, keyCodes: ['s'] }, (event) => {
    event.preventDefault()
    event.stopPropagation()
    if (hasAutosave) void saveDraft()
  })

  const publish = useCallback(async () => {
    if (uploadStatus === 'uploading') return
    const result = await submit({
      action: formatAdminURL({ apiRoute: api, path: `${path}?depth=0` as `/${string}` }),
      overrides: { _status: 'published' },
    })
    if (result) {
      setUnpublishedVersionCount(0)
      setMostRecentVersionIsAutosaved(false)
      setHasPublishedDoc(true)
    }
  }, [
    uploadStatus,
    submit,
    api,
    path,
    setUnpublishedVersionCount,
    setMostRecentVersionIsAutosaved,
    setHasPublishedDoc,
  ])

  // Alt+P (Option+P on a Mac) publishes from any field, as the button would (docs/redakce.md);
  // Ctrl+Alt (AltGr, for typing) does not.
  useHotkey({ cmdCtrlKey: false, editDepth, keyCodes: ['p'] }, (event) => {
    if (!event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    if (canPublish) void publish()
  })

  if (!hasPublishPermission) return null

  return (
    <>
      <FormSubmit
        buttonId="action-save"
        disabled={!canPublish}
        enableSubMenu={canSchedule}
        onClick={() => void publish()}
        size="medium"
        SubMenuPopupContent={
          canSchedule
            ? ({ close }) => (
                <PopupList.ButtonGroup>
                  <PopupList.Button
                    id="schedule-publish"
                    onClick={() => {
                      toggleModal(drawerSlug)
                      close()
                    }}
                  >
                    Naplánovat zveřejnění
                  </PopupList.Button>
                </PopupList.ButtonGroup>
              )
            : undefined
        }
        type="button"
      >
        Zveřejnit změny
      </FormSubmit>
      {canSchedule && isModalOpen(drawerSlug) ? <SchedulePublishDrawer slug={drawerSlug} /> : null}
    </>
  )
}
