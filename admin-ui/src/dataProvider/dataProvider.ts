import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, GetListResult, Identifier, RaRecord } from 'react-admin';

import type {
  ClaimFiguresDto,
  PaidFiguresDto,
  EventRetentionDto,
  RetentionOverviewDto,
  ClaimFiguresQuery,
  ContactDto,
  CountryOptionDto,
  DistanceBandDto,
  DistanceBandSetDto,
  ElvDataDto,
  EventDto,
  FeatureDto,
  PaymentRunDto,
  ReviewDecision,
  PendingPaymentsDto,
  RateCoverageDto,
  StaffAccountWithPasswordDto,
  StatementImportDto,
  TravelClaimDto,
  Venue,
} from '../types';
import { attendanceCalls, type AttendanceCalls } from './attendanceCalls';
import type { HttpClient } from './httpClient';
import { apiPath } from './resourceMap';

/** The calls of contract/openapi.json that are not one of react-admin's CRUD methods. */
export interface ConsoleDataProvider extends DataProvider, AttendanceCalls {
  linkEventContacts(eventId: Identifier, contactIds: Identifier[]): Promise<EventDto>;
  unlinkEventContact(eventId: Identifier, contactId: Identifier): Promise<EventDto>;
  addEventLocation(eventId: Identifier, venue: Omit<Venue, 'countryName'>): Promise<EventDto>;
  deleteEventLocation(eventId: Identifier, locationId: Identifier): Promise<EventDto>;
  /** GET /api/contacts?email= (the wizard's employee search). */
  searchContacts(email: string): Promise<ContactDto[]>;
  /** GET /api/geocode?q=&lang=en (venue suggestions). */
  geocode(q: string): Promise<FeatureDto[]>;
  countryOptions(): Promise<CountryOptionDto[]>;
  distanceBandSets(version?: number): Promise<DistanceBandSetDto[]>;
  resendClaimSummary(guid: string, recipient: string): Promise<TravelClaimDto>;
  /** GET /api/travelclaim/{guid}/bankdata: the account with the IBAN in full (Approver, Admin; the server records it). */
  claimBankData(guid: string): Promise<ElvDataDto>;
  /** GET /api/paymentruns/pending: the claims a new payment run would pay. */
  pendingPayments(): Promise<PendingPaymentsDto>;
  /** POST /api/paymentruns with the selected claims and the day the bank is to execute them. */
  createPaymentRun(claims: string[], executionDate: string): Promise<PaymentRunDto>;
  /** POST /api/paymentruns/{id}/executed: the bank executed the run on that day. */
  confirmPaymentRun(id: Identifier, executedOn: string): Promise<PaymentRunDto>;
  /** POST /api/paymentruns/{id}/cancel */
  cancelPaymentRun(id: Identifier): Promise<PaymentRunDto>;
  /** POST /api/paymentruns/{id}/reviews/{reviewId}: record a disagreeing bank entry, or leave it. */
  decideReview(runId: Identifier, reviewId: string, decision: ReviewDecision): Promise<PaymentRunDto>;
  /** POST /api/bankstatements: the bank's camt.054/camt.053/pain.002, matched to the runs' transfers. */
  importBankStatement(file: File): Promise<StatementImportDto>;
  /** GET /api/reports/claims: claims added up per group. */
  claimFigures(query: ClaimFiguresQuery): Promise<ClaimFiguresDto[]>;
  /** GET /api/reports/paid: the claims paid from one day to another, by the day they were paid. */
  paidFigures(from: string, to: string): Promise<PaidFiguresDto>;
  retention(): Promise<RetentionOverviewDto>;
  setLegalHold(eventId: Identifier, reason: string): Promise<EventRetentionDto>;
  liftLegalHold(eventId: Identifier, reason: string): Promise<EventRetentionDto>;
  /** GET /api/crosscountries/coverage: how many countries have a refund rate to a venue country. */
  rateCoverage(countryIso: string): Promise<RateCoverageDto>;
  /** POST /api/staff/{id}/password: a new generated password, in this answer only. */
  resetStaffPassword(id: Identifier): Promise<StaffAccountWithPasswordDto>;
}

const DISTANCES = 'distances';

/** Range-style paging on a list the server answers whole. */
function slice<T>(items: T[], params: GetListParams): T[] {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: items.length };
  return items.slice((page - 1) * perPage, page * perPage);
}

/**
 * ra-data-simple-rest on /api with the console's resource names mapped to the API paths. Distance bands are
 * answered as sets by version (GET /api/distancebands), so their list is flattened here.
 */
