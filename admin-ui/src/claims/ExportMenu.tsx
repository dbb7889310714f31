import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';

import { useDownload } from '../reports/useDownload';

/** The export URL for the list's filters and sort (every matching claim, not the page). */
export function exportUrl(
  format: 'csv' | 'xlsx',
  filter: Record<string, unknown>,
  sort?: { field: string; order: string },
) {
  const params = new URLSearchParams({ filter: JSON.stringify(filter) });
  if (sort?.field) params.set('sort', JSON.stringify([sort.field, sort.order]));
  return `/api/travelclaim/export.${format}?${params}`;
}

/** Export (CSV, Excel) of the claim list with its current filters. */
export function ExportMenu() {
  const translate = useTranslate();
  const { filterValues, sort } = useListContext();
  const { busy, download } = useDownload();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const start = (format: 'csv' | 'xlsx') => {
    setAnchor(null);
    void download(exportUrl(format, filterValues, sort), `claims.${format}`);
  };
  return (
    <>
      <Button
        size="small"
        startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}
        disabled={busy}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {busy ? translate('console.exports.preparing') : translate('console.exports.export')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => start('csv')}>{translate('console.exports.csv')}</MenuItem>
        <MenuItem onClick={() => start('xlsx')}>{translate('console.exports.excel')}</MenuItem>
      </Menu>
    </>
  );
}
