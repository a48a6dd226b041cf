/** The REST API as an editor uses it (through the admin), signed in as the seeded administrator. */
export async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.cz', password: 'Heslo-602-admin' }),
  })
  if (!response.ok) throw new Error(`login: ${response.status}`)
  // No body carries the token (auth.removeTokenFromResponses): it is the session cookie's value.
  const token = /payload-token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]
  if (!token) throw new Error('login: no session cookie')
  return token
}

export async function editorRequest<T>(
  origin: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

export async function pageIdByPath(origin: string, token: string, pagePath: string) {
  const { docs } = await editorRequest<{ docs: Array<{ id: number }> }>(
    origin,
    token,
    'GET',
    `/api/pages?where[path][equals]=${encodeURIComponent(pagePath)}&depth=0&limit=1`,
  )
  if (!docs[0]) throw new Error(`no page at ${pagePath}`)
  return docs[0].id
}
