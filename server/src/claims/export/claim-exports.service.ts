import { Injectable, Logger } from '@nestjs/common';
import type { Readable, Writable } from 'node:stream';

import type { ListQuery } from '../../common/lists/list-query.js';
import { staffClaimFilter } from '../claim-list-filter.js';
import { ClaimExportRepository } from './claim-export.repository.js';
import { writeCsv } from './csv-export.js';
import { writeXlsx } from './xlsx-export.js';

export type ExportFormat = 'csv' | 'xlsx';

/** What a download needs to start: its headers, then the writing of every row. */
export interface ClaimExport {
  contentType: string;
  fileName: string;
  /** Streams every row into `output`; a failure half-way cuts the download off (the headers are out). */
  writeTo(output: Writable): Promise<void>;
}

const FORMATS = new Map<
  ExportFormat,
  { contentType: string; write: (rows: Readable, output: Writable) => Promise<void> }
>([
  ['csv', { contentType: 'text/csv; charset=utf-8', write: writeCsv }],
  ['xlsx', { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', write: writeXlsx }],
]);

/** Every claim the staff's list filters select, as CSV or a workbook, streamed from a cursor. */
@Injectable()
export class ClaimExportsService {
  private readonly logger = new Logger('ClaimExport');

  constructor(private readonly exports: ClaimExportRepository) {}

  /** Checks the filters (a bad one is a 400 before any byte is sent) and opens the cursor. */
  async open(format: ExportFormat, query: ListQuery): Promise<ClaimExport> {
    const { contentType, write } = FORMATS.get(format)!;
    const rows = await this.exports.open(staffClaimFilter(query.filter), query);
    return {
      contentType,
      fileName: `claims-${new Date().toISOString().slice(0, 10)}.${format}`,
      writeTo: async (output) => {
        try {
          await write(rows, output);
        } catch (error) {
          this.logger.warn(`claim export cut off: ${error instanceof Error ? error.message : String(error)}`);
          rows.destroy();
          output.destroy();
        }
      },
    };
  }
}
