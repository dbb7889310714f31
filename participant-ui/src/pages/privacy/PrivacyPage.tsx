import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { useQuery } from '@tanstack/react-query';
import Markdown from 'react-markdown';

import { getPrivacyNotice } from '../../api/privacy';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useT } from '../../i18n/useT';

/** The academy's privacy notice (PRIVACY_NOTICE_FILE on the server, else its template in the page's language), rendered from markdown. */
export default function PrivacyPage() {
  const t = useT();
  const { language } = useLanguage();
  const notice = useQuery({
    queryKey: ['privacy-notice', language],
    queryFn: ({ signal }) => getPrivacyNotice(language, signal),
  });
  return (
    <>
      <PageTitle title={t('pageTitles.privacy')} />
      {notice.isPending && <PageLoading />}
      {notice.isError && <Alert severity="error">{t('privacy.loadFailed')}</Alert>}
      {notice.data && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, '& h1': { mt: 0 }, lineHeight: 1.6 }}>
          <Markdown>{notice.data.markdown}</Markdown>
        </Paper>
      )}
    </>
  );
}
