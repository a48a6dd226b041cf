/** Route that turns on draft mode for a logged-in editor and shows the homepage draft. */
export const homepagePreviewPath = '/nahled-uvodni-stranky'
