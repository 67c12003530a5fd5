import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import type { components } from '../../api/schema.js'

export type StorageHealth = components['schemas']['StorageHealth']
export type BackupHealth = components['schemas']['BackupHealth']
export type AlertsHealth = components['schemas']['AlertsHealth']
export type Alert = components['schemas']['Alert']

export const OPS_REFRESH_MS = 15_000

export const storageQuery = queryOptions({
  queryKey: ['health', 'storage'],
  queryFn: () => unwrap(api.GET('/health/storage')),
  refetchInterval: OPS_REFRESH_MS,
})
export const backupQuery = queryOptions({
  queryKey: ['health', 'backup'],
  queryFn: () => unwrap(api.GET('/health/backup')),
  refetchInterval: OPS_REFRESH_MS,
})
export const alertsQuery = queryOptions({
  queryKey: ['health', 'alerts'],
  queryFn: () => unwrap(api.GET('/health/alerts')),
  refetchInterval: OPS_REFRESH_MS,
})

export const useStorageHealth = () => useQuery(storageQuery)
export const useBackupHealth = () => useQuery(backupQuery)
export const useAlerts = () => useQuery(alertsQuery)

/** POST /backups (superusers): a full backup now. */
export function useBackupNow() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () => unwrap(api.POST('/backups')),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['health'] }),
  })
}

/** POST /backups/archive (superusers): artifact archival now. */
export function useArchiveNow() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () => unwrap(api.POST('/backups/archive')),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['health'] }),
  })
}

/** 1536 -> "1.5 KB"; binary units as disks are sold in decimal ones would mislead, so KiB-based with short names. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '—'
  const units = ['B', 'KB', 'MB', 'GB', 'TB']
  let v = bytes
  let i = 0
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024
    i++
  }
  return `${i === 0 ? v : v.toFixed(v >= 10 ? 0 : 1)} ${units[i]}`
}
