import net from 'node:net'

/** One client connection through the proxy, in the order the proxy accepted them. */
export interface ProxiedConnection {
  /** `host:port` of the proxy's side towards Redis, as `CLIENT LIST` shows it (for `CLIENT KILL ADDR`). */
  readonly redisAddr: string
  /**
   * Holds the bytes of one direction (`replies`: Redis to client; `both`: requests too) until `flow()`, as a
   * stalled link would. A connection that closes meanwhile loses what was held.
   */
  hold(what: 'replies' | 'both'): void
  flow(): void
}

/**
 * A TCP hop to the test Redis that the test can cut and restore (Redis "unreachable" without stopping it) and on
 * which it can stall one connection: a reply that is late or never arrives, while other connections go on.
 */
export async function redisProxy(target: URL) {
  const sockets = new Set<net.Socket>()
  const connections: ProxiedConnection[] = []
  let server: net.Server | undefined
  let port = 0
  const accept = (client: net.Socket) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname)
    const held = { up: [] as Buffer[], down: [] as Buffer[] }
    const holding = { up: false, down: false }
    const relay = (from: net.Socket, to: net.Socket, dir: 'up' | 'down') =>
      from.on('data', (chunk: Buffer) => {
        if (holding[dir]) held[dir].push(chunk)
        else to.write(chunk)
      })
    relay(client, upstream, 'up')
    relay(upstream, client, 'down')
    for (const [s, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(s)
      s.on('close', () => {
        sockets.delete(s)
        other.destroy()
      })
      s.on('error', () => s.destroy())
    }
    let redisAddr = ''
    upstream.on('connect', () => {
      redisAddr = `${upstream.localAddress}:${upstream.localPort}`
    })
    const flush = (dir: 'up' | 'down', to: net.Socket) => {
      holding[dir] = false
      for (const chunk of held[dir].splice(0)) to.write(chunk)
    }
    connections.push({
      get redisAddr() {
        return redisAddr
      },
      hold: (what) => {
        holding.down = true
        holding.up = what === 'both'
      },
      flow: () => {
        flush('up', upstream)
        flush('down', client)
      },
    })
  }
  const listen = async () => {
    server = net.createServer(accept)
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve))
    const address = server.address()
    port = typeof address === 'object' && address ? address.port : port
  }
  await listen()
  return {
    port: () => port,
    connections,
    cut: async () => {
      const s = server
      server = undefined
      await new Promise<void>((resolve) => {
        s?.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      })
    },
    restore: listen,
  }
}
