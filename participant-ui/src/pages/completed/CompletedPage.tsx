import CheckCircle from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { PageTitle } from '../../components/PageTitle';
import { COMPLETED, PAGE_TITLES } from '../../texts';

export default function CompletedPage() {
  return (
    <Card sx={{ maxWidth: 640, mx: 'auto' }}>
      <PageTitle title={PAGE_TITLES.completed} />
      <CardContent sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <CheckCircle color="success" sx={{ fontSize: 48 }} aria-hidden="true" />
        <Typography variant="h1">{COMPLETED.heading}</Typography>
        <Typography>{COMPLETED.text}</Typography>
        <Button component={RouterLink} to="/me/claims" variant="contained">
          {COMPLETED.toMyClaims}
        </Button>
      </CardContent>
    </Card>
  );
}
