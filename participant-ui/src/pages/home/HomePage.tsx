import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { PageTitle } from '../../components/PageTitle';
import { useT } from '../../i18n/useT';

export default function HomePage() {
  const t = useT();
  return (
    <Card sx={{ maxWidth: 720, mx: 'auto' }}>
      <PageTitle title={t('pageTitles.home')} />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h1">{t('home.heading')}</Typography>
        <Typography>{t('home.intro')}</Typography>
        <Typography>{t('home.signInHint')}</Typography>
        <div>
          <Button component={RouterLink} to="/login" variant="contained">
            {t('home.signIn')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
