import { Pagination } from 'react-admin';

/** The server's page size is 20 (docs/rules.md, "Lists"); 100 is the most it answers at once. */
export const PAGE_SIZE = 20;

export function ConsolePagination() {
  return <Pagination rowsPerPageOptions={[10, PAGE_SIZE, 50, 100]} />;
}
