/** Set on <html> before the cart's server-rendered frame is parsed when a login is stored. */
export const SHOP_SESSION_ATTRIBUTE = 'data-shop-session'

/**
 * Runs inline, before the cart step's server-rendered frame (CartStepSkeleton): the frame shows
 * the login notice, which a logged-in customer must not see even for the moment before the
 * stored draft is read. The test is the store's (persistedState + isStoredSessionExpired): a
 * non-empty `authToken` key counts as a login unless it is a readable JWT with a `mail` claim
 * whose `exp` has passed.
 */
export function storedSessionScript(): string {
  return `try{var t=localStorage.getItem('authToken');if(t){var x=false;try{var s=t.split('.');if(s.length===3&&s[1]){var c=JSON.parse(atob(s[1].replace(/-/g,'+').replace(/_/g,'/')));x=!!c&&typeof c==='object'&&typeof c.mail==='string'&&c.mail.length>0&&typeof c.exp==='number'&&c.exp*1000<=Date.now()}}catch(e){}if(!x)document.documentElement.setAttribute(${JSON.stringify(SHOP_SESSION_ATTRIBUTE)},'')}}catch(e){}`
}
