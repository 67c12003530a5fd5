import { Center, Loader } from '@mantine/core'

export function CenteredLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center h="60vh">
      <Loader aria-label={label} />
    </Center>
  )
}
