import { Text, Tooltip } from '@mantine/core'

/** A table cell's error: two lines in red, the whole text on hover; a dash when there is none. */
export function ErrorCell({ error, maw }: { error: string | null | undefined; maw: number }) {
  if (!error)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    )
  return (
    <Tooltip label={error} multiline maw={420} withinPortal>
      <Text size="sm" c="red" lineClamp={2} maw={maw}>
        {error}
      </Text>
    </Tooltip>
  )
}
