import { newerThanThisRelease, KNOWN_MIGRATIONS } from '../database/schema-version.js';
import { backupFileName, takenAtOf } from './backup-manifest.js';

describe('backup file names', () => {
  it('carry the time to the second (UTC) and the schema version, and give the time back', () => {
    const takenAt = new Date('2026-11-29T01:30:07.912Z');
    const name = backupFileName(takenAt, 'RunClosedByStatement1767600000000');
    expect(name).toBe('unit-costs-2026-11-29T01-30-07Z-RunClosedByStatement1767600000000.tar');
    expect(takenAtOf(name)).toEqual(new Date('2026-11-29T01:30:07Z'));
  });

  it('are told apart from other files, which retention leaves alone', () => {
    for (const other of [
      'notes.txt',
      'unit-costs-2026-11-29T01-30-07Z-X.tar.partial',
      'unit-costs-2026-13-40T01-30-07Z-X.tar',
      'other-2026-11-29T01-30-07Z-X.tar',
      '.partial-abc',
    ]) {
      expect(takenAtOf(other)).toBeNull();
    }
  });
});

describe('a schema compared with this release', () => {
  it('is not newer when this release knows its migrations in order, however many it adds', () => {
    expect(newerThanThisRelease(KNOWN_MIGRATIONS.slice(0, 5))).toBeNull();
    expect(newerThanThisRelease(KNOWN_MIGRATIONS)).toBeNull();
  });

  it('is newer with a migration this release does not know, or its migrations in another order', () => {
    expect(newerThanThisRelease([...KNOWN_MIGRATIONS, 'Later1899999999999'])).toBe(
      'it has the migration Later1899999999999, which this release does not know',
    );
    expect(newerThanThisRelease([KNOWN_MIGRATIONS[1], KNOWN_MIGRATIONS[0]])).toBe(
      `its migrations differ from this release's from ${KNOWN_MIGRATIONS[1]} on`,
    );
  });
});
