import { formatEuro } from '@unit-costs/contract';
import {
  Edit,
  Labeled,
  minValue,
  NumberInput,
  required,
  SimpleForm,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';

import { useSaveAndReturn } from '../layout/useSaveAndReturn';
import { ChangeHistory } from '../reference-changes/ChangeHistory';
import type { DistanceBandDto } from '../types';

function BandHistory() {
  const translate = useTranslate();
  const band = useRecordContext<DistanceBandDto>();
  if (!band) return null;
  return (
    <ChangeHistory
      kind="distance_band"
      recordId={band.id}
      describe={(value) =>
        translate('console.distances.described', {
          min: value.minValue,
          max: value.maxValue,
          amount: formatEuro(Number(value.amount)),
        })
      }
    />
  );
}

/**
 * /admin/distances/{id}: a band's limits and amount, edited in place in its version. A neighbour that
 * shared a moved limit follows it (no gap opens); saved claims keep the amount they were calculated with.
 */
export function DistanceBandEdit() {
  const translate = useTranslate();
  return (
    <Edit<DistanceBandDto>
      mutationMode="pessimistic"
      title={translate('console.distances.editTitle')}
      transform={({ minValue: min, maxValue: max, amount }) => ({ minValue: min, maxValue: max, amount })}
      mutationOptions={useSaveAndReturn('distances', 'console.distances.updated')}
    >
      <SimpleForm>
        <Labeled label={translate('console.distances.version')}>
          <TextField source="version" />
        </Labeled>
        <NumberInput
          source="minValue"
          label={translate('console.distances.minValue')}
          validate={[required(), minValue(0)]}
          min={0}
          step={1}
        />
        <NumberInput
          source="maxValue"
          label={translate('console.distances.maxValue')}
          validate={[required(), minValue(0)]}
          min={0}
          step={1}
          helperText={translate('console.distances.neighboursFollow')}
        />
        <NumberInput
          source="amount"
          label={translate('console.distances.amount')}
          validate={[required(), minValue(0)]}
          min={0}
          step={0.01}
          helperText={translate('console.distances.savedClaimsKeep')}
        />
      </SimpleForm>
      <BandHistory />
    </Edit>
  );
}
