/** An admin label in Czech (the admin's language) with the English fallback. */
export const label = (cs: string, en: string) => ({ cs, en })
