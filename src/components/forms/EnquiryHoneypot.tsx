import styles from './EnquiryForm.module.css'

/** A field invisible to people and assistive technology, filled in by naive bots. */
export function EnquiryHoneypot({ formId }: { formId: string }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={`${formId}-website`}>Web</label>
      <input
        id={`${formId}-website`}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  )
}
