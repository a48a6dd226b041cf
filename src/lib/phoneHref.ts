/** A `tel:` address of a phone number as people write it ('+420 222 011 602'). */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
