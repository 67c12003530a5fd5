// The demo shop from examples/, started in-process on a random port for tests against a real target app.
// @ts-expect-error -- plain ESM JavaScript without type declarations
import { createDemoShop } from '../../../examples/demo-shop/server.mjs'

export type DemoVariant = 'baseline' | 'cosmetic' | 'broken'

export interface DemoShop {
  url: string
  close(): Promise<void>
}

export async function startDemoShop(variant: DemoVariant = 'baseline'): Promise<DemoShop> {
  const shop = createDemoShop({ variant }) as { listen(port: number): Promise<string>; close(): Promise<void> }
  const url = await shop.listen(0)
  return { url, close: () => shop.close() }
}
