import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

/** A real S3-protocol server (s3rver) on a free port with one bucket; its objects live in a temp folder. */
export async function startS3Server(bucket = 'specwright-archive') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'specwright-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] })
  const { port } = await server.run()
  return {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: 'sw/',
    },
    close: async () => {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
