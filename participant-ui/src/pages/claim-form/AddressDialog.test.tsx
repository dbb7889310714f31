import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderInApp } from '../../test-support/render';
import { en } from '../../test-support/texts';
import type { AddressField, EmployerAddress } from './address';
import { AddressDialog } from './AddressDialog';

const cityOnly: EmployerAddress = {
  institution: '',
  street: '',
  postalCode: '',
  city: 'Trier',
  countryCode: 'DE',
  countryName: 'Germany',
  latitude: 49.75,
  longitude: 6.64,
};

function renderDialog(address: EmployerAddress = cityOnly, locked: AddressField[] = ['city']) {
  const onApply = vi.fn();
  const onCancel = vi.fn();
  renderInApp(<AddressDialog address={address} locked={locked} onApply={onApply} onCancel={onCancel} />);
  const dialog = screen.getByRole('dialog', { name: en('addressModal.title') });
  const field = (label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`));
  const apply = () => userEvent.click(within(dialog).getByRole('button', { name: en('addressModal.apply') }));
  return { dialog, field, apply, onApply, onCancel };
}

describe("'Missing required address data' dialog", () => {
  it('names every missing mandatory field and applies nothing', async () => {
    const { dialog, apply, onApply } = renderDialog({ ...cityOnly, city: '' }, []);

    await apply();

    expect(within(dialog).getByText('Field Institution is mandatory.')).toBeInTheDocument();
    expect(within(dialog).getByText('Field Street is mandatory.')).toBeInTheDocument();
    expect(within(dialog).getByText('Field City is mandatory.')).toBeInTheDocument();
    expect(within(dialog).getByText('Field PostalCode is mandatory.')).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('counts blanks as missing and clears a message once the field is filled', async () => {
    const { dialog, field, apply, onApply } = renderDialog();

    await userEvent.type(field(en('addressModal.institution')), '   ');
    await userEvent.type(field(en('addressModal.street')), 'Kornmarkt 1');
    await apply();

    expect(within(dialog).getByText(en('addressModal.institutionMandatory'))).toBeInTheDocument();
    expect(within(dialog).getByText(en('addressModal.postalCodeMandatory'))).toBeInTheDocument();
    expect(within(dialog).queryByText(en('addressModal.streetMandatory'))).not.toBeInTheDocument();
    expect(within(dialog).queryByText(en('addressModal.cityMandatory'))).not.toBeInTheDocument();

    await userEvent.type(field(en('addressModal.postalCode')), '54290');
    expect(within(dialog).queryByText(en('addressModal.postalCodeMandatory'))).not.toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('keeps the supplied fields and the country read-only and applies the trimmed address', async () => {
    const { field, apply, onApply } = renderDialog();

    expect(field(en('addressModal.city'))).toHaveAttribute('readonly');
    expect(field(en('addressModal.country'))).toHaveAttribute('readonly');
    await userEvent.type(field(en('addressModal.city')), 'X');
    expect(field(en('addressModal.city'))).toHaveValue('Trier');

    await userEvent.type(field(en('addressModal.institution')), ' Landgericht Trier ');
    await userEvent.type(field(en('addressModal.street')), 'Justizstraße 2');
    await userEvent.type(field(en('addressModal.postalCode')), '54290');
    await apply();

    expect(onApply).toHaveBeenCalledWith({
      ...cityOnly,
      institution: 'Landgericht Trier',
      street: 'Justizstraße 2',
      postalCode: '54290',
    });
  });

  it('can be cancelled', async () => {
    const { dialog, onCancel } = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
