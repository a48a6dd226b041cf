/** Addresses outside this site that menus, footer and pages link to (each opens in a new tab). */
export const external = {
  onlineSigning: 'https://podpis.software602.cz',
  sofaApp: 'https://app.sofa.cz',
  identity: 'https://id.software602.cz',
  linkedin: 'https://www.linkedin.com/company/software602',
  facebook: 'https://www.facebook.com/Software602',
  youtube: 'https://www.youtube.com/@Software602',
} as const
