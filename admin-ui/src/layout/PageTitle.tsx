import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * A page's title in the app bar (ConsoleAppBar's #react-admin-title, where react-admin's <Title>
 * also renders), without <Title>'s configurable-preferences machinery.
 */
export function PageTitle({ title }: { title: string }) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the app bar's slot is in the DOM only once the page has mounted
  useEffect(() => setContainer(document.getElementById('react-admin-title')), []);
  return container ? createPortal(<span>{title}</span>, container) : null;
}
