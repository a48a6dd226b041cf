/**
 * Our "Zveřejnit změny" with its schedule drawer (src/components/admin/publish/), for every
 * collection and global that schedules publishing.
 */
export const publishButtonComponent = '@/components/admin/publish/PublishButton#PublishButton'
