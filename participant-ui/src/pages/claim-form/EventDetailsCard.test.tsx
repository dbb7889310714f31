import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { anEvent } from '../../test-support/factories';
import { renderPage } from '../../test-support/render';
import { EventDetailsCard } from './EventDetailsCard';

describe('EventDetailsCard', () => {
  it("names the venue's country in the page's language", () => {
    renderPage(<EventDetailsCard event={anEvent()} />, { language: 'fr' });
    expect(screen.getByText('ERA Conference Centre, Trier, Allemagne')).toBeInTheDocument();
    expect(screen.queryByText(/Germany/)).not.toBeInTheDocument();
  });
});
