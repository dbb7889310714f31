import { Box, CircularProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import {
  Edit,
  SaveButton,
  TabbedForm,
  Toolbar,
  useNotify,
  useParams,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useFormState } from 'react-hook-form';

import { errorMessages } from '../dataProvider/httpClient';
import { ProblemBox, validationText } from '../layout/ProblemBox';
import type { EventDto } from '../types';
import { EventContactsTab } from './EventContactsTab';
import { EventCoreFields } from './EventCoreFields';
import { EventLocationsTab } from './EventLocationsTab';
import { coreDataRules } from './eventRules';
import { ShowLinkButton } from './ShowLinkButton';
import { VenueRateCoverage } from './VenueRateCoverage';

// Charts load only when the tab is opened.
const EventReportTab = lazy(() => import('./EventReportTab'));
const EventAttendanceTab = lazy(() => import('../attendance/EventAttendanceTab'));

/** PUT /api/events/{id}: the core fields and the rowVersion read (409 when someone saved in between). */
export function toUpdatePayload(values: Partial<EventDto>) {
  return {
    number: (values.number ?? '').trim(),
    title: (values.title ?? '').trim(),
    startDate: values.startDate,
    endDate: values.endDate,
    offlineDate: values.offlineDate || null,
    distanceBandVersion: Number(values.distanceBandVersion),
    accommodationEligible: Boolean(values.accommodationEligible),
    maxNights: values.maxNights === null || values.maxNights === undefined ? -1 : Number(values.maxNights),
    rowVersion: values.rowVersion,
  };
}

/** The 'Whoops!' box after a Save Changes that the field rules refused. */
function CoreDataProblems() {
  const { errors, submitCount } = useFormState();
  if (submitCount === 0) return null;
  const problems = Object.keys(coreDataRules)
    .map((field) => validationText(errors[field]?.message))
    .filter((message): message is string => message !== undefined);
  return <ProblemBox problems={problems} />;
}

function EventEditToolbar() {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton label={translate('console.events.saveChanges')} />
      <ShowLinkButton />
    </Toolbar>
  );
}

function EventTitle() {
  const translate = useTranslate();
  const event = useRecordContext<EventDto>();
  return <>{event ? `${event.number} – ${event.title}` : translate('resources.events.name', { smart_count: 2 })}</>;
}

/** The refund rates to the primary venue's country (where the calculation's accommodation rate comes from). */
function EventRateCoverage() {
  const event = useRecordContext<EventDto>();
  const primary = event?.locations?.find((location) => location.primary);
  return <VenueRateCoverage countryIso={primary?.countryISO_3166} />;
}

/** /admin/event/{id}: core data, employees and locations of an event. */
export function EventEdit() {
  const translate = useTranslate();
  const { id } = useParams<{ id: string }>();
  const notify = useNotify();
  return (
    <Edit<EventDto>
      resource="events"
      id={Number(id)}
      title={<EventTitle />}
      mutationMode="pessimistic"
      redirect={false}
      transform={toUpdatePayload}
      mutationOptions={{
        onSuccess: () => notify(translate('console.events.updated'), { type: 'success' }),
        onError: (error) => {
          const details = errorMessages(error).filter(
            (message) => message !== translate('console.events.updateFailed'),
          );
          notify([translate('console.events.updateFailed'), ...details].join(' '), { type: 'error' });
        },
      }}
    >
      <TabbedForm toolbar={<EventEditToolbar />} resetOptions={{ keepDirtyValues: true }}>
        <TabbedForm.Tab label="console.events.tabs.core">
          <Box sx={{ width: '100%' }}>
            <CoreDataProblems />
            <EventRateCoverage />
            <EventCoreFields />
          </Box>
        </TabbedForm.Tab>
        <TabbedForm.Tab label="console.events.tabs.employees" path="employees">
          <EventContactsTab />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="console.events.tabs.locations" path="locations">
          <EventLocationsTab />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="console.events.tabs.attendance" path="attendance">
          <Suspense fallback={<CircularProgress aria-label={translate('console.attendance.loading')} />}>
            <EventAttendanceTab />
          </Suspense>
        </TabbedForm.Tab>
        <TabbedForm.Tab label="console.events.tabs.report" path="report">
          <Suspense fallback={<CircularProgress aria-label={translate('console.events.report.loading')} />}>
            <EventReportTab />
          </Suspense>
        </TabbedForm.Tab>
      </TabbedForm>
    </Edit>
  );
}
