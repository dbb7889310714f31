import { PageTitle } from '../../components/PageTitle';
import { NotFoundMessage } from '../../components/NotFoundMessage';
import { NOT_FOUND, PAGE_TITLES } from '../../texts';

export default function NotFoundPage() {
  return (
    <>
      <PageTitle title={PAGE_TITLES.notFound} />
      <NotFoundMessage heading={NOT_FOUND.heading} text={NOT_FOUND.text} linkTo="/" linkText={NOT_FOUND.toHome} />
    </>
  );
}
