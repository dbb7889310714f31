import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

import { fakeDataProvider, renderAdmin } from '../test/renderAdmin';
import type { EventDto } from '../types';
import { linkLanguages, ShowLinkButton } from './ShowLinkButton';

const LINK = 'https://claims.example.org/claims/create/126DT01';

function showLink(languages: EventDto['languages']) {
  const event = { id: 7, number: '126DT01', title: 'Recent Case Law', languages } as unknown as EventDto;
  renderAdmin({
    element: (
      <RecordContextProvider value={event}>
        <ShowLinkButton />
      </RecordContextProvider>
    ),
    path: '/event/7',
    resource: 'event',
    dataProvider: fakeDataProvider({}),
  });
}

describe("the 'Show Link' dialog", () => {
  it('offers the English link as before and one link per language of the event, named in that language', async () => {
    const user = userEvent.setup();
    showLink([
      { language: 'fr', title: 'La jurisprudence récente' },
      { language: 'de', title: 'Aktuelle Rechtsprechung' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Show Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Public claim link' });
    const links = within(dialog).getAllByRole('textbox');
    expect(links.map((field) => [field.getAttribute('value')])).toEqual([
      [LINK],
      [`${LINK}?lang=de`],
      [`${LINK}?lang=fr`],
    ]);
    expect(within(dialog).getByRole('textbox', { name: 'Link' })).toHaveValue(LINK);
    expect(within(dialog).getByRole('textbox', { name: 'Deutsch' })).toHaveValue(`${LINK}?lang=de`);
    expect(within(dialog).getByRole('textbox', { name: 'Français' })).toHaveValue(`${LINK}?lang=fr`);
    expect(within(dialog).getByText('Deutsch')).toHaveAttribute('lang', 'de');
    expect(within(dialog).getByText('Français')).toHaveAttribute('lang', 'fr');

    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(dialog).getByRole('button', { name: 'Copy link: Français' }));
    expect(writeText).toHaveBeenCalledWith(`${LINK}?lang=fr`);
    await user.click(within(dialog).getByRole('button', { name: 'Copy to clipboard' }));
    expect(writeText).toHaveBeenLastCalledWith(LINK);
  });

  it('offers only the English link for an event without titles in the app’s languages', async () => {
    const user = userEvent.setup();
    showLink([{ language: 'it', title: 'Giurisprudenza recente' }]);
    await user.click(screen.getByRole('button', { name: 'Show Link' }));
    expect(within(screen.getByRole('dialog')).getAllByRole('textbox')).toHaveLength(1);
  });
});

describe('linkLanguages', () => {
  it("is the event's German and French, in the app's order, whatever the case, without English", () => {
    expect(
      linkLanguages({
        languages: [
          { language: 'FR', title: 'x' },
          { language: 'en', title: 'y' },
          { language: 'de', title: 'z' },
          { language: 'pl', title: 'w' },
        ],
      }),
    ).toEqual(['de', 'fr']);
    expect(linkLanguages({ languages: [] })).toEqual([]);
  });
});
