import { Injectable, Logger } from '@nestjs/common';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import type { StaffPrincipal } from '../../../platform/auth/principal.js';
import type { ListQuery } from '../../../platform/common/lists/list-query.js';
import { staffClaimFilter } from '../dto/claim-list-filter.js';
import { ClaimExportRepository } from './claim-export.repository.js';
import { CSV_COPY_OPTIONS, CSV_SELECT, CsvRecords } from './csv-export.js';
import { writeXlsx, XLSX_COPY_OPTIONS, XLSX_SELECT } from './xlsx-export.js';

export type ExportFormat = 'csv' | 'xlsx';

/** What a download needs to start: its headers, then the writing of every row. */
export interface ClaimExport {
  contentType: string;
  fileName: string;
  /** Streams every row into `output`; a failure half-way cuts the download off (the headers are out). */
  writeTo(output: Writable): Promise<void>;
}

const CONTENT_TYPES = new Map<ExportFormat, string>([
  ['csv', 'text/csv; charset=utf-8'],
  ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
]);

/** Every claim the staff's list filters select, as CSV or a workbook, streamed as PostgreSQL writes it. */
@Injectable()
export class ClaimExportsService {
  private readonly logger = new Logger('ClaimExport');

  constructor(private readonly exports: ClaimExportRepository) {}

  /** Checks the filters (a bad one is a 400 before any byte is sent) and opens the cursor. */
  async open(format: ExportFormat, query: ListQuery, staff: StaffPrincipal): Promise<ClaimExport> {
    const filter = staffClaimFilter(query.filter, staff);
    // Both from COPY: the CSV as PostgreSQL writes it, the worksheet's rows from its text format.
    const rows =
      format === 'csv'
        ? await this.exports.copy(filter, query, CSV_SELECT, CSV_COPY_OPTIONS)
        : await this.exports.copy(filter, query, XLSX_SELECT, XLSX_COPY_OPTIONS);
    const write =
      format === 'csv'
        ? (output: Writable) => pipeline(rows, new CsvRecords(), output)
        : (output: Writable) => writeXlsx(rows, output);
    return {
      contentType: CONTENT_TYPES.get(format)!,
      fileName: `claims-${new Date().toISOString().slice(0, 10)}.${format}`,
      writeTo: async (output) => {
        try {
          await write(output);
        } catch (error) {
          this.logger.warn(`claim export cut off: ${error instanceof Error ? error.message : String(error)}`);
          rows.destroy();
          output.destroy();
        }
      },
    };
  }
}
