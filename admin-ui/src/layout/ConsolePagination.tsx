import { Box, MenuItem, Pagination, Select, Toolbar, Typography } from '@mui/material';
import { useId } from 'react';
import { useListPaginationContext, useTranslate } from 'react-admin';

/** The server's page size is 20 (docs/rules.md, "Lists"); 100 is the most it answers at once. */
export const PAGE_SIZE = 20;
const ROWS_PER_PAGE = [10, PAGE_SIZE, 50, 100];

type ItemType = 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis';

/**
 * The lists' pagination as react-admin's <Pagination> shows it (rows per page, "1-20 of 57", page
 * numbers), from MUI's Select and Pagination alone: MUI's TablePagination would bring its tooltips
 * (and Popper) to the first screen (docs/decisions.md, "Console").
 */
export function ConsolePagination() {
  const translate = useTranslate();
  const labelId = useId();
  const { isPending, page, perPage, total, setPage, setPerPage } = useListPaginationContext();
  if (isPending) return <Toolbar variant="dense" />;
  const count = total ?? page * perPage;
  const pages = Math.ceil(count / perPage) || 1;
  if (count === 0 || page < 1 || page > pages) return null;
  const itemLabel = (type: ItemType, item: number | null, selected: boolean) =>
    type === 'page'
      ? translate(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', { page: item })
      : translate(`ra.navigation.${type}`);
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'center',
        flexWrap: 'wrap',
        minHeight: 52,
        px: 2,
        columnGap: 2,
      }}
    >
      <Typography variant="body2" id={labelId}>
        {translate('ra.navigation.page_rows_per_page')}
      </Typography>
      <Select
        variant="standard"
        disableUnderline
        size="small"
        labelId={labelId}
        value={perPage}
        onChange={(event) => setPerPage(Number(event.target.value))}
        sx={{ fontSize: 'body2.fontSize', mr: 2 }}
      >
        {ROWS_PER_PAGE.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </Select>
      <Typography variant="body2">
        {translate('ra.navigation.page_range_info', {
          offsetBegin: (page - 1) * perPage + 1,
          offsetEnd: Math.min(count, page * perPage),
          total: count,
        })}
      </Typography>
      {pages > 1 && (
        <Pagination
          size="small"
          count={pages}
          page={page}
          onChange={(_event, next) => setPage(next)}
          getItemAriaLabel={itemLabel}
          sx={{ ml: 2 }}
        />
      )}
    </Box>
  );
}
