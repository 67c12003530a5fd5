import fs from 'node:fs/promises'
import { parseArgs } from 'node:util'
import type { AppDeps } from '../../app-deps.js'
import { ConfigError } from '../../config.js'
import { exportRtm } from './export.js'
import { EXPORT_FORMATS, type RtmExportFormat } from './schemas.js'
import { generateRtm, getRtm } from './service.js'

/**
 * `specwright rtm export [--project ID] [--format csv|json|markdown|html] [--out FILE] [--regenerate]`: writes the
 * project's matrix to FILE or stdout. Returns the text written to stdout (empty when --out was given).
 */
export async function rtmExportCommand(deps: Pick<AppDeps, 'db' | 'clock'>, args: string[]): Promise<string> {
  const { values } = parseArgs({
    args,
    options: {
      project: { type: 'string', default: 'default' },
      format: { type: 'string', default: 'markdown' },
      out: { type: 'string' },
      regenerate: { type: 'boolean', default: false },
    },
  })
  const format = values.format as RtmExportFormat
  if (!EXPORT_FORMATS.includes(format))
    throw new ConfigError(`--format must be one of ${EXPORT_FORMATS.join(', ')} (got "${values.format}")`)
  const rtm = values.regenerate ? await generateRtm(deps, values.project) : await getRtm(deps, values.project)
  const file = exportRtm(rtm, format)
  if (values.out) {
    await fs.writeFile(values.out, file.body)
    return ''
  }
  return file.body
}
