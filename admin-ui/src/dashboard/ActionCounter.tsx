import { Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

interface ActionCounterProps {
  label: string;
  value: string | undefined;
  hint: string;
  /** The list this figure counts (filtered), if any. */
  to?: string;
}

/** A figure on the dashboard; one that needs action links to the claims it counts. */
export function ActionCounter({ label, value, hint, to }: ActionCounterProps) {
  const content = (
    <CardContent>
      <Typography variant="body2" color="text.secondary" component="h2">
        {label}
      </Typography>
      <Typography variant="h4" component="p" sx={{ my: 0.5 }}>
        {value ?? <Skeleton width={80} />}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {hint}
      </Typography>
    </CardContent>
  );
  return (
    <Card sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}
