import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Out of sight, still read (MUI's own visuallyHidden, which @mui/material does not export). */
const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/**
 * The header of a table's column of row buttons (Details, Edit, Delete) or tick boxes, read by screen
 * readers only: an empty header left those cells without one (WCAG 1.3.1; axe's td-has-header).
 * `label` is its message key, by default 'Actions'.
 */
export function HiddenColumnHeader({ label = 'console.actionsColumn' }: { label?: string }) {
  const translate = useTranslate();
  return (
    <Box component="span" sx={VISUALLY_HIDDEN}>
      {translate(label)}
    </Box>
  );
}
