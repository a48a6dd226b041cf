import net from 'node:net'

/** The preferred port when it is free on 127.0.0.1, otherwise one the system hands out. */
export async function findFreePort(preferred = 0): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | undefined>((resolve) => {
      const server = net.createServer()
      server.once('error', () => resolve(undefined))
      server.listen(port, '127.0.0.1', () => {
        const address = server.address()
        const chosen = typeof address === 'object' && address ? address.port : undefined
        server.close(() => resolve(chosen))
      })
    })
  return (preferred && (await tryPort(preferred))) || (await tryPort(0)) || 0
}