export function createDataProvider(httpClient: HttpClient, apiUrl = '/api'): ConsoleDataProvider {
  const rest = simpleRestProvider(apiUrl, httpClient);
  const url = (path: string) => `${apiUrl}/${path}`;
  const json = async <T>(path: string, options: RequestInit = {}): Promise<T> =>
    (await httpClient(url(path), options)).json as T;
  const post = <T>(path: string, body: unknown, method = 'POST') =>
    json<T>(path, { method, body: JSON.stringify(body) });

  async function distanceBandSets(version?: number): Promise<DistanceBandSetDto[]> {
    const query = version === undefined ? '' : `?version=${encodeURIComponent(version)}`;
    const { status, json: sets } = await httpClient(url(`${apiPath(DISTANCES)}${query}`));
    return status === 204 || !Array.isArray(sets) ? [] : (sets as DistanceBandSetDto[]);
  }

  async function distanceBandList(params: GetListParams): Promise<GetListResult<DistanceBandDto>> {
    const raw = Number(params.filter?.version);
    const sets = await distanceBandSets(Number.isInteger(raw) && raw > 0 ? raw : undefined);
    const bands = sets.flatMap((set) => set.values.map((band) => ({ ...band, version: set.version })));
    return { data: slice(bands, params), total: bands.length };
  }

  return {
    getList: <RecordType extends RaRecord>(resource: string, params: GetListParams) =>
      resource === DISTANCES
        ? (distanceBandList(params) as unknown as Promise<GetListResult<RecordType>>)
        : rest.getList<RecordType>(apiPath(resource), params),
    getOne: (resource, params) => rest.getOne(apiPath(resource), params),
    getMany: (resource, params) => rest.getMany(apiPath(resource), params),
    getManyReference: (resource, params) => rest.getManyReference(apiPath(resource), params),
    create: (resource, params) => rest.create(apiPath(resource), params),
    update: (resource, params) => rest.update(apiPath(resource), params),
    updateMany: (resource, params) => rest.updateMany(apiPath(resource), params),
    delete: (resource, params) => rest.delete(apiPath(resource), params),
    deleteMany: (resource, params) => rest.deleteMany(apiPath(resource), params),
    ...attendanceCalls(json),

    linkEventContacts: (eventId, contactIds) => post(`events/${encodeURIComponent(eventId)}/contacts`, contactIds),
    unlinkEventContact: (eventId, contactId) =>
      json(`events/${encodeURIComponent(eventId)}/contacts/${encodeURIComponent(contactId)}`, { method: 'DELETE' }),
    addEventLocation: (eventId, venue) => post('events/locations', { eventId: Number(eventId), ...venue }),
    deleteEventLocation: (eventId, locationId) =>
      json(`events/${encodeURIComponent(eventId)}/locations/${encodeURIComponent(locationId)}`, { method: 'DELETE' }),
    async searchContacts(email) {
      const query = new URLSearchParams({ email, pageSize: '100' });
      const { status, json: page } = await httpClient(url(`contacts?${query}`));
      return status === 204 ? [] : ((page as { results?: ContactDto[] }).results ?? []);
    },
    async geocode(q) {
      const query = new URLSearchParams({ q, lang: 'en' });
      return ((await json<{ features?: FeatureDto[] }>(`geocode?${query}`)).features ?? []) as FeatureDto[];
    },
    countryOptions: () => json('countries/autocomplete'),
    distanceBandSets,
    rateCoverage: (countryIso) => json(`crosscountries/coverage?${new URLSearchParams({ country: countryIso })}`),
    resendClaimSummary: (guid, recipient) => post(`${apiPath('claims')}/summary`, { Recipient: recipient, Guid: guid }),
    claimBankData: (guid) => json(`${apiPath('claims')}/${encodeURIComponent(guid)}/bankdata`),
    pendingPayments: () => json('paymentruns/pending'),
    createPaymentRun: (claims, executionDate) => post('paymentruns', { claims, executionDate }),
    confirmPaymentRun: (id, executedOn) =>
      post(`paymentruns/${encodeURIComponent(String(id))}/executed`, { executedOn }),
    cancelPaymentRun: (id) => post(`paymentruns/${encodeURIComponent(String(id))}/cancel`, {}),
    decideReview: (runId, reviewId, decision) =>
      post(`paymentruns/${encodeURIComponent(String(runId))}/reviews/${encodeURIComponent(reviewId)}`, decision),
    importBankStatement(file) {
      const form = new FormData();
      form.append('file', file);
      return json('bankstatements', { method: 'POST', body: form });
    },
    resetStaffPassword: (id) => post(`staff/${encodeURIComponent(String(id))}/password`, {}),
    claimFigures: (query) => {
      const params = new URLSearchParams(
        Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
      );
      return json(`reports/claims?${params}`);
    },
    paidFigures: (from, to) => json(`reports/paid?${new URLSearchParams({ from, to })}`),
    retention: () => json('privacy/retention'),
    setLegalHold: (eventId, reason) => post(`events/${eventId}/legal-hold`, { reason }, 'PUT'),
    liftLegalHold: (eventId, reason) => post(`events/${eventId}/legal-hold`, { reason }, 'DELETE'),
  };
}
