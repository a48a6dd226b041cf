import { clickEventFields, dataAttribute, dataLayerEventAttribute } from './dataLayer'

/** Set on <html> once DataLayerClicks listens: from then on it alone records the clicks. */
export const DATALAYER_LIVE_ATTRIBUTE = 'data-datalayer-live'

/**
 * Runs inline in the layout, before any link: until the app has hydrated (on a slow phone,
 * seconds after the first paint) DataLayerClicks does not listen yet, and a click on a tagged
 * link (a plain server-rendered <a>) navigated away unrecorded. This listener records such a
 * click at once, with the payload clickEventOf reads (the same table of events and fields),
 * straight into window.dataLayer: a queue for the island to drain later would be lost with the
 * page the click leaves. Like DataLayerClicks it pushes whatever the consent (the tag manager,
 * loaded only with consent, is what reads the layer). It steps aside once DataLayerClicks marks
 * <html> live, so a click is never counted twice.
 */
export function earlyDataLayerClicksScript(): string {
  const text = JSON.stringify
  return `(function(){var f=${text(clickEventFields)},h=document.documentElement;document.addEventListener('click',function(e){if(h.hasAttribute(${text(DATALAYER_LIVE_ATTRIBUTE)}))return;var l=e.target instanceof Element?e.target.closest('[${dataLayerEventAttribute}]'):null;if(!l)return;var n=l.getAttribute(${text(dataLayerEventAttribute)});if(!Object.prototype.hasOwnProperty.call(f,n))return;var k=f[n],o={event:n};if(k!==null){var v=l.getAttribute(${text(dataAttribute(''))}+k);if(v===null)return;o[k]=v}(window.dataLayer=window.dataLayer||[]).push(o)},true)})();`
}
