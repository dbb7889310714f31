import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { academyDate } from '@unit-costs/contract';
import { useState } from 'react';
import { Link, useNotify, usePermissions, useRefresh, useTranslate } from 'react-admin';

import { canDecideClaims } from '../authProvider/roles';
import { errorMessages } from '../dataProvider/httpClient';
import { useConsoleDataProvider } from '../dataProvider/useConsoleDataProvider';
import { formatDay } from '../format/berlinTime';
import type { BankEntryReviewDto, PaymentRunDto, ReviewDecision } from '../types';

/** What the bank booked, as it wrote it: '532.00 EUR on 27 Dec 2013'. */
function booked(review: BankEntryReviewDto): string {
  const amount = review.amount === null ? '' : `${review.amount.toFixed(2)} ${review.currency ?? ''}`.trim();
  return [amount, formatDay(review.bookedOn)].filter(Boolean).join(', ');
}

/** The decision dialog: record what the entry says (a note needed) or leave it. */
function DecisionDialog({
  run,
  review,
  decision,
  onClose,
}: {
  run: PaymentRunDto;
  review: BankEntryReviewDto;
  decision: ReviewDecision['decision'];
  onClose(): void;
}) {
  const translate = useTranslate();
  const text = (key: string, options?: object) => translate(`console.paymentRuns.reviews.${key}`, options);
  const dataProvider = useConsoleDataProvider();
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  const notify = useNotify();
  const [note, setNote] = useState('');
  const [executedOn, setExecutedOn] = useState('');
  const record = decision === 'record';
  const payment = review.kind === 'payment';
  const decide = useMutation({
    mutationFn: () =>
      dataProvider.decideReview(run.id, review.id, {
        decision,
        note: note.trim() || undefined,
        executedOn: record && payment && executedOn ? executedOn : undefined,
      }),
    onSuccess: async () => {
      notify(text(record ? 'recordedNotice' : 'leftNotice', { identifier: review.identifier }), { type: 'success' });
      onClose();
      await queryClient.invalidateQueries({ queryKey: ['paymentruns'] });
      refresh();
    },
  });
  const title = record ? text(payment ? 'recordPaidTitle' : 'recordReturnedTitle', review) : text('leaveTitle', review);
  return (
    <Dialog open onClose={onClose} aria-labelledby="review-decision-title" fullWidth maxWidth="sm">
      <DialogTitle id="review-decision-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            {record ? text(payment ? 'recordPaidContent' : 'recordReturnedContent') : text('leaveContent')}
          </DialogContentText>
          <Typography variant="body2">{text('why', { reason: review.reason })}</Typography>
          <TextField
            label={text(record ? 'note' : 'noteOptional')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            required={record}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {record && payment && (
            <TextField
              type="date"
              label={text('executedOn')}
              helperText={text('executedOnHelp', { date: formatDay(review.bookedOn) || '–' })}
              value={executedOn}
              onChange={(event) => setExecutedOn(event.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: academyDate(new Date()) } }}
            />
          )}
          {decide.isError && <Alert severity="error">{errorMessages(decide.error).join(' ')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          color={record ? 'primary' : 'inherit'}
          disabled={(record && !note.trim()) || decide.isPending}
          onClick={() => decide.mutate()}
        >
          {record ? text(payment ? 'recordPaid' : 'recordReturned') : text('leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The bank entries that named one of the run's transfers but disagreed with it (docs/rules.md,
 * "Payments"): each with what the bank booked and why it was not applied; an Approver or Admin who
 * is not the claimant records it or leaves it, and the decision stays listed with their name and note.
 */
export function PaymentRunReviews({ run }: { run: PaymentRunDto }) {
  const translate = useTranslate();
  const text = (key: string, options?: object) => translate(`console.paymentRuns.reviews.${key}`, options);
  const { permissions } = usePermissions();
  const [deciding, setDeciding] = useState<{ review: BankEntryReviewDto; decision: ReviewDecision['decision'] }>();
  const reviews = run.reviews ?? [];
  if (reviews.length === 0) return null;
  const open = reviews.filter((review) => review.decision === null).length;
  const decider = canDecideClaims(permissions);
  const state = (review: BankEntryReviewDto) => {
    if (review.decision) {
      return text(review.decision, {
        name: review.decidedBy,
        date: review.decidedAt ? formatDay(academyDate(review.decidedAt)) : '',
        note: review.note ?? '',
      });
    }
    if (review.ownClaim) return text('ownClaim');
    if (!decider) return text('waiting');
    return (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setDeciding({ review, decision: 'record' })}>
          {text(review.kind === 'payment' ? 'recordPaid' : 'recordReturned')}
        </Button>
        <Button size="small" onClick={() => setDeciding({ review, decision: 'leave' })}>
          {text('leave')}
        </Button>
      </Stack>
    );
  };
  return (
    <Box component="section" aria-labelledby="run-reviews" sx={{ mb: 3 }}>
      <Typography id="run-reviews" variant="h6" component="h2">
        {text('title', { smart_count: open })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {text('help')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby="run-reviews">
          <TableHead>
            <TableRow>
              <TableCell>{translate('console.paymentRuns.transactionNumber')}</TableCell>
              <TableCell>{text('says')}</TableCell>
              <TableCell>{text('booked')}</TableCell>
              <TableCell>{text('reason')}</TableCell>
              <TableCell>{text('uploadedBy')}</TableCell>
              <TableCell>{text('decision')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {reviews.map((review) => (
              <TableRow key={review.id}>
                <TableCell>
                  <Link to={`/claim/${encodeURIComponent(review.claimGuid)}`}>{review.identifier}</Link>
                </TableCell>
                <TableCell>
                  {review.kind === 'payment' ? text('paymentKind') : `${text('returnKind')}: ${review.returnReason}`}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{booked(review)}</TableCell>
                <TableCell>{review.reason}</TableCell>
                <TableCell>{review.uploadedBy}</TableCell>
                <TableCell>{state(review)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {deciding && (
        <DecisionDialog
          run={run}
          review={deciding.review}
          decision={deciding.decision}
          onClose={() => setDeciding(undefined)}
        />
      )}
    </Box>
  );
}
