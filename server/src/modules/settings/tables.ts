import type { Selectable } from 'kysely'

/** A setting stored from the dashboard; `value` is JSON, or sealed text (secret box) when `secret` is 1. */
export interface AppSettingsTable {
  key: string
  value: string
  secret: number
  last4: string | null
  updated_by: string | null
  updated_at: string
}

declare module '../../platform/db/database.js' {
  interface Database {
    app_settings: AppSettingsTable
  }
}

export type AppSettingRow = Selectable<AppSettingsTable>
