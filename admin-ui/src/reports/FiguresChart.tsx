import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { BarChart, type BarSeries } from '@mui/x-charts/BarChart';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** One row of a chart's table view: the category and a value per series. */
export type ChartRow = { category: string } & Record<string, string | number>;

export interface ChartSeries {
  dataKey: string;
  label: string;
  format: (value: number) => string;
  color?: string;
}

interface FiguresChartProps {
  title: string;
  categoryLabel: string;
  valueLabel: string;
  rows: ChartRow[];
  series: ChartSeries[];
  /** Bars side by side (grouped) or one on top of the other. */
  stacked?: boolean;
  /** Horizontal bars: for long category names (countries). */
  horizontal?: boolean;
  /** The values are counts: the value axis has whole-number ticks only. */
  wholeNumbers?: boolean;
  loading?: boolean;
  empty?: ReactNode;
}

/** The value axis: labelled; for counts, ticks a whole number apart (no '0.5 claims' on a small chart). */
export function valueAxis(label: string, wholeNumbers = false) {
  return wholeNumbers ? { label, tickMinStep: 1 } : { label };
}

/**
 * A titled bar chart with labelled axes, and the same figures as a table: screen readers and
 * anyone who needs the exact numbers switch to it.
 */
export function FiguresChart(props: FiguresChartProps) {
  const { title, categoryLabel, valueLabel, rows, series, stacked, horizontal, wholeNumbers, loading, empty } = props;
  const translate = useTranslate();
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const bars: BarSeries[] = series.map((item) => ({
    dataKey: item.dataKey,
    label: item.label,
    color: item.color,
    stack: stacked ? 'total' : undefined,
    valueFormatter: (value: number | null) => (value === null ? '' : item.format(value)),
  }));
  const categoryAxis = [{ scaleType: 'band' as const, dataKey: 'category', label: categoryLabel }];
  const valueLabelOnly = valueAxis(valueLabel, wholeNumbers);
  const height = horizontal ? Math.max(220, rows.length * 34 + 80) : 300;
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          <Button size="small" aria-pressed={asTable} onClick={() => setAsTable((shown) => !shown)}>
            {translate(asTable ? 'console.chartView' : 'console.tableView')}
          </Button>
        </Stack>
        {!loading && rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            {empty ?? translate('console.noClaims')}
          </Typography>
        ) : asTable ? (
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {categoryLabel}
                </TableCell>
                {series.map((item) => (
                  <TableCell key={item.dataKey} component="th" scope="col" align="right">
                    {item.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.category}>
                  <TableCell component="th" scope="row">
                    {row.category}
                  </TableCell>
                  {series.map((item) => (
                    <TableCell key={item.dataKey} align="right">
                      {item.format(Number(row[item.dataKey] ?? 0))}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Box role="img" aria-label={`${title}: bar chart. Use Table view for the figures.`}>
            <BarChart
              dataset={rows}
              series={bars}
              layout={horizontal ? 'horizontal' : 'vertical'}
              xAxis={horizontal ? [valueLabelOnly] : categoryAxis}
              yAxis={horizontal ? [{ ...categoryAxis[0], width: 120 }] : [{ ...valueLabelOnly, width: 72 }]}
              height={height}
              loading={loading}
              hideLegend={series.length < 2}
            />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
