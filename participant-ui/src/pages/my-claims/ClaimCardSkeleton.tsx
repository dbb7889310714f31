import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The placeholder of a claim card while the list loads. */
export function ClaimCardSkeleton() {
  return (
    <Card data-testid="claim-card-skeleton">
      <CardContent>
        <Stack spacing={1}>
          <Skeleton variant="rounded" width={80} height={24} />
          <Skeleton variant="text" sx={{ fontSize: '1.15rem' }} />
          <Skeleton variant="text" />
          <Skeleton variant="text" />
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="rounded" width={140} height={36} />
        </Stack>
      </CardContent>
    </Card>
  );
}
