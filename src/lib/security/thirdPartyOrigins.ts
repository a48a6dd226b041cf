/**
 * Script origins a marketer may use for the homepage news widget. Shared by the block's
 * validation and the Content-Security-Policy, so an accepted widget is never blocked.
 */
export const newsWidgetScriptOrigins = ['https://static.elfsight.com']

/** Origins the news widget itself talks to and frames once loaded. */
export const newsWidgetOrigins = ['https://*.elfsight.com', 'https://*.elfsightcdn.com']
