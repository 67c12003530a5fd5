import { createTheme, MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { RouterProvider } from 'react-router'
import { session } from '../api/app-client.js'
import { notifyError } from '../components/notify.js'
import { createQueryClient } from './query-client.js'
import { createRouter } from './router.js'

const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
})

export function App() {
  const [queryClient] = useState(() => createQueryClient(notifyError))
  const [router] = useState(createRouter)

  // Whoever signs in or out, nothing cached for the previous user may be shown to the next one.
  useEffect(
    () => session.subscribe(() => queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth' || q.queryKey[1] !== 'config' })),
    [queryClient],
  )

  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="bottom-right" />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  )
}
