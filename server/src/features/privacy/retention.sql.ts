import { ACADEMY_TIME_ZONE, AuditAction, ClaimStatus } from '@unit-costs/contract';

/**
 * The retention rules as SQL, shared by the job, the console's forecast and the erasure. Parameters:
 * $1 RETENTION_YEARS, $2 now (the Clock's), $3 UNREQUESTED_RETENTION_DAYS, $4 REJECTION_APPEAL_DAYS.
 */

const OPEN = `${ClaimStatus.Requested}, ${ClaimStatus.ApprovalRun}`;
const DECIDED = `${ClaimStatus.Paid}, ${ClaimStatus.Rejected}`;

/** A date (an academy day) as the instant it begins. */
export const dayStarts = (date: string) => `(${date}::timestamp AT TIME ZONE '${ACADEMY_TIME_ZONE}')`;

/**
 * Per event with claims: whether any is still open (requested, in a run), and when its last paid or
 * rejected claim was last acted on (its newest history entry). An event with an open claim has no
 * retention end yet: its records are still being made.
 */
const EVENT_FACTS = `SELECT claim.event_id, bool_or(claim.status IN (${OPEN})) AS open,
    max(decided.at) AS last_decided,
    count(*) FILTER (WHERE claim.anonymised_at IS NULL)::int AS kept,
    count(*) FILTER (WHERE claim.anonymised_at IS NOT NULL)::int AS anonymised
  FROM claim
  LEFT JOIN LATERAL (SELECT max(audit.created_at) AS at FROM claim_audit audit WHERE audit.claim_id = claim.id) decided
    ON claim.status IN (${DECIDED})
  GROUP BY claim.event_id`;

/**
 * Per event: its default retention end (RETENTION_YEARS after the end of the academy year of its last
 * decision: 1 January of the year after that plus the years), an Admin's later date, the end that
 * holds (the later of both; none while a claim is open or none was decided) and its legal hold.
 */
export const EVENT_RETENTION = `SELECT event.id AS event_id, event.number, event.title, event.end_date,
    coalesce(facts.kept, 0) AS kept, coalesce(facts.anonymised, 0) AS anonymised,
    coalesce(facts.open, false) AS open, facts.last_decided,
    defaults.default_end::text AS default_end, kept.retain_until::text AS retain_until, kept.retain_until_reason,
    kept.retain_until_by, kept.retain_until_at,
    (CASE WHEN defaults.default_end IS NOT NULL THEN greatest(defaults.default_end, kept.retain_until) END)::text
      AS retention_end,
    kept.hold_reason, kept.hold_by, kept.hold_at
  FROM event
  LEFT JOIN (${EVENT_FACTS}) facts ON facts.event_id = event.id
  LEFT JOIN event_retention kept ON kept.event_id = event.id
  CROSS JOIN LATERAL (SELECT CASE WHEN NOT facts.open AND facts.last_decided IS NOT NULL
    THEN make_date(extract(year FROM facts.last_decided AT TIME ZONE '${ACADEMY_TIME_ZONE}')::int + 1 + $1::int, 1, 1)
    END AS default_end) defaults`;

/** Why a claim may go: its event's retention ended, it was never requested, or its rejection can no longer be appealed. */
export type DueReason = 'retention' | 'unrequested' | 'appeal-ended';

/** When a rejected claim was rejected: its newest Rejected history entry. */
const REJECTED_AT = `(SELECT max(audit.created_at) FROM claim_audit audit
  WHERE audit.claim_id = claim.id AND audit.action = ${AuditAction.Rejected})`;

/**
 * The claims (not yet anonymised, of events without a legal hold) that may be anonymised now, each
 * with its reason; `$5` narrows them to some claims (null: all). A rejected claim goes at the end of
 * its appeal period once its owner asked for erasure.
 */
export const DUE_CLAIMS = `WITH retention AS (${EVENT_RETENTION})
  SELECT claim.id, claim.event_id, CASE
      WHEN retention.retention_end IS NOT NULL AND ${dayStarts('retention.retention_end')} <= $2 THEN 'retention'
      WHEN claim.status = ${ClaimStatus.Saved} AND event.end_date + make_interval(days => $3::int) <= $2 THEN 'unrequested'
      ELSE 'appeal-ended' END AS reason
  FROM claim
  JOIN event ON event.id = claim.event_id
  JOIN retention ON retention.event_id = claim.event_id
  WHERE claim.anonymised_at IS NULL AND retention.hold_at IS NULL AND ($5::uuid[] IS NULL OR claim.id = ANY($5::uuid[]))
    AND ((retention.retention_end IS NOT NULL AND ${dayStarts('retention.retention_end')} <= $2)
      OR (claim.status = ${ClaimStatus.Saved} AND event.end_date + make_interval(days => $3::int) <= $2)
      OR (claim.status = ${ClaimStatus.Rejected} AND claim.restricted_at IS NOT NULL
        AND ${REJECTED_AT} + make_interval(days => $4::int) <= $2))`;

/** The not yet anonymised claims of one address ($2), with what decides whether they may go now. */
export const OWNER_CLAIMS = `WITH retention AS (${EVENT_RETENTION})
  SELECT claim.id, claim.identifier, claim.status, claim.restricted_at, retention.number AS event_number,
    retention.retention_end, retention.hold_at IS NOT NULL AS held, ${REJECTED_AT} AS rejected_at
  FROM claim JOIN retention ON retention.event_id = claim.event_id
  WHERE claim.email = $2 AND claim.anonymised_at IS NULL
  ORDER BY claim.submitted_at, claim.id`;

/**
 * The events (without a legal hold) whose attendance records may go at `$2`: past their retention
 * end, or, with no claim decided or open, UNREQUESTED_RETENTION_DAYS after they ended. Parameters as
 * DUE_CLAIMS' first three.
 */
export const DUE_ATTENDANCE_EVENTS = `SELECT retention.event_id FROM (${EVENT_RETENTION}) retention
  WHERE retention.hold_at IS NULL AND (
    (retention.retention_end IS NOT NULL AND ${dayStarts('retention.retention_end')} <= $2)
    OR (retention.default_end IS NULL AND NOT retention.open AND retention.end_date + make_interval(days => $3::int) <= $2))`;
