/** Czech company registration number (IČO): 8 digits, the last one a mod-11 checksum. */
export function isValidIco(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false
  const digits = [...value].map(Number)
  const sum = digits.slice(0, 7).reduce((total, digit, index) => total + digit * (8 - index), 0)
  const check = (11 - (sum % 11)) % 10
  return digits[7] === check
}

/** Czech VAT number (DIČ): CZ followed by 8 to 10 digits. */
export const DIC_PATTERN = /^CZ\d{8,10}$/

/** Czech postcode (PSČ): 5 digits, optionally written as "123 45". */
export const ZIP_PATTERN = /^\d{3} ?\d{2}$/
