/**
 * Script origins a marketer may use for the homepage news widget. Shared by the block's
 * validation and the Content-Security-Policy, so an accepted widget is never blocked.
 */
export const newsWidgetScriptOrigins = ['https://static.elfsight.com']

/** The news widget provider's platform script (the default of the block). */
export const newsWidgetScriptUrl = `${newsWidgetScriptOrigins[0]}/platform/platform.js`

/** Origins the news widget itself talks to and frames once loaded. */
export const newsWidgetOrigins = ['https://*.elfsight.com', 'https://*.elfsightcdn.com']

/** The consultation booking provider (Calendly): where its booking pages live (framed inline). */
export const bookingOrigins = ['https://calendly.com']

/** Where the provider's inline-embed script comes from. */
export const bookingScriptOrigins = ['https://assets.calendly.com']

/** The inline-embed script itself (the address of the provider's documented embed code). */
export const bookingScriptUrl = `${bookingScriptOrigins[0]}/assets/external/widget.js`
