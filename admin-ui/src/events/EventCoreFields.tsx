import { Grid } from '@mui/material';
import { NumberInput, RadioButtonGroupInput, SelectInput, TextInput, useTranslate } from 'react-admin';

import { useDistanceBandVersions } from '../distances/useDistanceBandVersions';
import { BerlinDateTimeInput } from './BerlinDateTimeInput';
import { coreDataRules, NO_VERSION } from './eventRules';

/** The core-data fields, in the form's own names; the wizard validates them with trigger(CORE_FIELDS). */
export const CORE_FIELDS = [
  'number',
  'title',
  'startDate',
  'endDate',
  'offlineDate',
  'distanceBandVersion',
  'accommodationEligible',
  'maxNights',
] as const;

const ELIGIBILITY = [
  { id: 'false', name: 'console.events.no' },
  { id: 'true', name: 'console.events.yes' },
];

/** Wizard step 1 and the edit page's first tab. */
export function EventCoreFields() {
  const translate = useTranslate();
  const { data: versions = [] } = useDistanceBandVersions();
  const versionChoices = versions.map((version) => ({ id: version, name: String(version) }));
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextInput source="number" label="resources.events.fields.number" validate={coreDataRules.number} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextInput source="title" label="resources.events.fields.title" validate={coreDataRules.title} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <BerlinDateTimeInput
          source="startDate"
          label="resources.events.fields.startDate"
          validate={coreDataRules.startDate}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <BerlinDateTimeInput
          source="endDate"
          label="resources.events.fields.endDate"
          validate={coreDataRules.endDate}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <BerlinDateTimeInput source="offlineDate" label="resources.events.fields.offlineDate" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <SelectInput
          source="distanceBandVersion"
          label="resources.events.fields.distanceBandVersion"
          choices={versionChoices}
          emptyText={translate('console.events.pleaseSelectVersion')}
          emptyValue={NO_VERSION}
          validate={coreDataRules.distanceBandVersion}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <RadioButtonGroupInput
          source="accommodationEligible"
          label="resources.events.fields.accommodationEligible"
          choices={ELIGIBILITY}
          format={(value: unknown) => String(value === true || value === 'true')}
          parse={(value: string) => value === 'true'}
          row
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <NumberInput
          source="maxNights"
          label="resources.events.fields.maxNights"
          min={-1}
          step={1}
          validate={coreDataRules.maxNights}
          fullWidth
        />
      </Grid>
    </Grid>
  );
}
