import { useT } from '../i18n/useT';

/** The document title of a page (React 19 moves <title> into the head). */
export function PageTitle({ title }: { title: string }) {
  const t = useT();
  return <title>{`${title} · ${t('academy.shortName')}`}</title>;
}
