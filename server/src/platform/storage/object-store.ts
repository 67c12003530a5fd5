import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { S3Client } from '@aws-sdk/client-s3'
import type { S3Config } from '../../config.js'

/**
 * Where warm-tier artifacts go: an S3-compatible bucket when S3_* is configured, else DATA_DIR/archive.
 * Keys are `/`-separated and relative to the store's root (the S3 prefix or the archive folder).
 */
export interface ArchiveStore {
  readonly kind: 's3' | 'local'
  /** Human-readable root (`s3://bucket/prefix` or the folder path). */
  readonly location: string
  putFile(key: string, file: string): Promise<void>
  /** Deletes every object under `prefix`; returns how many went. */
  deletePrefix(prefix: string): Promise<number>
  list(prefix: string): Promise<{ key: string; size: number }[]>
  /** Resolves when the store answers; throws with the reason otherwise. */
  ping(): Promise<void>
  close(): void
}

function checkKey(key: string): string {
  if (key.includes('\0') || key.includes('\\') || key.split('/').some((p) => p === '..' || p === '.') || key.startsWith('/')) {
    throw new Error(`unsafe archive key: ${key}`)
  }
  return key
}

export class LocalArchiveStore implements ArchiveStore {
  readonly kind = 'local' as const
  constructor(readonly location: string) {}

  async putFile(key: string, file: string): Promise<void> {
    const dest = path.join(this.location, checkKey(key))
    await fs.mkdir(path.dirname(dest), { recursive: true })
    await fs.copyFile(file, dest)
  }

  async deletePrefix(prefix: string): Promise<number> {
    const listed = await this.list(prefix)
    await fs.rm(path.join(this.location, checkKey(prefix)), { recursive: true, force: true })
    return listed.length
  }

  async list(prefix: string): Promise<{ key: string; size: number }[]> {
    const root = path.join(this.location, checkKey(prefix))
    const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
    const out: { key: string; size: number }[] = []
    for (const e of entries) {
      if (!e.isFile()) continue
      const full = path.join(e.parentPath, e.name)
      const stat = await fs.stat(full)
      out.push({ key: path.relative(this.location, full).split(path.sep).join('/'), size: stat.size })
    }
    return out.sort((a, b) => a.key.localeCompare(b.key))
  }

  async ping(): Promise<void> {
    await fs.mkdir(this.location, { recursive: true })
    await fs.access(this.location, fs.constants.W_OK)
  }

  close(): void {}
}

/** The AWS SDK is large: it is loaded the first time an S3 store is used, not by every command that starts. */
const sdk = () => import('@aws-sdk/client-s3')

export class S3ArchiveStore implements ArchiveStore {
  readonly kind = 's3' as const
  readonly location: string
  #client: Promise<S3Client> | undefined
  readonly #config: S3Config
  readonly #bucket: string
  readonly #prefix: string

  constructor(config: S3Config) {
    this.#config = config
    this.#bucket = config.bucket
    this.#prefix = config.prefix
    this.location = `s3://${config.bucket}/${config.prefix}`
  }

  #s3(): Promise<S3Client> {
    const config = this.#config
    this.#client ??= sdk().then(
      ({ S3Client }) =>
        new S3Client({
          region: config.region,
          forcePathStyle: config.forcePathStyle,
          ...(config.endpoint ? { endpoint: config.endpoint } : {}),
          ...(config.accessKeyId && config.secretAccessKey
            ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
            : {}),
          maxAttempts: 2,
        }),
    )
    return this.#client
  }

  async putFile(key: string, file: string): Promise<void> {
    const stat = await fs.stat(file)
    const { PutObjectCommand } = await sdk()
    await (await this.#s3()).send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: this.#prefix + checkKey(key),
        Body: createReadStream(file),
        ContentLength: stat.size,
      }),
    )
  }

  async list(prefix: string): Promise<{ key: string; size: number }[]> {
    const out: { key: string; size: number }[] = []
    const { ListObjectsV2Command } = await sdk()
    const client = await this.#s3()
    let token: string | undefined
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: this.#bucket, Prefix: this.#prefix + checkKey(prefix), ContinuationToken: token }),
      )
      for (const o of page.Contents ?? []) {
        if (o.Key) out.push({ key: o.Key.slice(this.#prefix.length), size: o.Size ?? 0 })
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
    return out.sort((a, b) => a.key.localeCompare(b.key))
  }

  async deletePrefix(prefix: string): Promise<number> {
    const keys = await this.list(prefix)
    const { DeleteObjectsCommand } = await sdk()
    const client = await this.#s3()
    for (let i = 0; i < keys.length; i += 1000) {
      const chunk = keys.slice(i, i + 1000)
      await client.send(
        new DeleteObjectsCommand({
          Bucket: this.#bucket,
          Delete: { Objects: chunk.map((k) => ({ Key: this.#prefix + k.key })), Quiet: true },
        }),
      )
    }
    return keys.length
  }

  async ping(): Promise<void> {
    const { HeadBucketCommand } = await sdk()
    await (await this.#s3()).send(new HeadBucketCommand({ Bucket: this.#bucket }))
  }

  close(): void {
    void this.#client?.then((c) => c.destroy()).catch(() => undefined)
  }
}

export function createArchiveStore(config: { dataDir: string; s3: S3Config | undefined }): ArchiveStore {
  return config.s3 ? new S3ArchiveStore(config.s3) : new LocalArchiveStore(path.join(config.dataDir, 'archive'))
}
