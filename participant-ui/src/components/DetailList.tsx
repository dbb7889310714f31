import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface DetailRow {
  label: string;
  value: ReactNode;
  /** The last line of a sum. */
  emphasis?: boolean;
}

interface DetailListProps {
  rows: DetailRow[];
  /** 'amounts': values right-aligned, for sums; 'facts': values beside their labels, for text. */
  variant?: 'amounts' | 'facts';
}

/** Label and value pairs, one a line (a refund's details, a summary of unit costs, an event's facts). */
export function DetailList({ rows, variant = 'amounts' }: DetailListProps) {
  const amounts = variant === 'amounts';
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        // Facts stack label over value on phones, where two columns leave each too narrow.
        gridTemplateColumns: amounts
          ? 'minmax(min-content, 1fr) auto'
          : { xs: 'minmax(0, 1fr)', sm: 'minmax(6rem, max-content) minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: amounts ? 0.75 : { xs: 0, sm: 0.75 },
        overflowWrap: 'break-word',
      }}
    >
      {rows.map(({ label, value, emphasis }) => (
        <Box
          key={label}
          sx={{
            display: 'grid',
            gridColumn: '1 / -1',
            gridTemplateColumns: 'subgrid',
            ...(emphasis
              ? { fontWeight: 700, borderTop: 1, borderColor: 'divider', pt: 0.75, '& > *': { fontWeight: 700 } }
              : {}),
          }}
        >
          <Typography
            component="dt"
            sx={{
              color: emphasis ? 'text.primary' : 'text.secondary',
              ...(amounts ? {} : { mt: { xs: 1, sm: 0 }, fontSize: { xs: '0.875rem', sm: '1rem' } }),
            }}
          >
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, minWidth: 0, textAlign: amounts ? 'right' : 'left', fontVariantNumeric: 'tabular-nums' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
