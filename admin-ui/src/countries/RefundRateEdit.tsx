import { formatEuro } from '@unit-costs/contract';
import {
  Edit,
  NumberInput,
  SimpleForm,
  TextField,
  Labeled,
  minValue,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';

import { useSaveAndReturn } from '../layout/useSaveAndReturn';
import { ChangeHistory } from '../reference-changes/ChangeHistory';
import type { RefundRateDto } from '../types';

function RateHistory() {
  const rate = useRecordContext<RefundRateDto>();
  if (!rate) return null;
  return (
    <ChangeHistory kind="refund_rate" recordId={rate.id} describe={(value) => formatEuro(Number(value.refundRate))} />
  );
}

/**
 * /admin/countries/{id}: the rate of one pair of countries, edited in place (the pair names the entry),
 * with who changed it when from what to what. Saved claims keep the rate they were calculated with.
 */
export function RefundRateEdit() {
  const translate = useTranslate();
  return (
    <Edit<RefundRateDto>
      mutationMode="pessimistic"
      title={translate('console.countries.editTitle')}
      transform={(data) => ({ refundRate: data.refundRate })}
      mutationOptions={useSaveAndReturn('countries', 'console.countries.updated')}
    >
      <SimpleForm>
        <Labeled label={translate('console.countries.sourceCountry')}>
          <TextField source="sourceCountry" />
        </Labeled>
        <Labeled label={translate('console.countries.targetCountry')}>
          <TextField source="targetCountry" />
        </Labeled>
        <NumberInput
          source="refundRate"
          label={translate('console.countries.refundRate')}
          validate={[required(), minValue(0)]}
          min={0}
          step={0.01}
          helperText={translate('console.countries.savedClaimsKeep')}
        />
      </SimpleForm>
      <RateHistory />
    </Edit>
  );
}
