import { ProviderImage } from '@/components/content/ProviderImage'
import { hostOverflow } from '@/provider/helpers/hostOverflow'
import type { WebinarHost } from '@/provider/mappers/webinar'

import styles from './HostStack.module.css'

/** Spec 9: a few host photos, then "+N další" / "+N dalších" for the rest. */
export function HostStack({ hosts, shown }: { hosts: WebinarHost[]; shown: number }) {
  if (hosts.length === 0) return null
  const { visible, label } = hostOverflow(hosts, shown)
  return (
    <div className={styles.hosts} data-testid="host-stack">
      <ul className={styles.photos} aria-label="Přednášející">
        {visible.map((host) => (
          <li key={host.id} className={styles.photo} title={host.name}>
            {host.imageUrl ? (
              <ProviderImage src={host.imageUrl} alt={host.name} width={40} height={40} />
            ) : (
              <span aria-label={host.name}>{host.name.slice(0, 1)}</span>
            )}
          </li>
        ))}
      </ul>
      <span className={styles.names}>
        {visible.map((host) => host.name).join(', ')}
        {label ? <strong className={styles.more}> {label}</strong> : null}
      </span>
    </div>
  )
}
