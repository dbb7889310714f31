import { ACADEMY } from '../texts';

/** The document title of a page (React 19 moves <title> into the head). */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · ${ACADEMY.shortName}`}</title>;
}
