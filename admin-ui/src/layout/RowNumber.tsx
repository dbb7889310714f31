import { useListContext, useRecordContext } from 'react-admin';

/** The '#' column: the row's position in the whole list (1-based, across pages). */
export function RowNumber() {
  const record = useRecordContext();
  const { data, page, perPage } = useListContext();
  const index = record && data ? data.findIndex((row) => row.id === record.id) : -1;
  return <>{index < 0 ? '' : (page - 1) * perPage + index + 1}</>;
}
