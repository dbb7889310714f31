import { Card, CardContent, Skeleton, Typography } from '@mui/material';

/**
 * What a show page shows instead of its record: skeleton rows while it loads, or the page's
 * not-found sentence when the record could not be read.
 */
export function ShowPlaceholder({ isPending, rows, notFound }: { isPending: boolean; rows: number; notFound: string }) {
  return (
    <Card>
      <CardContent>
        {isPending ? (
          Array.from({ length: rows }, (_, index) => <Skeleton key={index} height={32} />)
        ) : (
          <Typography>{notFound}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
