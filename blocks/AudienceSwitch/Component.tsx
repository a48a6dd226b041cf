import type { AudienceSwitchBlock as AudienceSwitchBlockData } from '@/payload-types'

import styles from './styles.module.css'

/**
 * Native radio buttons: arrow keys move between them, and the homepage hides the other
 * audience's blocks with CSS (`:has(:checked)`), so switching needs no script and no request.
 */
export function AudienceSwitchBlock({ block }: { block: AudienceSwitchBlockData }) {
  return (
    <div className={styles.wrapper}>
      <fieldset className={styles.switch}>
        <legend className={styles.legend}>{block.legend}</legend>
        <div className={styles.options}>
          <label className={styles.option}>
            <input
              type="radio"
              name="audience"
              value="companies"
              defaultChecked
              data-audience-choice
            />
            <span>{block.companiesLabel}</span>
          </label>
          <label className={styles.option}>
            <input type="radio" name="audience" value="publicAdministration" data-audience-choice />
            <span>{block.publicAdministrationLabel}</span>
          </label>
        </div>
      </fieldset>
    </div>
  )
}
