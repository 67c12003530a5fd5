import type { Redis } from 'ioredis'
import { BullmqJobQueue, type BullmqJobQueueOptions } from './bullmq-job-queue.js'
import type { JobQueue } from './job-queue.js'
import { LocalJobQueue, type LocalJobQueueOptions } from './local-job-queue.js'

export type CreateJobQueueOptions = Omit<LocalJobQueueOptions & BullmqJobQueueOptions, 'redis'> & {
  /** Redis (KVSTORE_URL): given, jobs go through BullMQ; absent, they run in this process from the database. */
  redis?: Redis | undefined
}

/** The adapter the configuration calls for: BullMQ with Redis, local otherwise. */
export function createJobQueue(options: CreateJobQueueOptions): JobQueue {
  const { redis, ...rest } = options
  return redis ? new BullmqJobQueue({ ...rest, redis }) : new LocalJobQueue(rest)
}
