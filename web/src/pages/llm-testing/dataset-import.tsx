import { Alert, Button, Checkbox, FileInput, Group, Paper, SegmentedControl, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { notifyError, notifySuccess } from '../../components/notify.js'
import { importCsv, type LlmDatasetImport, useDatasetMutation } from './dataset-queries.js'

/** CSV import: preview first (mapping, first rows, every row error by number), then save as a new version. */
export function DatasetImport({ projectId, datasetId }: { projectId: string; datasetId: string }) {
  const [file, setFile] = useState<File | null>(null)
  const [report, setReport] = useState<LlmDatasetImport | null>(null)
  const [skipInvalid, setSkipInvalid] = useState(false)
  const [mode, setMode] = useState<'replace' | 'append'>('replace')
  const preview = useDatasetMutation(projectId, datasetId, (f: File) =>
    importCsv(projectId, datasetId, f, { preview: true, skipInvalid, mode }),
  )
  const save = useDatasetMutation(projectId, datasetId, (f: File) =>
    importCsv(projectId, datasetId, f, { preview: false, skipInvalid, mode }),
  )
  return (
    <Paper withBorder p="sm" radius="md" data-testid="csv-import">
      <Stack gap="xs">
        <Text fw={500}>Import CSV</Text>
        <Text size="xs" c="dimmed">
          Columns input (or prompt, question), expected (or answer), tags (separated by ";"). UTF-8, up to 5 MB.
        </Text>
        <Group align="end">
          <FileInput
            label="CSV file"
            accept=".csv,text/csv"
            value={file}
            onChange={(f) => {
              setFile(f)
              setReport(null)
            }}
            w={280}
          />
          <SegmentedControl
            value={mode}
            onChange={(v) => setMode(v as 'replace' | 'append')}
            data={[
              { value: 'replace', label: 'Replace cases' },
              { value: 'append', label: 'Append' },
            ]}
          />
          <Button
            variant="default"
            disabled={!file}
            loading={preview.isPending}
            onClick={() => file && preview.mutate(file, { onSuccess: setReport, onError: (e) => notifyError(e, 'Preview failed') })}
          >
            Preview
          </Button>
        </Group>
        {report && (
          <Stack gap="xs" data-testid="import-preview">
            <Text size="sm">
              Columns: input = <b>{report.mapping.input}</b>, expected = <b>{report.mapping.expected ?? '—'}</b>, tags ={' '}
              <b>{report.mapping.tags ?? '—'}</b> · {report.valid_rows} valid row(s), {report.errors.length} with errors
            </Text>
            <Table withTableBorder fz="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Row</Table.Th>
                  <Table.Th>Input</Table.Th>
                  <Table.Th>Expected</Table.Th>
                  <Table.Th>Tags</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.preview.map((c) => (
                  <Table.Tr key={c.row} data-testid="preview-row">
                    <Table.Td>{c.row}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{c.input}</Table.Td>
                    <Table.Td>{c.expected ?? ''}</Table.Td>
                    <Table.Td>{c.tags?.join(', ')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {report.errors.length > 0 && (
              <Alert color="orange" title="Row errors" data-testid="row-errors">
                {report.errors.map((e) => (
                  <Text key={e.row} size="xs">
                    Row {e.row} (line {e.line}): {e.message}
                  </Text>
                ))}
              </Alert>
            )}
            <Group>
              {report.errors.length > 0 && (
                <Checkbox label="Skip rows with errors" checked={skipInvalid} onChange={(e) => setSkipInvalid(e.currentTarget.checked)} />
              )}
              <Button
                disabled={!file || (report.errors.length > 0 && !skipInvalid)}
                loading={save.isPending}
                onClick={() =>
                  file &&
                  save.mutate(file, {
                    onSuccess: (r) => {
                      notifySuccess(`Imported ${r.valid_rows} case(s) as version ${r.version?.version}`)
                      setReport(null)
                      setFile(null)
                    },
                    onError: (e) => notifyError(e, 'Import failed'),
                  })
                }
              >
                Import as new version
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  )
}
