import { Button, Card, Group, NumberInput, PasswordInput, Stack, TextInput, Title } from '@mantine/core'
import type { UseMutationResult } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { fieldError } from '../../api/api-error.js'
import { notifyError, notifySuccess } from '../../components/notify.js'
import type { ConnectionResult } from './queries.js'
import { ConnectionAlert, SecretState, useHasRole } from './shared.js'

/** One input of a connection form; `secret` fields are write-only (empty keeps the stored value). */
export interface ConnectionField {
  name: string
  label: string
  kind?: 'text' | 'secret' | 'number'
  placeholder?: string
}

type FormValues = Record<string, string | number>

interface StoredConfig {
  configured: boolean
  has_secret: boolean
  secret_masked: string | null
  needs_reentry: boolean
}

interface Props<C extends StoredConfig, B> {
  /** Accessible name of the card, e.g. "Issue tracker settings". */
  label: string
  /** Rows of inputs, shown as grouped lines. */
  rows: ConnectionField[][]
  config: C | undefined
  /** The form's values from a stored config (secrets stay empty). */
  fromConfig: (config: C) => FormValues
  /** The save body from the form; omit the secret when it is empty. */
  toBody: (form: FormValues) => B
  save: UseMutationResult<unknown, Error, B>
  test: UseMutationResult<ConnectionResult, Error, void>
  savedMessage: string
}

/**
 * The connection settings of a remote system (test management, issue tracker): admins edit and test them, others
 * read them. The secret is never shown, only its masked state.
 */
export function ConnectionCard<C extends StoredConfig, B>({
  label,
  rows,
  config,
  fromConfig,
  toBody,
  save,
  test,
  savedMessage,
}: Props<C, B>) {
  const isAdmin = useHasRole('admin')
  const empty = Object.fromEntries(rows.flat().map((f) => [f.name, '']))
  const [form, setForm] = useState<FormValues>(empty)
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-seed only when the stored config changes
  useEffect(() => {
    if (config?.configured) setForm({ ...empty, ...fromConfig(config) })
  }, [config])
  const secrets = rows.flat().filter((f) => f.kind === 'secret')
  const submit = () =>
    save.mutate(toBody(form), {
      onSuccess: () => {
        setForm((f) => ({ ...f, ...Object.fromEntries(secrets.map((s) => [s.name, ''])) }))
        notifySuccess(savedMessage)
      },
      onError: (e) => notifyError(e, 'Could not save'),
    })
  const input = (f: ConnectionField) => {
    const common = {
      key: f.name,
      label: f.label,
      disabled: !isAdmin,
      error: fieldError(save.error, f.name),
    }
    if (f.kind === 'number')
      return <NumberInput {...common} min={1} value={form[f.name]} onChange={(v) => setForm({ ...form, [f.name]: v })} />
    const onChange = (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [f.name]: e.currentTarget.value })
    if (f.kind === 'secret')
      return (
        <PasswordInput
          {...common}
          placeholder={config?.has_secret ? `${config.secret_masked} (leave empty to keep)` : f.label}
          value={String(form[f.name])}
          onChange={onChange}
        />
      )
    return <TextInput {...common} placeholder={f.placeholder} value={String(form[f.name])} onChange={onChange} />
  }
  return (
    <Card withBorder component="section" aria-label={label}>
      <Group justify="space-between" mb="sm">
        <Title order={4}>Connection</Title>
        <SecretState config={config} />
      </Group>
      <Stack gap="xs">
        {rows.map((row) => (
          <Group grow key={row.map((f) => f.name).join()}>
            {row.map(input)}
          </Group>
        ))}
        {isAdmin && (
          <Group justify="flex-end">
            <Button
              variant="default"
              disabled={!config?.configured}
              loading={test.isPending}
              onClick={() => test.mutate(undefined, { onError: (e) => notifyError(e, 'Connection test failed') })}
            >
              Test connection
            </Button>
            <Button loading={save.isPending} onClick={submit}>
              Save
            </Button>
          </Group>
        )}
        <ConnectionAlert result={test.data} />
      </Stack>
    </Card>
  )
}
