import { Injectable } from '@nestjs/common';

import { TransactionHost } from '../../platform/database/transaction-host.js';
import { scanExtension, storedScanName } from './scan-type.js';

export interface ScanRow {
  id: number;
  eventId: number;
  day: string | null;
  fileName: string;
  mediaType: string;
  size: number;
  uploadedBy: string;
  uploadedAt: Date;
}

export interface NewScan {
  day: string | null;
  fileName: string;
  mediaType: string;
  content: Buffer;
  uploadedBy: string;
}

const SCAN_COLUMNS = `id, event_id AS "eventId", to_char(day, 'YYYY-MM-DD') AS day, file_name AS "fileName",
  media_type AS "mediaType", size, uploaded_by AS "uploadedBy", uploaded_at AS "uploadedAt"`;

/**
 * A scan as read: its name as storedScanName makes it, so that one kept before that rule (issue 34)
 * is downloaded and packed under a safe name too.
 */
function withSafeName<T extends ScanRow>(row: T): T {
  return { ...row, fileName: storedScanName(row.fileName, scanExtension(row.mediaType)) };
}

/** The signed sheets' scans: their bytes in a bytea column (docs/decisions.md, "Attendance"). */
@Injectable()
export class AttendanceScansRepository {
  constructor(private readonly db: TransactionHost) {}

  /** The event's scans, newest first; without their bytes (TOASTed apart, so not read). */
  async list(eventId: number): Promise<ScanRow[]> {
    const rows: ScanRow[] = await this.db.manager.query(
      `SELECT ${SCAN_COLUMNS} FROM attendance_scan WHERE event_id = $1 ORDER BY uploaded_at DESC, id DESC`,
      [eventId],
    );
    return rows.map(withSafeName);
  }

  async insert(eventId: number, scan: NewScan): Promise<ScanRow> {
    const [row] = await this.db.manager.query(
      `INSERT INTO attendance_scan (event_id, day, file_name, media_type, size, content, uploaded_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${SCAN_COLUMNS}`,
      [eventId, scan.day, scan.fileName, scan.mediaType, scan.content.length, scan.content, scan.uploadedBy],
    );
    return row;
  }

  async content(eventId: number, id: number): Promise<(ScanRow & { content: Buffer }) | null> {
    const [row] = await this.db.manager.query(
      `SELECT ${SCAN_COLUMNS}, content FROM attendance_scan WHERE event_id = $1 AND id = $2`,
      [eventId, id],
    );
    return row ? withSafeName(row) : null;
  }

  /** Every scan of the event with its bytes, oldest first: the audit pack. */
  async withContent(eventId: number): Promise<(ScanRow & { content: Buffer })[]> {
    const rows: (ScanRow & { content: Buffer })[] = await this.db.manager.query(
      `SELECT ${SCAN_COLUMNS}, content FROM attendance_scan WHERE event_id = $1 ORDER BY day NULLS LAST, uploaded_at, id`,
      [eventId],
    );
    return rows.map(withSafeName);
  }

  async delete(eventId: number, id: number): Promise<boolean> {
    // DELETE answers [rows, count] through TypeORM.
    const [, count] = await this.db.manager.query(`DELETE FROM attendance_scan WHERE event_id = $1 AND id = $2`, [
      eventId,
      id,
    ]);
    return count > 0;
  }

  async count(eventId: number): Promise<number> {
    const [{ count }] = await this.db.manager.query(
      `SELECT count(*)::int AS count FROM attendance_scan WHERE event_id = $1`,
      [eventId],
    );
    return count;
  }
}
