import { NotFoundMessage } from '../../components/NotFoundMessage';
import { PageTitle } from '../../components/PageTitle';
import { useT } from '../../i18n/useT';

export default function NotFoundPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('pageTitles.notFound')} />
      <NotFoundMessage
        heading={t('notFound.heading')}
        text={t('notFound.text')}
        linkTo="/"
        linkText={t('notFound.toHome')}
      />
    </>
  );
}
