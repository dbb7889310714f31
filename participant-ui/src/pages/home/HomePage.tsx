import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { PageTitle } from '../../components/PageTitle';
import { HOME, PAGE_TITLES } from '../../texts';

export default function HomePage() {
  return (
    <Card sx={{ maxWidth: 720, mx: 'auto' }}>
      <PageTitle title={PAGE_TITLES.home} />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h1">{HOME.heading}</Typography>
        <Typography>{HOME.intro}</Typography>
        <Typography>{HOME.signInHint}</Typography>
        <div>
          <Button component={RouterLink} to="/login" variant="contained">
            {HOME.signIn}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
