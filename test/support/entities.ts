import { getMetadataArgsStorage } from 'typeorm';

// Loads every module of the app, and with each module its entities.
import '../../server/src/app.module.js';

/**
 * Every entity of the app's modules (each registers its own with DatabaseModule.forEntities), for a
 * test's own data source: the server's dataSourceOptions names none.
 */
export function appEntities() {
  return getMetadataArgsStorage().tables.map((table) => table.target);
}
