import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Typography,
} from '@mui/material';
import { formatEuro } from '@unit-costs/contract';
import { useState, type ReactNode } from 'react';
import { useTranslate, type TranslateFunction } from 'react-admin';

import { ProblemBox } from '../layout/ProblemBox';
import type { TravelClaimDto } from '../types';
import { decisionWarnings, type Decision, type DecisionWarning } from './decisionWarnings';

export interface DecisionDialogProps {
  open: boolean;
  claim: TravelClaimDto;
  /** 'Approve' or 'Decline': the title and the confirming button. */
  action: string;
  /** The sentence restating what is decided, with the amount and the participant. */
  question: string;
  color: 'success' | 'error';
  warnings: DecisionWarning[];
  /** What the form misses (a decline's reason). */
  problems: string[];
  /** What the server refused, in its words (a four-eyes refusal, a duplicate that holds the claim back). */
  refusal: string[];
  pending: boolean;
  onConfirm(): void;
  onClose(): void;
  /** The decision's own fields (a decline's reason). */
  children?: ReactNode;
}

/** The dialog's words and warnings for a decision on the claim. */
function describeDecision(
  claim: TravelClaimDto,
  decision: Decision,
  translate: TranslateFunction,
): Pick<DecisionDialogProps, 'action' | 'question' | 'color' | 'warnings'> {
  return {
    action: translate(`console.claims.${decision}`),
    question: translate(`console.claims.${decision}Question`, {
      amount: formatEuro(claim.totalAmount),
      participant: `${claim.firstname} ${claim.lastname}`,
    }),
    color: decision === 'approve' ? 'success' : 'error',
    warnings: decisionWarnings(claim, decision, translate),
  };
}

/**
 * The confirmation of an approval or a decline: restates the amount and the participant, lists the
 * warnings (decisionWarnings; those asking for it must be ticked before the decision goes) and what
 * the server refused.
 */
export function DecisionDialog({
  open,
  claim,
  action,
  question,
  color,
  warnings,
  problems,
  refusal,
  pending,
  onConfirm,
  onClose,
  children,
}: DecisionDialogProps) {
  const translate = useTranslate();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  // Each opening asks again (adjusted while rendering, as React's docs advise for state that follows a prop).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setTicked(new Set());
  }
  const waiting = warnings.some((warning) => warning.acknowledge && !ticked.has(warning.id));
  const tick = (id: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const titleId = `decision-${action.toLowerCase()}-title`;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{action}</DialogTitle>
      <DialogContent>
        <ProblemBox problems={refusal} title={translate('console.claims.refused')} />
        <ProblemBox problems={problems} />
        <Typography sx={{ mb: 2 }} data-testid="decision-question">
          {question}
        </Typography>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, mt: 0 }}
        >
          <Typography component="dt" color="text.secondary">
            {translate('console.claims.items.participant')}
          </Typography>
          {/* A long address wraps on a phone rather than running out of the dialog. */}
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {`${claim.firstname} ${claim.lastname} (${claim.email})`}
          </Typography>
          <Typography component="dt" color="text.secondary">
            {translate('console.claims.totalReimbursement')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {formatEuro(claim.totalAmount)}
          </Typography>
          <Typography component="dt" color="text.secondary">
            {translate('console.claims.transactionNumber')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, whiteSpace: 'nowrap' }}>
            {claim.identifier}
          </Typography>
        </Box>
        {warnings.length > 0 && (
          <Stack spacing={1} sx={{ mt: 2 }}>
            {warnings.map((warning) => (
              <Alert key={warning.id} severity="warning" data-testid={`warning-${warning.id}`}>
                {warning.text}
                {warning.acknowledge && (
                  <Box>
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={ticked.has(warning.id)}
                          onChange={(event) => tick(warning.id, event.target.checked)}
                        />
                      }
                      label={warning.acknowledge}
                    />
                  </Box>
                )}
              </Alert>
            ))}
          </Stack>
        )}
        {children && <Box sx={{ mt: 2 }}>{children}</Box>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('console.abort')}</Button>
        <Button variant="contained" color={color} onClick={onConfirm} disabled={pending || waiting}>
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The button of a decision (Approve, Decline) and the dialog it opens. */
export function DecisionButton({
  decision,
  icon,
  onOpen,
  ...dialog
}: Omit<DecisionDialogProps, 'action' | 'question' | 'color' | 'warnings'> & {
  decision: Decision;
  icon: ReactNode;
  onOpen(): void;
}) {
  const translate = useTranslate();
  const described = describeDecision(dialog.claim, decision, translate);
  return (
    <>
      <Button variant="contained" color={described.color} startIcon={icon} onClick={onOpen}>
        {described.action}
      </Button>
      <DecisionDialog {...dialog} {...described} />
    </>
  );
}
