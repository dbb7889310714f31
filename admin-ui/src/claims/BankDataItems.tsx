import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';

import { canDecideClaims } from '../authProvider/roles';
import { errorMessages } from '../dataProvider/httpClient';
import { useConsoleDataProvider } from '../dataProvider/useConsoleDataProvider';
import type { ElvDataDto, TravelClaimDto } from '../types';
import { Item } from './ClaimSections';

type Address = ElvDataDto['accountHolderAddress'] | null | undefined;

const addressText = (address: Address) =>
  address
    ? [address.street, [address.postalCode, address.city].filter(Boolean).join(' '), address.country?.name]
        .filter(Boolean)
        .join(', ')
    : '';

/**
 * The claim's bank data, the IBAN masked as the claim answers it; Approvers and Admins may have it
 * shown in full (GET .../bankdata, which the server records). Under the account holder, the payee's
 * bank's name check from the last status report, with the name that bank holds on a close match.
 */
export function BankDataItems({ claim }: { claim: TravelClaimDto }) {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const dataProvider = useConsoleDataProvider();
  const [full, setFull] = useState<ElvDataDto>();
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(false);
  const bank = full ?? claim.elvData;
  if (!bank) return <Typography variant="body2">{translate('console.claims.bank.none')}</Typography>;
  const show = async () => {
    setLoading(true);
    setError(undefined);
    try {
      setFull(await dataProvider.claimBankData(String(claim.guid)));
    } catch (failure) {
      setError(errorMessages(failure).join(' ') || translate('console.claims.bank.showFailed'));
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <Item label={translate('console.claims.bank.iban')}>
        <span data-testid="iban">{bank.iban}</span>
        {full ? (
          <Typography variant="caption" color="text.secondary" component="div">
            {translate('console.claims.bank.shownFull')}
          </Typography>
        ) : (
          canDecideClaims(permissions) && (
            <Button
              size="small"
              startIcon={<VisibilityIcon />}
              onClick={() => void show()}
              disabled={loading}
              sx={{ ml: 1 }}
            >
              {translate('console.claims.bank.showFull')}
            </Button>
          )
        )}
        {error && (
          <Typography variant="caption" color="error" component="div" role="alert">
            {error}
          </Typography>
        )}
      </Item>
      <Item label={translate('console.claims.bank.bic')}>{bank.bic}</Item>
      <Item label={translate('console.claims.bank.bankname')}>{bank.bankname}</Item>
      {bank.bankAddress && (
        <Item label={translate('console.claims.bank.bankAddress')}>{addressText(bank.bankAddress)}</Item>
      )}
      <Item label={translate('console.claims.bank.holder')}>
        {bank.accountHolderName}
        {claim.payeeCheck && (
          <Typography
            variant="caption"
            color={claim.payeeCheck.outcome === 'noMatch' ? 'error' : 'text.secondary'}
            component="div"
            data-testid="payee-check"
          >
            {translate(`console.paymentRuns.payeeChecks.${claim.payeeCheck.outcome}`, {
              name: claim.payeeCheck.nameHeldByBank ?? '',
            })}
          </Typography>
        )}
      </Item>
      <Item label={translate('console.claims.bank.holderAddress')}>{addressText(bank.accountHolderAddress)}</Item>
    </>
  );
}
