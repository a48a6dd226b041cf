import { clickEventFields, dataAttribute, dataLayerEventAttribute } from './dataLayer'

/**
 * The one listener for every link that announces a data-layer event (`dataLayerAttributes`), so
 * server-rendered links stay plain server HTML and no link pushes events itself. It runs inline in
 * the layout, before any link is parsed: a click counts from the first paint, not only once the
 * app has hydrated (on a slow phone, seconds later; a click before that used to navigate away
 * unrecorded), and no client chunk or island carries it. It pushes the payload clickEventOf reads
 * (the same table of events and fields) straight into window.dataLayer, whatever the consent (the
 * tag manager, loaded only with consent, is what reads the layer). It listens on the document in
 * the capture phase, registered before React's listeners, so a link's own handler (the
 * recordings modal) cannot stop the click before it is counted.
 */
export function dataLayerClicksScript(): string {
  const text = JSON.stringify
  return `(function(){var f=${text(clickEventFields)};document.addEventListener('click',function(e){var l=e.target instanceof Element?e.target.closest('[${dataLayerEventAttribute}]'):null;if(!l)return;var n=l.getAttribute(${text(dataLayerEventAttribute)});if(!Object.prototype.hasOwnProperty.call(f,n))return;var k=f[n],o={event:n};if(k!==null){var v=l.getAttribute(${text(dataAttribute(''))}+k);if(v===null)return;o[k]=v}(window.dataLayer=window.dataLayer||[]).push(o)},true)})();`
}
