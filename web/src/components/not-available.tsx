import { Badge, Paper, Stack, Text, Title } from '@mantine/core'

/** The honest page for an area of the product that this dashboard does not offer yet. */
export function NotAvailable({ area, description }: { area: string; description: string }) {
  return (
    <Stack gap="lg" maw={720}>
      <Title order={2}>{area}</Title>
      <Paper withBorder p="xl" radius="md">
        <Stack gap="sm" align="flex-start">
          <Badge color="gray" variant="light">
            Not available yet
          </Badge>
          <Text fw={500}>{area} is not available yet in this version of the dashboard.</Text>
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  )
}
