import { Stack, Textarea, TextInput } from '@mantine/core'
import { fieldError } from '../../api/api-error.js'

export interface ProjectFieldValues {
  name: string
  description: string
  base_url: string
}

export const emptyProjectFields: ProjectFieldValues = { name: '', description: '', base_url: '' }

/** Name, description and base URL inputs, with the API's per-field validation messages. */
export function ProjectFields({
  values,
  onChange,
  error,
}: {
  values: ProjectFieldValues
  onChange: (values: ProjectFieldValues) => void
  error: unknown
}) {
  const set = (field: keyof ProjectFieldValues) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...values, [field]: event.currentTarget.value })
  return (
    <Stack gap="sm">
      <TextInput label="Name" required maxLength={100} value={values.name} onChange={set('name')} error={fieldError(error, 'name')} />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxLength={2000}
        value={values.description}
        onChange={set('description')}
        error={fieldError(error, 'description')}
      />
      <TextInput
        label="Base URL"
        description="The application under test, e.g. https://staging.example.com"
        placeholder="https://"
        value={values.base_url}
        onChange={set('base_url')}
        error={fieldError(error, 'base_url')}
      />
    </Stack>
  )
}
