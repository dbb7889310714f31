import Facebook from '@mui/icons-material/Facebook';
import LinkedIn from '@mui/icons-material/LinkedIn';
import X from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { useT } from '../i18n/useT';
import { ACADEMY } from '../texts';

const ICONS: Record<string, ComponentType> = { LinkedIn, X, YouTube, Facebook };

export function Footer() {
  const t = useT();
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', mt: 4 }}>
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ justifyContent: 'space-between' }}>
          <Box component="address" sx={{ fontStyle: 'normal' }}>
            <Typography sx={{ fontWeight: 600 }}>{t('academy.name')}</Typography>
            <Typography>{ACADEMY.street}</Typography>
            <Typography>
              {ACADEMY.postalCode} {ACADEMY.city}
            </Typography>
            <Typography>{t('academy.country')}</Typography>
          </Box>
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{t('footer.contact')}</Typography>
            <Typography>
              {t('common.labelled', { label: t('footer.phone') })}{' '}
              <Link href={`tel:${ACADEMY.phone.replace(/[^+\d]/g, '')}`} color="inherit">
                {ACADEMY.phone}
              </Link>
            </Typography>
            <Typography>
              {t('common.labelled', { label: t('footer.mail') })}{' '}
              <Link href={`mailto:${ACADEMY.infoMail}`} color="inherit">
                {ACADEMY.infoMail}
              </Link>
            </Typography>
            <Typography>
              <Link component={RouterLink} to="/privacy" color="inherit">
                {t('privacy.link')}
              </Link>
              {' · '}
              <Link component={RouterLink} to="/me/data" color="inherit">
                {t('ownData.link')}
              </Link>
            </Typography>
          </Box>
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{t('footer.followUs')}</Typography>
            <Stack direction="row" spacing={0.5} sx={{ ml: -1 }}>
              {ACADEMY.social.map(({ name, href }) => {
                const Icon = ICONS[name];
                return (
                  <IconButton
                    key={name}
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    color="inherit"
                    aria-label={t('footer.socialLink', { network: name })}
                  >
                    <Icon />
                  </IconButton>
                );
              })}
            </Stack>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
