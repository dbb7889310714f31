import { Box, Button, Chip, Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

import { formatBerlinDateTime } from '../../format/berlinTime';
import { contactName } from '../../types';
import { maxNightsLabel } from '../eventRules';
import type { WizardValues } from './wizardValues';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Grid size={{ xs: 5, sm: 4 }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </Grid>
      <Grid size={{ xs: 7, sm: 8 }}>
        <Typography variant="body2" component="div">
          {children || '–'}
        </Typography>
      </Grid>
    </>
  );
}

function Section({ title, onEdit, children }: { title: string; onEdit: () => void; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Button size="small" onClick={onEdit} aria-label={`${translate('console.events.edit')} ${title}`}>
          {translate('console.events.edit')}
        </Button>
      </Stack>
      {children}
    </Box>
  );
}

/** Step 4: everything entered, with edit links back to steps 1 to 3. */
export function SummaryStep({ goTo }: { goTo: (step: number) => void }) {
  const translate = useTranslate();
  const values = useWatch() as WizardValues;
  const { setValue } = useFormContext();
  const contacts = values.contacts ?? [];
  const field = (source: string) => translate(`resources.events.fields.${source}`);
  return (
    <>
      <Section title={translate('console.events.steps.core')} onEdit={() => goTo(0)}>
        <Grid container rowSpacing={0.5}>
          <Row label={field('number')}>{values.number}</Row>
          <Row label={field('title')}>{values.title}</Row>
          <Row label={field('startDate')}>{formatBerlinDateTime(values.startDate)}</Row>
          <Row label={field('endDate')}>{formatBerlinDateTime(values.endDate)}</Row>
          <Row label={field('offlineDate')}>{formatBerlinDateTime(values.offlineDate)}</Row>
          <Row label={field('distanceBandVersion')}>{values.distanceBandVersion}</Row>
          <Row label={field('accommodationEligible')}>
            {values.accommodationEligible ? translate('console.events.yes') : translate('console.events.no')}
          </Row>
          <Row label={translate('console.events.maxNight')}>
            <span data-testid="summary-max-nights">
              {maxNightsLabel(
                values.maxNights === null ? undefined : Number(values.maxNights),
                Boolean(values.accommodationEligible),
              )}
            </span>
          </Row>
        </Grid>
      </Section>
      <Section title={translate('console.events.steps.venue')} onEdit={() => goTo(1)}>
        <Grid container rowSpacing={0.5}>
          <Row label={field('venueName')}>{values.venueName}</Row>
          <Row label={field('venueCity')}>{values.venueCity}</Row>
          <Row label={field('venueCountry')}>{values.venueCountry}</Row>
        </Grid>
      </Section>
      <Section title={translate('console.events.steps.employees')} onEdit={() => goTo(2)}>
        {contacts.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('console.events.noEmployeesSelected')}
          </Typography>
        ) : (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {contacts.map((contact) => {
              const remove = () =>
                setValue(
                  'contacts',
                  contacts.filter((pick) => pick.id !== contact.id),
                  { shouldDirty: true },
                );
              return (
                <Chip
                  key={contact.id}
                  label={contactName(contact)}
                  title={translate('console.events.clickToRemove')}
                  onClick={remove}
                  onDelete={remove}
                  color="primary"
                  variant="outlined"
                />
              );
            })}
          </Stack>
        )}
      </Section>
    </>
  );
}
