import { TableCell, TableSortLabel } from '@mui/material';
import { useListSortContext, useTranslate } from 'react-admin';

const OPPOSITE = { ASC: 'DESC', DESC: 'ASC' } as const;

/**
 * A list column's header that sorts by `source` as react-admin's DataTable does: a click on the
 * sorted column reverses the order, on another column sorts it ascending; its title says what a click does.
 */
export function SortableHeaderCell({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { sort, setSort } = useListSortContext();
  const active = sort.field === source;
  const next = active ? OPPOSITE[sort.order] : 'ASC';
  const title = translate('ra.sort.sort_by', {
    field: label,
    field_lower_first: label.charAt(0).toLowerCase() + label.slice(1),
    order: translate(`ra.sort.${next}`),
  });
  return (
    <TableCell sortDirection={active ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}>
      <TableSortLabel
        active={active}
        direction={active && sort.order === 'ASC' ? 'asc' : 'desc'}
        title={title}
        onClick={() => setSort({ field: source, order: next })}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
}
