// Generated from contract/openapi.json by `npm run contract` (openapi-typescript); do not edit.

export type paths = {
  '/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Staff sign-in with a local account (also for service accounts).
     * @description Sets a device cookie: a browser that signed in before is not locked out by others’ guessing.
     */
    post: operations['AuthController_login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/refresh-token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Exchange a staff refresh token for a new session (rotation); 401 when it ended. */
    post: operations['AuthController_refresh'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who is signed in: a guest (by e-mail code) or a staff member with their roles. */
    get: operations['MeController_me'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Staff accounts by username; filter q (username, name or e-mail contains).
     * @description Page style answers the paged envelope, range style an array.
     */
    get: operations['StaffController_list'];
    put?: never;
    /** Adds a local account; its generated password is in this answer only. 422 when the name is taken. */
    post: operations['StaffController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One staff account. */
    get: operations['StaffController_get'];
    /**
     * Changes name, e-mail, roles or enabled. A change of roles or a disable ends the account’s sessions at once.
     * @description 409 when it would leave no enabled Admin; 422 for disabling oneself or the roles of an Entra ID person.
     */
    put: operations['StaffController_update'];
    post?: never;
    /** Deletes the account; its sessions end at once. 409 for the last enabled Admin. */
    delete: operations['StaffController_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/{id}/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sets a new generated password, shown in this answer only; the account’s sessions end. */
    post: operations['StaffController_resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/guest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail a sign-in code. The answer is the same for every well-formed address.
     * @description The mail is in the request's Accept-Language where it is English, German or French, else English.
     */
    post: operations['GuestAuthController_requestCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/guest/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Exchange the mailed code for a session; 401 for a wrong, used or expired code. */
    post: operations['GuestAuthController_login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/guest/refresh-token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Exchange the refresh token for a new session (rotation); 401 when expired or revoked. */
    post: operations['GuestAuthController_refresh'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ends the session of the refresh token (a guest’s or a staff member’s): its whole family is revoked, and its access tokens stop working at once. 204 in any case. */
    post: operations['LogoutController_logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What the web apps need at run time: the Entra ID sign-in settings (null without Entra ID) and the site URL. */
    get: operations['ClientConfigController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Database and Redis state: degraded (200) while Redis is unreachable, 503 while the database is. */
    get: operations['HealthController_check'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/metrics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Prometheus metrics, to Authorization: Bearer <METRICS_TOKEN> (401 otherwise); 404 when METRICS_TOKEN is unset. */
    get: operations['MetricsController_metrics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Events, filtered by number (exact) or q (title or number contains).
     * @description Looking an event up by ?number= is public (the claim form); any other listing needs staff. Answers the paged envelope {totalPages, count, next, previous, results} or, for range/sort/filter, an array with Content-Range. Sortable: id, number, title, startDate, endDate.
     */
    get: operations['EventsController_list'];
    /** Updates the event named by the id in the body; 409 if its rowVersion is outdated. */
    put: operations['EventsController_update'];
    /** Creates an event with its primary venue, languages and contacts. */
    post: operations['EventsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One event with its languages, contacts and venues. */
    get: operations['EventsController_get'];
    /** Updates the event (ra-data-simple-rest); 409 if its rowVersion is outdated. */
    put: operations['EventsController_updateById'];
    post?: never;
    /** Deletes the event with its venues, languages and contact links (Admin). */
    delete: operations['EventsController_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/contacts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Links employees (a JSON array of their ids) as contacts of the event. */
    post: operations['EventsController_linkContacts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/contacts/{contactId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Removes an employee from the contacts of the event. */
    delete: operations['EventsController_unlinkContact'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/locations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Adds a further (non-primary) venue to an event. */
    post: operations['EventsController_addLocation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/locations/{locationId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Deletes a venue of the event; the primary venue cannot be deleted. */
    delete: operations['EventsController_deleteLocation'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/travelclaim/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The filtered claims as CSV (RFC 4180, UTF-8 with BOM).
     * @description Every claim the filters of GET /api/travelclaim select (status, email, number, or filter={...}; sort as there; range is ignored): transaction number, status, names, e-mail, institution, country, event, distance, amounts, nights, rate, the dates saved, requested, decided and paid (Europe/Berlin), and the payment run. Streamed: any number of claims.
     */
    get: operations['ClaimExportsController_csv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/travelclaim/export.xlsx': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The filtered claims as an Excel workbook (typed cells).
     * @description Every claim the filters of GET /api/travelclaim select (status, email, number, or filter={...}; sort as there; range is ignored): transaction number, status, names, e-mail, institution, country, event, distance, amounts, nights, rate, the dates saved, requested, decided and paid (Europe/Berlin), and the payment run. Streamed: any number of claims.
     */
    get: operations['ClaimExportsController_xlsx'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/travelclaim/calculate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The refund for a participant (the claim form; no sign-in).
     * @description 400 'Please fill out all required fields.' when something is missing; 400 with errorCode 0 and a sentence to show when the rules refuse (too many nights, country not included (ineligibilityReason 3), distance outside every band).
     */
    post: operations['ClaimsController_calculate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/travelclaim': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A guest's own claims, or (staff) every claim filtered by status, email (contains), number (event), duplicate (true/false).
     * @description Page style answers the paged envelope, 204 when empty; range/sort/filter an array with Content-Range. Sortable: submitted (default, newest first), identifier, status, email, lastname, totalAmount, number.
     */
    get: operations['ClaimsController_list'];
    /**
     * Changes the status of the claim named in the body.
     * @description The owner requests (1, with bank data, after the event); Approver/Admin approve (2), reject (5, with a reason) or pay (3). 403 for a change the caller may never make, 409 for one the state does not allow.
     */
    put: operations['ClaimsController_update'];
    /**
     * Saves a claim (the claim form; no sign-in needed). Recalculates everything and mails a confirmation (at most 5 an hour per address; `confirmationMail` says).
     * @description A participant signed in with the claim's e-mail address (guest token) gets the claim's PDF summary attached to the confirmation; without a token the claim is saved all the same, without it. A token that is not valid (expired, forged) is 401, as everywhere: renew the session and repeat, or repeat without a token.
     */
    post: operations['ClaimsController_save'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/travelclaim/{guid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One claim with its history and bank data (the owner, or staff). */
    get: operations['ClaimsController_get'];
    /** As PUT /api/travelclaim, with the claim named in the path (ra-data-simple-rest). */
    put: operations['ClaimsController_updateByGuid'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/travelclaim/{guid}/bankdata': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The claim's bank data with the IBAN in full (Approver, Admin); every call is recorded.
     * @description 404 when the claim has no bank data. The claim answers carry the IBAN masked.
     */
    get: operations['ClaimsController_bankData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/travelclaim/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mails the claim's full summary to Recipient (staff); the history records it. */
    post: operations['ClaimsController_sendSummary'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/travelclaim/{guid}/summary.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The claim's one-page PDF summary (its owner, or staff; others get 404 as for the claim).
     * @description Academy, transaction number, participant and employer, seminar, the calculation, the status with its date and the bank account (IBAN masked for everyone).
     */
    get: operations['ClaimSummaryController_summary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/elvdata': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Stores the bank data of the caller's Saved claim (participants only); answers the claim.
     * @description 400 with errors keyed IBAN, BIC, Bankname, AccountHolderName, BankAddress.Street/PostalCode/City/Country, AccountHolderAddress.*; the bank address (and BIC, bank name) may be left out only for a valid SEPA IBAN. 404 for a claim that is not the caller’s; 422 when the claim is no longer Saved.
     */
    post: operations['BankDataController_save'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/elvdata/validate/{iban}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Checks an IBAN as the bank form is filled in: valid, SEPA, and if not valid, why. */
    get: operations['BankDataController_validate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/paymentruns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The payment runs, newest first (staff).
     * @description Page style answers the paged envelope; range/sort/filter an array with Content-Range. Sortable: createdAt (default, newest first), number, executionDate, claimCount, totalAmount.
     */
    get: operations['PaymentRunsController_list'];
    put?: never;
    /**
     * Sends approved claims to the bank in a new payment run (Approver, Admin).
     * @description `{ claims: [guid, ...] }` takes those claims, `{}` every claim In approval Run with a SEPA account ready. `executionDate` (YYYY-MM-DD, a TARGET2 business day, not in the past) defaults to the next TARGET2 business day. Each claim gets audit action 3 "Payment initiated (PR-...)" and stays In approval Run: it is Paid, and its participant mailed, only once the bank has executed the run (confirm it, or upload the bank statement). 409 names the claims that cannot go in a run; 422 'No approved claims are waiting for payment.', an execution date the bank cannot take, or a missing PAYMENT_DEBTOR_* setting.
     */
    post: operations['PaymentRunsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/paymentruns/{id}/executed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirms that the bank executed the run on a date (Approver, Admin).
     * @description Every transfer the bank's statements have not answered for becomes paid: its claim Paid (audit action 6) and its participant mailed with the date. 409 once the run is executed or cancelled; 422 for a date in the future or before the run was created.
     */
    post: operations['PaymentRunsController_confirmExecuted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/paymentruns/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancels a run the bank has not executed (Approver, Admin).
     * @description Its claims wait for a new run (In approval Run, audit action 8 each). 409 once the run is executed or cancelled, or when the bank has already paid or returned any of its transfers.
     */
    post: operations['PaymentRunsController_cancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/paymentruns/{id}/reviews/{reviewId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Decides on a bank entry kept on the run for review (Approver, Admin; not the claimant's own).
     * @description `record` (a note needed) does what the entry says although it disagreed with the transfer: pays it (Paid after review, on the entry's booking day or `executedOn`) or returns it (Returned after review); `leave` changes nothing. Either way the review is closed with who decided and their note. 403 for a claim of the reviewer's own address; 409 once it is decided or its transfer moved on; 422 for a day the bank cannot have executed it on.
     */
    post: operations['PaymentRunsController_decideReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/paymentruns/pending': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The claims a new payment run would take, with their total and default execution date (staff). */
    get: operations['PaymentRunsController_pending'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/paymentruns/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One payment run with its claims and what became of each transfer (accounts masked; staff). */
    get: operations['PaymentRunsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/paymentruns/{id}/sepa.xml': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The run's SEPA credit-transfer file, ISO 20022 pain.001.001.09 (Approver, Admin: it holds the accounts in full).
     * @description The first download is recorded on the run (fileDownloadedAt, fileDownloadedBy). 422 when a PAYMENT_DEBTOR_* setting is missing, or names another account than the run's; 403 for an Approver when the run pays a claim restricted at its owner's request.
     */
    get: operations['PaymentRunsController_sepaFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/paymentruns/{id}/claims.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The run's claims for the ledger, as CSV (accounts masked; staff). */
    get: operations['PaymentRunsController_csvFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bankstatements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Imports the bank's statement of executed transfers (Approver, Admin).
     * @description ISO 20022 camt.054 (debit notification), camt.053 (statement), camt.052 (intraday report) or pain.002 (status report), on its own or inside an envelope with a business application header (AppHdr), in the encoding it declares, as an application/xml body or the multipart field `file`, at most 10 MB. Matched to the payment runs' transfers by EndToEndId, then InstrId, or as a whole payment block (PmtInfId or MsgId with its count and total). An entry settles a transfer only when the booking agrees with it: booked, a debit of the run's account, no reversal, in EUR, of the transfer's amount, booked between the run's creation and today; the claim becomes Paid on that day and its participant is mailed. A return is a credit with return information (RtrInf) of the transfer's amount less charges; it and a pain.002 rejection (RJCT) record the return and its reason, mail the participant and open the bank form again. An entry that names a transfer but disagrees, or names the uploader’s own claim, changes nothing: it is listed in `mismatched` with the reason in words and kept on the run for another Approver's review. A file of another account is 422 naming both accounts. `skipped` counts what was not about a transfer. Importing the same statement again changes nothing. 400 says in one sentence what is wrong with the file (not well-formed or cut off, with the line; a DOCTYPE; nested too deep or too many elements; a namespace other than the formats read; a mandatory value missing or malformed).
     */
    post: operations['BankStatementsController_import'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/attendees': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The event's attendees (staff), with their check-in days, place of departure and claim.
     * @description Filter q: name or e-mail contains. Sortable: lastname (default), firstname, email, institution, feePaid, id. Page style answers the paged envelope; range/sort/filter an array with Content-Range.
     */
    get: operations['AttendeesController_list'];
    put?: never;
    /** Adds an attendee by hand (Approver, Admin); 422 if the e-mail is registered already. */
    post: operations['AttendeesController_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/attendees/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Imports attendees from a CSV (Approver, Admin): adds new e-mail addresses, updates known ones.
     * @description The CSV as a text/csv body or the multipart field `file`, UTF-8, comma, semicolon or tab separated. Headers in any case and in several languages (First name/Vorname/Prénom, Last name/Nachname/Nom, E-mail/Courriel, Institution, City/Ort/Ville, Country/Land/Pays, Fee paid). ?dryRun=true answers the preview and writes nothing; without it, a file with a problem in any row is 400 (errors by line, `preview` the rows) and nothing is written.
     */
    post: operations['AttendeesController_import'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/attendees/{attendeeId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One attendee of the event (staff). */
    get: operations['AttendeesController_get'];
    /** Changes an attendee (Approver, Admin), fee paid included. */
    put: operations['AttendeesController_change'];
    post?: never;
    /** Removes an attendee with their check-ins (Approver, Admin). */
    delete: operations['AttendeesController_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/attendees/{attendeeId}/check-ins': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ticks the attendee in for a day of the event, today by default (Approver, Admin).
     * @description Ticking again changes nothing; 422 for a day outside the event.
     */
    post: operations['AttendeesController_checkIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/attendees/{attendeeId}/check-ins/{day}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Takes back the attendee's tick for a day (YYYY-MM-DD) (Approver, Admin). */
    delete: operations['AttendeesController_undoCheckIn'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/attendance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The event's attendance at a glance (staff): its days, attendees, ticks per day, scans. */
    get: operations['AttendanceDocumentsController_overview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/attendance.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signature sheet of an event day, to print (staff): a row and a signature box per attendee.
     * @description Academy and grant headings, the seminar and the day, per attendee name, institution and place of departure (the claim's employer address if there is a claim, else the registration's), pages numbered. day: YYYY-MM-DD, a day of the event; default today while the event is on, else its first day. An attendee whose claim is restricted at their request shows as 'restricted', without name, institution or place, to all but Admins.
     */
    get: operations['AttendanceDocumentsController_sheet'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/attendance-scans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The event's uploaded scans of signed sheets, newest first, with who uploaded them when (staff). */
    get: operations['AttendanceDocumentsController_listScans'];
    put?: never;
    /**
     * Uploads a scan of a signed sheet (Approver, Admin): a PDF or a PNG, JPEG, TIFF or WebP image, at most 20 MB.
     * @description multipart/form-data with the field `file` and optionally `day` (YYYY-MM-DD). The type is read from the content (its first bytes), not from the name or the declared type: anything else is 400.
     */
    post: operations['AttendanceDocumentsController_uploadScan'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/attendance-scans/{scanId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One scan, as uploaded (staff). */
    get: operations['AttendanceDocumentsController_downloadScan'];
    put?: never;
    post?: never;
    /** Removes a scan uploaded by mistake (Approver, Admin). */
    delete: operations['AttendanceDocumentsController_deleteScan'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/privacy/retention': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Each event's retention end and legal hold, and what the retention job's next run would anonymise (Admin). */
    get: operations['RetentionController_overview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/legal-hold': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Puts the event's claims on a legal hold (an audit or investigation is open): nothing of it is anonymised.
     * @description Who set it, when and why is recorded; setting it again replaces the reason (Admin).
     */
    put: operations['RetentionController_setLegalHold'];
    post?: never;
    /** Lifts the event's legal hold, with the reason (Admin); 409 when it has none. */
    delete: operations['RetentionController_liftLegalHold'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/retention': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Sets a later retention end for the event (a grant closing later), or null for the default (Admin). */
    put: operations['RetentionController_setRetainUntil'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/privacy/anonymisations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Anonymises a claim (claimId) or every claim of an address (email) on request, with the reason (Admin).
     * @description Claims under a legal hold or still being decided or paid are kept and listed; for one claim that is a 409.
     */
    post: operations['RetentionController_anonymise'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The claim form's contact fields for the signed-in participant: name and phone from their last claim.
     * @description The e-mail address is the one signed in with; name and phone are null when no claim of that address holds them (none yet, or anonymised, or restricted at its owner’s request). Only ever the caller’s own data.
     */
    get: operations['ParticipantDataController_contact'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Everything held about the signed-in address, as JSON: claims with history, bank data masked, mails. */
    get: operations['ParticipantDataController_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/export.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The same as GET /api/me/export, as a readable PDF in the request's language (Accept-Language: en, de, fr). */
    get: operations['ParticipantDataController_exportPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/erasure': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Erases the signed-in address's claims: anonymised at once where no retention duty keeps them, else restricted.
     * @description Never requested, or rejected and past the appeal period: anonymised now. The others are hidden from everyone but Admins (and the audit pack) until their retention end; each says why and until when.
     */
    post: operations['ParticipantDataController_erase'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/privacy-notice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The privacy notice the participant app shows at /privacy: PRIVACY_NOTICE_FILE as it is, else the template in the request's language (Accept-Language: en, de or fr; else English). */
    get: operations['PrivacyNoticeController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports/claims': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Claims added up per event, country, distance band, status or month (staff).
     * @description Each group: claims, distinct participants (e-mail), travel, accommodation and total amounts in euro, exact to the cent. Optional filters: from and to (YYYY-MM-DD, the days the claims were saved, Europe/Berlin, both included), status (code), number (event). 400 names the allowed values.
     */
    get: operations['ReportsController_claims'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports/paid': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Claims paid from one day to another, by the day they were paid (staff).
     * @description from and to: YYYY-MM-DD, academy days (Europe/Berlin), both included; a claim counts on the day it was paid (paidOn: the day the bank executed the transfer, or the day it was marked paid), and only while it is Paid. The amount in euro, exact to the cent.
     */
    get: operations['ReportsController_paid'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/{id}/audit-pack.zip': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The event's audit pack (staff): one ZIP with the evidence an EU grant audit asks for.
     * @description README.txt (what each file is), summary.pdf (counts, sums per distance band and per country pair as in the reports, the rates and bands in force), claims.xlsx (every claim with each unit-cost figure and its attendance; the attendees), and the signed scans (signed-sheets/), or the unsigned sheets of every day (unsigned-sheets/) while none is uploaded.
     */
    get: operations['AuditPackController_downloadAuditPack'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contacts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Employees by last name, first name; filters email (contains) and q (name or e-mail contains).
     * @description Page style answers the paged envelope, or 204 when nothing matches; range style an array.
     */
    get: operations['ContactsController_list'];
    put?: never;
    /** Adds an employee; 422 when the e-mail is taken. */
    post: operations['ContactsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contacts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One employee. */
    get: operations['ContactsController_get'];
    /** Replaces an employee’s data; 422 when the e-mail belongs to another employee. */
    put: operations['ContactsController_update'];
    post?: never;
    /** Removes an employee and their links to events. */
    delete: operations['ContactsController_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/countries/autocomplete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every country as {value, displayValue}, sorted by English name. */
    get: operations['CountriesController_autocomplete'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/countries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Countries by name; filter iso_3166 (exact, any case) or q (name contains).
     * @description Page style answers the paged envelope; range style an array with Content-Range.
     */
    get: operations['CountriesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/countries/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One country. */
    get: operations['CountriesController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/crosscountries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Refund rates by source, then target country name; filters sourceCountryId, targetCountryId.
     * @description Page style answers the paged envelope, or 204 when there are none; range style an array.
     */
    get: operations['RefundRatesController_list'];
    put?: never;
    /** Adds the refund rate of a country pair; 422 when the pair has one already. */
    post: operations['RefundRatesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/crosscountries/coverage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many countries have a refund rate to a venue country (the event wizard and page warn at 0). */
    get: operations['RefundRatesController_coverage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/crosscountries/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One refund rate (the console’s edit page reads it). */
    get: operations['RefundRatesController_get'];
    /**
     * Changes the rate of an entry in place; the change is logged (GET /api/referencechanges).
     * @description Saved claims keep the rate they were calculated with.
     */
    put: operations['RefundRatesController_update'];
    post?: never;
    /** Removes an entry. */
    delete: operations['RefundRatesController_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/distancebands': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The band sets by version, each ordered by distance (the spec’s shape, not paged). */
    get: operations['DistanceBandsController_sets'];
    put?: never;
    /** Adds a band to a version; 422 when it overlaps another band of that version. */
    post: operations['DistanceBandsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/distancebands/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One band (the console’s edit page reads it). */
    get: operations['DistanceBandsController_get'];
    /**
     * Changes a band’s limits and amount in place; the change is logged (GET /api/referencechanges).
     * @description A neighbour that shared a moved limit follows it, so no gap opens; 422 when the band would overlap another or cover all of its neighbour. Saved claims keep the amount they were calculated with.
     */
    put: operations['DistanceBandsController_update'];
    post?: never;
    /** Removes a band. */
    delete: operations['DistanceBandsController_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/referencechanges': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Who changed which refund rate or distance band, when, from what to what (newest first).
     * @description Filters: kind ('refund_rate' or 'distance_band') and recordId (the rate's or band's id).
     */
    get: operations['ReferenceChangesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/geocode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Address suggestions for the participant form: Photon when GEOCODER_URL is set, else offline places and postcodes. */
    get: operations['GeocoderController_search'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/geocode/place': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The place of a hand-entered address: its postcode's area, else the largest place of its city's name.
     * @description Always answered offline. No feature: no place of that postcode or name in that country.
     */
    get: operations['GeocoderController_place'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
};
export type webhooks = Record<string, never>;
export type components = {
  schemas: {
    LoginDto: {
      /** @example admin */
      Username: string;
      Password: string;
    };
    StaffSessionDto: {
      /** @description Bearer token for the API, valid for an hour. */
      token: string;
      /** @description When the token expires (ISO 8601). */
      tokenExpiryTime: string;
      /** @description Opaque; exchanged once for a new session at /auth/refresh-token. */
      refreshToken: string;
      /** @description When the refresh token expires (ISO 8601). */
      refreshTokenExpiryTime: string;
      username: string;
      /** @description The name the console shows (the username when none was given). */
      displayName: string;
      /**
       * @example [
       *       "Admin"
       *     ]
       */
      roles: string[];
    };
    RefreshDto: {
      /** @description The access token of the session (may have expired). */
      Token: string;
      RefreshToken: string;
    };
    MeDto: {
      /** @enum {string} */
      kind: 'guest' | 'staff';
      /** @description Display name (a guest: the e-mail address). */
      name: string;
      /** @description The guest’s e-mail address; absent for staff. */
      email?: string;
      /**
       * @description Staff roles; empty for guests.
       * @example [
       *       "Approver"
       *     ]
       */
      roles: string[];
    };
    StaffAccountDto: {
      /** @example 2 */
      id: number;
      /** @example anna.schmidt */
      username: string;
      /** @example Anna Schmidt */
      displayName: string | null;
      /** @example anna.schmidt@academy.example */
      email: string | null;
      /**
       * @example [
       *       "Approver"
       *     ]
       */
      roles: ('Staff' | 'Approver' | 'Admin')[];
      /** @description A disabled account cannot sign in, and its sessions have ended. */
      enabled: boolean;
      /**
       * @description local: username and password here; entra: Microsoft Entra ID.
       * @enum {string}
       */
      source: 'local' | 'entra';
      /** @description The last sign-in (ISO 8601). */
      lastLoginAt: string | null;
      /** @description ISO 8601. */
      createdAt: string;
    };
    CreateStaffAccountDto: {
      /** @example anna.schmidt */
      username: string;
      /** @example Anna Schmidt */
      displayName: string;
      /** @example anna.schmidt@academy.example */
      email: string;
      /**
       * @example [
       *       "Approver"
       *     ]
       */
      roles: ('Staff' | 'Approver' | 'Admin')[];
    };
    StaffAccountWithPasswordDto: {
      /** @example 2 */
      id: number;
      /** @example anna.schmidt */
      username: string;
      /** @example Anna Schmidt */
      displayName: string | null;
      /** @example anna.schmidt@academy.example */
      email: string | null;
      /**
       * @example [
       *       "Approver"
       *     ]
       */
      roles: ('Staff' | 'Approver' | 'Admin')[];
      /** @description A disabled account cannot sign in, and its sessions have ended. */
      enabled: boolean;
      /**
       * @description local: username and password here; entra: Microsoft Entra ID.
       * @enum {string}
       */
      source: 'local' | 'entra';
      /** @description The last sign-in (ISO 8601). */
      lastLoginAt: string | null;
      /** @description ISO 8601. */
      createdAt: string;
      /** @description Generated; shown only in this answer. The holder signs in with it. */
      password: string;
    };
    UpdateStaffAccountDto: {
      /** @example Anna Schmidt */
      displayName?: string;
      /** @example anna.schmidt@academy.example */
      email?: string;
      /**
       * @example [
       *       "Approver"
       *     ]
       */
      roles?: ('Staff' | 'Approver' | 'Admin')[];
      /** @description false disables the account and ends its sessions. */
      enabled?: boolean;
    };
    DeletedDto: {
      /** @example 1 */
      id: number;
    };
    GuestCodeRequestDto: {
      /** @example jane.doe@court.example */
      Email: string;
    };
    CodeRequestedDto: {
      /** @example 15 */
      codeValidMinutes: number;
    };
    GuestLoginDto: {
      /** @example jane.doe@court.example */
      Email: string;
      /**
       * @description The 6-digit code from the mail.
       * @example 042917
       */
      confirmationcode: string;
    };
    GuestSessionDto: {
      /** @description Bearer token for the API, valid for 15 minutes. */
      token: string;
      /** @description Opaque; exchanged once for a new session at /auth/guest/refresh-token. */
      refreshToken: string;
      /** @description When the refresh token expires (ISO 8601). */
      refreshTokenExpiryTime: string;
    };
    LogoutDto: {
      RefreshToken: string;
    };
    EntraClientConfigDto: {
      /** @description Application (client) id of the API’s app registration. */
      clientId: string;
      /** @description Directory (tenant) id. */
      tenantId: string;
      /** @example https://login.microsoftonline.com/00000000-0000-0000-0000-000000000000 */
      authority: string;
      /**
       * @description The API scope 'access as user' the console requests tokens for.
       * @example api://00000000-0000-0000-0000-000000000000/access_as_user
       */
      apiScope: string;
      /**
       * @description Where the sign-in popup returns to: the site followed by /blank.html.
       * @example https://claims.example.org/blank.html
       */
      redirectUri: string;
    };
    ClientConfigDto: {
      /** @description null when Entra ID is not configured: staff then sign in with local accounts (POST /auth/login). */
      entra: components['schemas']['EntraClientConfigDto'] | null;
      /**
       * @description The public base URL of the site, without a trailing slash.
       * @example https://claims.example.org
       */
      publicUrl: string;
    };
    HealthReportDto: {
      /**
       * @description 'degraded': the database is up, Redis is not (mails go out in-process, limits count per replica).
       * @enum {string}
       */
      status: 'ok' | 'degraded' | 'unavailable';
      /** @enum {string} */
      database: 'up' | 'down';
      /**
       * @description 'in-process' when REDIS_URL is unset.
       * @enum {string}
       */
      redis: 'up' | 'down' | 'in-process';
      /** @description Seconds since the last good backup (scheduled or `npm run backup`); null when none was taken. */
      backupAgeSeconds: number | null;
    };
    EventLocationDto: {
      /** @example 7 */
      locationId: number;
      /** @example Academy Conference Centre */
      name: string;
      /** @example Trier */
      city: string;
      /**
       * @description English name of the country.
       * @example Germany
       */
      country: string;
      /** @example DE */
      countryISO_3166: string;
      osmid: number | null;
      /** @example 49.75 */
      latitude: number;
      /** @example 6.64 */
      longitude: number;
      /** @description Travel distances are measured to the primary venue. */
      primary: boolean;
    };
    EventLanguageDto: {
      /** @example de */
      language: string;
      /** @example Europäisches Vertragsrecht */
      title: string;
    };
    EventContactDto: {
      /** @example 3 */
      contactId: number;
      /** @example Anna */
      firstName: string;
      /** @example Berger */
      lastName: string;
      /** @example Anna Berger */
      displayName: string;
      jobTitle: string | null;
      /** @example a.berger@academy.example */
      email: string;
      phone: string | null;
    };
    EventDto: {
      /** @example 1 */
      id: number;
      /** @example 2025-123 */
      number: string;
      /** @example European Contract Law */
      title: string;
      /** @description The primary venue. */
      location: components['schemas']['EventLocationDto'] | null;
      /** @description ISO 8601. */
      startDate: string;
      /** @description ISO 8601. */
      endDate: string;
      /** @description ISO 8601; the claim form closes then. */
      offlineDate: string | null;
      accommodationEligible: boolean;
      /**
       * @description -1 or 0: the number of event days.
       * @example -1
       */
      maxNights: number;
      /**
       * @description The most nights a claim may state (the claim form offers 0 to it): maxNights when above 0, else the number of event days in Europe/Berlin; 0 when the event refunds no accommodation.
       * @example 3
       */
      allowedNights: number;
      /** @example 1 */
      distanceBandVersion: number;
      languages: components['schemas']['EventLanguageDto'][];
      /** @description Sorted by last name. */
      contacts: components['schemas']['EventContactDto'][];
      /** @description The primary venue first. */
      locations: components['schemas']['EventLocationDto'][];
      /** @description Send it back with an update to detect concurrent changes. */
      rowVersion: number;
    };
    EventLanguageInputDto: {
      /**
       * @description ISO 639-1 code.
       * @example de
       */
      language: string;
      /** @example Europäisches Vertragsrecht */
      title: string;
    };
    VenueDto: {
      /**
       * @description OpenStreetMap id of the picked suggestion.
       * @example 62422
       */
      osmid?: number | null;
      /** @example Academy Conference Centre */
      name: string;
      /** @example Trier */
      city: string;
      /**
       * @description ISO 3166-1 alpha-2 code of the country.
       * @example DE
       */
      countryISO_3166: string;
      /** @example 49.75 */
      latitude: number;
      /** @example 6.64 */
      longitude: number;
    };
    CreateEventDto: {
      /** @example 2025-123 */
      number: string;
      /** @example European Contract Law */
      title: string;
      /**
       * @description ISO 8601.
       * @example 2025-10-06T07:00:00Z
       */
      startDate: string;
      /**
       * @description ISO 8601; not before startDate.
       * @example 2025-10-08T15:00:00Z
       */
      endDate: string;
      /** @description ISO 8601; the claim form closes then. Null keeps it open. */
      offlineDate?: string | null;
      /**
       * @description The distance-band version travel amounts come from.
       * @example 1
       */
      distanceBandVersion: number;
      /** @default false */
      accommodationEligible: boolean;
      /**
       * @description Nights refunded at most; -1 or 0: the number of event days.
       * @default -1
       */
      maxNights: number;
      /** @description Titles in other languages. */
      languages?: components['schemas']['EventLanguageInputDto'][];
      /** @description The primary venue; travel distances are measured to it. */
      location: components['schemas']['VenueDto'];
      /** @description Ids of employees to show as contacts. */
      contacts?: number[];
    };
    UpdateEventWithIdDto: {
      /** @example 2025-123 */
      number: string;
      /** @example European Contract Law */
      title: string;
      /**
       * @description ISO 8601.
       * @example 2025-10-06T07:00:00Z
       */
      startDate: string;
      /**
       * @description ISO 8601; not before startDate.
       * @example 2025-10-08T15:00:00Z
       */
      endDate: string;
      /** @description ISO 8601; the claim form closes then. Null keeps it open. */
      offlineDate?: string | null;
      /**
       * @description The distance-band version travel amounts come from.
       * @example 1
       */
      distanceBandVersion: number;
      /** @default false */
      accommodationEligible: boolean;
      /**
       * @description Nights refunded at most; -1 or 0: the number of event days.
       * @default -1
       */
      maxNights: number;
      /** @description Titles in other languages. */
      languages?: components['schemas']['EventLanguageInputDto'][];
      /** @description Replaces the primary venue when given. */
      location?: components['schemas']['VenueDto'];
      /** @description The rowVersion the client read; a different stored one answers 409. Not sent: no check. */
      rowVersion?: number | null;
      /** @example 1 */
      id: number;
    };
    UpdateEventDto: {
      /** @example 2025-123 */
      number: string;
      /** @example European Contract Law */
      title: string;
      /**
       * @description ISO 8601.
       * @example 2025-10-06T07:00:00Z
       */
      startDate: string;
      /**
       * @description ISO 8601; not before startDate.
       * @example 2025-10-08T15:00:00Z
       */
      endDate: string;
      /** @description ISO 8601; the claim form closes then. Null keeps it open. */
      offlineDate?: string | null;
      /**
       * @description The distance-band version travel amounts come from.
       * @example 1
       */
      distanceBandVersion: number;
      /** @default false */
      accommodationEligible: boolean;
      /**
       * @description Nights refunded at most; -1 or 0: the number of event days.
       * @default -1
       */
      maxNights: number;
      /** @description Titles in other languages. */
      languages?: components['schemas']['EventLanguageInputDto'][];
      /** @description Replaces the primary venue when given. */
      location?: components['schemas']['VenueDto'];
      /** @description The rowVersion the client read; a different stored one answers 409. Not sent: no check. */
      rowVersion?: number | null;
    };
    NewLocationDto: {
      /**
       * @description OpenStreetMap id of the picked suggestion.
       * @example 62422
       */
      osmid?: number | null;
      /** @example Academy Conference Centre */
      name: string;
      /** @example Trier */
      city: string;
      /**
       * @description ISO 3166-1 alpha-2 code of the country.
       * @example DE
       */
      countryISO_3166: string;
      /** @example 49.75 */
      latitude: number;
      /** @example 6.64 */
      longitude: number;
      /** @example 1 */
      eventId: number;
    };
    CalculationRequestDto: {
      /** @example 1 */
      eventId: number;
      /**
       * @description Of the employer address.
       * @example 50.8467
       */
      latitude: number;
      /**
       * @description Of the employer address.
       * @example 4.3524
       */
      longitude: number;
      /**
       * @description 0 plane or combined, 1 land. Also read as `traveltype`.
       * @enum {number}
       */
      travelType: 0 | 1;
      /**
       * @description Nights spent, 0 when absent. Also read as `nightsspend`.
       * @example 2
       */
      nightsSpend?: number;
      /** @description The employer's country (GET /api/countries?iso_3166=). Also read as `countryid`. */
      countryId: number;
      /** @description Not used by the calculation; accepted because the form sends it. */
      institution?: string;
    };
    CalculationResultDto: {
      /**
       * @description Travel amount in euros, from the distance band.
       * @example 180
       */
      tAmount: number;
      /**
       * @description Great-circle distance in whole km.
       * @example 157
       */
      distance: number;
      /** @enum {number} */
      travelType: 0 | 1;
      /** @example 2 */
      nights: number;
      /**
       * @description Accommodation rate per night in euros (0 when the event refunds none).
       * @example 98
       */
      aAmount: number;
      /**
       * @description aAmount x nights.
       * @example 196
       */
      aAmountTotal: number;
      /**
       * @description The refund: tAmount + aAmountTotal, in euros.
       * @example 376
       */
      totalAmount: number;
    };
    ClaimDraftDto: {
      /** @example 1 */
      eventId: number;
      /**
       * @description Of the employer address.
       * @example 50.8467
       */
      latitude: number;
      /**
       * @description Of the employer address.
       * @example 4.3524
       */
      longitude: number;
      /**
       * @description 0 plane or combined, 1 land. Also read as `traveltype`.
       * @enum {number}
       */
      travelType: 0 | 1;
      /**
       * @description Nights spent, 0 when absent. Also read as `nightsspend`.
       * @example 2
       */
      nightsSpend?: number;
      /** @description The employer's country (GET /api/countries?iso_3166=). Also read as `countryid`. */
      countryId: number;
      /** @example Jane */
      firstname: string;
      /** @example Doe */
      lastname: string;
      /** @example jane.doe@court.example */
      email: string;
      /** @example +32 2 555 01 23 */
      phone: string;
      /**
       * @description The employer.
       * @example Court of Appeal Brussels
       */
      institution: string;
      /** @example Place Poelaert 1 */
      street: string;
      /** @example 1000 */
      postalCode: string;
      /** @example Brussels */
      city: string;
      /**
       * @description The language of the page the claim was saved on: its confirmation and every later mail about it are in it. Without it, the request's Accept-Language; else English.
       * @enum {string}
       */
      language?: 'en' | 'de' | 'fr';
    };
    CountryRefDto: {
      /** @example 21 */
      id: number;
      /** @example Belgium */
      name: string;
      /** @example BE */
      iso_3166: string;
    };
    PostalAddressDto: {
      /** @example Place Poelaert 1 */
      street: string;
      /** @example 1000 */
      postalCode: string;
      /** @example Brussels */
      city: string;
      country: components['schemas']['CountryRefDto'];
    };
    InstitutionDto: {
      /** @example Court of Appeal Brussels */
      name: string;
      address: components['schemas']['PostalAddressDto'];
    };
    ClaimVenueDto: {
      /** @example Academy Conference Centre */
      name: string;
      /** @example Trier */
      city: string;
      /**
       * @description The venue country's English name.
       * @example Germany
       */
      country: string;
      /**
       * @description The venue country's ISO 3166-1 alpha-2 code (its name in other languages).
       * @example DE
       */
      iso_3166: string;
    };
    ClaimEventDto: {
      /** @example 1 */
      id: number;
      /** @example European Contract Law */
      title: string;
      /** @example 126DT01 */
      number: string;
      /** @description The venue the distance was measured to. */
      location: components['schemas']['ClaimVenueDto'];
      /** @description ISO 8601. */
      startDate: string;
      /** @description ISO 8601. */
      endDate: string;
      /** @example 1 */
      distanceBandVersion: number;
      /** @description Whether the event's last day is before today (Europe/Berlin). */
      ended: boolean;
      /** @description The event's contacts, whom the participant writes to (e.g. about a rejection); absent in lists. */
      contacts?: components['schemas']['EventContactDto'][];
      /** @description The event's titles in other languages (ISO 639-1): the participant reads the title in theirs. */
      languages: components['schemas']['EventLanguageDto'][];
    };
    TravelCostsDto: {
      /**
       * @description Euros.
       * @example 180
       */
      amount: number;
      /**
       * @description Whole km.
       * @example 157
       */
      distance: number;
      /** @enum {number} */
      travelType: 0 | 1;
    };
    AccommodationCostsDto: {
      /** @example 2 */
      nights: number;
      /**
       * @description Euros per night.
       * @example 98
       */
      amount: number;
      /**
       * @description Euros.
       * @example 196
       */
      totalAmount: number;
    };
    ElvDataDto: {
      /** @description Masked (DE89 **** **** **** **30 00); in full only from GET /api/travelclaim/{guid}/bankdata (Approver, Admin; recorded). */
      iban: string;
      bic: string | null;
      bankname: string | null;
      accountHolderName: string;
      /** @description null for a SEPA IBAN. */
      bankAddress: components['schemas']['PostalAddressDto'] | null;
      /** @description null where the bank needs none: an IBAN of a bank in the EEA (docs/decisions.md, 'Bank form'). */
      accountHolderAddress: components['schemas']['PostalAddressDto'] | null;
      /** @description The IBAN is of a SEPA country: the claim is paid by a payment run ('Mark as paid' is for accounts outside SEPA). */
      sepa: boolean;
    };
    AuditDto: {
      /**
       * @description 0 Requested, 1 Approved, 2 Rejected, 3 Payment_Initiated, 4 Saved, 5 Summary_Sent, 6 Paid, 7 Payment_Returned, 8 Payment_Cancelled.
       * @enum {number}
       */
      action: 0 | 1 | 2 | 3 | 4 | 5;
      /** @example Claim approved */
      description: string;
      /** @description ISO 8601. */
      timestamp: string;
      /** @example approver@academy.example */
      username: string;
      /**
       * @description Rejections only.
       * @enum {number|null}
       */
      rejectReason?: 0 | 1 | 2 | 3 | 4 | null;
      /** @description Rejections with reason Other only. */
      othertxt?: string | null;
    };
    ClaimPaymentRunDto: {
      /** Format: uuid */
      id: string;
      /** @example PR-2026-0001 */
      number: string;
      /**
       * @description The day the bank executes the run's transfers, YYYY-MM-DD.
       * @example 2026-11-23
       */
      executionDate: string;
    };
    PaymentReturnDto: {
      /**
       * @description The day the bank returned it, YYYY-MM-DD.
       * @example 2026-11-30
       */
      returnedOn: string;
      /**
       * @description ISO 20022 reason code.
       * @example AC04
       */
      reasonCode: string | null;
      /**
       * @description The reason in English words, then the bank's own text (the apps read reasonCode and details in their language).
       * @example the account has been closed
       */
      reason: string;
      /**
       * @description The bank's own words about it (AddtlInf), as it wrote them.
       * @example Konto saldiert
       */
      details: string | null;
      /** @description Euros the banks deducted from the amount returned. */
      charges: number | null;
    };
    PayeeCheckDto: {
      /**
       * @description noMatch: the participant is asked to check the account holder's name.
       * @enum {string}
       */
      outcome: 'match' | 'closeMatch' | 'noMatch' | 'notPossible';
      /** @description On a close match, the name the bank holds. */
      nameHeldByBank: string | null;
    };
    ClaimAttendanceDto: {
      /** @description An attendee of the claim's event has the claim's e-mail address. */
      registered: boolean;
      feePaid: boolean;
      /**
       * @description Days ticked in (YYYY-MM-DD).
       * @example [
       *       "2026-10-06",
       *       "2026-10-07"
       *     ]
       */
      checkedInDays: string[];
      /** @description A scan of the event's signed attendance sheets is uploaded. */
      signedSheetsUploaded: boolean;
    };
    ClaimDuplicateDto: {
      /**
       * Format: uuid
       * @description null: the claim is restricted at its owner's request and the caller is not an Admin.
       */
      guid: string | null;
      /**
       * @description Its transaction number; 'restricted' where guid is null.
       * @example UC-2026-000041
       */
      identifier: string;
      /** @example 126DT01 */
      eventNumber: string;
      /** @enum {number} */
      status: -1 | 0 | 1 | 2 | 3 | 5;
      /** @description For the same event; false: for an event whose days overlap. */
      sameEvent: boolean;
      /** @description What the two claims share: the e-mail address, the IBAN, the name and employer (in this order). */
      matchedBy: ('email' | 'iban' | 'nameAndEmployer')[];
    };
    ClaimApprovalsDto: {
      /**
       * @description Approvals it needs before it can be paid.
       * @example 2
       * @enum {number}
       */
      needed: 1 | 2;
      /**
       * @description Who gave the first of two approvals while the second is awaited, as the history names them.
       * @example approver
       */
      firstBy: string | null;
      /** @description The caller gave the first approval: someone else must give the second. */
      firstByYou: boolean;
    };
    ServerMessageDto: {
      /**
       * @description A key of the contract's message catalogues.
       * @example refusal.tooManyNights
       */
      key: string;
      /**
       * @description The message's arguments by name, as text or numbers.
       * @example {
       *       "allowed": 2
       *     }
       */
      values?: {
        [key: string]: string | number;
      };
    };
    ConfirmationMailDto: {
      /** @description Whether a confirmation mail was sent. */
      sent: boolean;
      /** @description What the page tells the participant: where it went, or why not (in English). */
      message: string;
      /**
       * @description message as a key of the contract's catalogues, for the participant app to say in its language.
       * @example {
       *       "key": "completed.confirmationSent",
       *       "values": {
       *         "email": "jane.doe@court.example"
       *       }
       *     }
       */
      messageKey: components['schemas']['ServerMessageDto'];
    };
    SavedClaimDto: {
      /** @description The guid again, for react-admin. */
      id: string;
      /** Format: uuid */
      guid: string;
      /**
       * @description The transaction number.
       * @example UC-2026-000042
       */
      identifier: string;
      /**
       * @description -1 Unknown, 0 Saved, 1 Requested, 2 ApprovalRun, 3 Paid, 5 Rejected.
       * @enum {number}
       */
      status: -1 | 0 | 1 | 2 | 3 | 5;
      confirmed: boolean;
      /** @example Jane */
      firstname: string;
      /** @example Doe */
      lastname: string;
      /** @example jane.doe@court.example */
      email: string;
      /** @example +32 2 555 01 23 */
      phone: string;
      /**
       * @description The language the claim was saved in; its mails and PDF summary are written in it.
       * @enum {string}
       */
      language: 'en' | 'de' | 'fr';
      /** @description ISO 8601. */
      submitted: string;
      institution: components['schemas']['InstitutionDto'];
      event: components['schemas']['ClaimEventDto'];
      calculatedTravelCosts: components['schemas']['TravelCostsDto'];
      /** @description null when the event refunds no accommodation. */
      calculatedAccommodationCosts: components['schemas']['AccommodationCostsDto'] | null;
      /**
       * @description Travel amount plus accommodation total, euros.
       * @example 376
       */
      totalAmount: number;
      /** @description Absent in lists. */
      elvData?: components['schemas']['ElvDataDto'] | null;
      /** @description Oldest first; absent in lists. */
      audits?: components['schemas']['AuditDto'][];
      /** @enum {number|null} */
      rejectReason: 0 | 1 | 2 | 3 | 4 | null;
      /**
       * Format: date
       * @description The day the bank executed its transfer (or it was marked paid by hand), YYYY-MM-DD: the date the Paid mail, the exports and the audit pack give; null unless Paid.
       * @example 2026-11-30
       */
      paidOn: string | null;
      /** @description The payment run the claim was paid in; null when unpaid or marked as paid by hand; absent in lists. */
      paymentRun?: components['schemas']['ClaimPaymentRunDto'] | null;
      /** @description Set while the bank has returned the last transfer and no new bank details were entered (the bank form is open again); in a participant's own list and in staff lists too. */
      paymentReturn?: components['schemas']['PaymentReturnDto'] | null;
      /** @description The payee's bank's answer to the name check of the last transfer to the account on file (pain.002); absent in lists. */
      payeeCheck?: components['schemas']['PayeeCheckDto'] | null;
      othertxt: string | null;
      rowVersion: number;
      /** @description Staff only: the claimant as the event's attendance knows them (matched by e-mail address). */
      attendance?: components['schemas']['ClaimAttendanceDto'];
      /** @description Its personal fields were removed at its retention end or on request; its figures stay. */
      anonymised: boolean;
      /** @description Its owner asked for erasure while a retention duty keeps it: shown only to Admins and its owner. */
      restricted: boolean;
      /** @description Staff answers only: the claim is not Rejected, and another claim of the same e-mail address, IBAN or name and employer, not Rejected, is for the same event or one whose days overlap. */
      possibleDuplicate?: boolean;
      /** @description Staff detail only: those other claims. */
      duplicates?: components['schemas']['ClaimDuplicateDto'][];
      /** @description Staff detail only: the claim carries the caller's own e-mail address, so they may not decide or pay it (four eyes). */
      ownClaim?: boolean;
      /** @description Staff detail only: the approvals it needs (two above APPROVAL_SECOND_ABOVE) and who gave the first. */
      approvals?: components['schemas']['ClaimApprovalsDto'];
      confirmationMail: components['schemas']['ConfirmationMailDto'];
    };
    TravelClaimDto: {
      /** @description The guid again, for react-admin. */
      id: string;
      /** Format: uuid */
      guid: string;
      /**
       * @description The transaction number.
       * @example UC-2026-000042
       */
      identifier: string;
      /**
       * @description -1 Unknown, 0 Saved, 1 Requested, 2 ApprovalRun, 3 Paid, 5 Rejected.
       * @enum {number}
       */
      status: -1 | 0 | 1 | 2 | 3 | 5;
      confirmed: boolean;
      /** @example Jane */
      firstname: string;
      /** @example Doe */
      lastname: string;
      /** @example jane.doe@court.example */
      email: string;
      /** @example +32 2 555 01 23 */
      phone: string;
      /**
       * @description The language the claim was saved in; its mails and PDF summary are written in it.
       * @enum {string}
       */
      language: 'en' | 'de' | 'fr';
      /** @description ISO 8601. */
      submitted: string;
      institution: components['schemas']['InstitutionDto'];
      event: components['schemas']['ClaimEventDto'];
      calculatedTravelCosts: components['schemas']['TravelCostsDto'];
      /** @description null when the event refunds no accommodation. */
      calculatedAccommodationCosts: components['schemas']['AccommodationCostsDto'] | null;
      /**
       * @description Travel amount plus accommodation total, euros.
       * @example 376
       */
      totalAmount: number;
      /** @description Absent in lists. */
      elvData?: components['schemas']['ElvDataDto'] | null;
      /** @description Oldest first; absent in lists. */
      audits?: components['schemas']['AuditDto'][];
      /** @enum {number|null} */
      rejectReason: 0 | 1 | 2 | 3 | 4 | null;
      /**
       * Format: date
       * @description The day the bank executed its transfer (or it was marked paid by hand), YYYY-MM-DD: the date the Paid mail, the exports and the audit pack give; null unless Paid.
       * @example 2026-11-30
       */
      paidOn: string | null;
      /** @description The payment run the claim was paid in; null when unpaid or marked as paid by hand; absent in lists. */
      paymentRun?: components['schemas']['ClaimPaymentRunDto'] | null;
      /** @description Set while the bank has returned the last transfer and no new bank details were entered (the bank form is open again); in a participant's own list and in staff lists too. */
      paymentReturn?: components['schemas']['PaymentReturnDto'] | null;
      /** @description The payee's bank's answer to the name check of the last transfer to the account on file (pain.002); absent in lists. */
      payeeCheck?: components['schemas']['PayeeCheckDto'] | null;
      othertxt: string | null;
      rowVersion: number;
      /** @description Staff only: the claimant as the event's attendance knows them (matched by e-mail address). */
      attendance?: components['schemas']['ClaimAttendanceDto'];
      /** @description Its personal fields were removed at its retention end or on request; its figures stay. */
      anonymised: boolean;
      /** @description Its owner asked for erasure while a retention duty keeps it: shown only to Admins and its owner. */
      restricted: boolean;
      /** @description Staff answers only: the claim is not Rejected, and another claim of the same e-mail address, IBAN or name and employer, not Rejected, is for the same event or one whose days overlap. */
      possibleDuplicate?: boolean;
      /** @description Staff detail only: those other claims. */
      duplicates?: components['schemas']['ClaimDuplicateDto'][];
      /** @description Staff detail only: the claim carries the caller's own e-mail address, so they may not decide or pay it (four eyes). */
      ownClaim?: boolean;
      /** @description Staff detail only: the approvals it needs (two above APPROVAL_SECOND_ABOVE) and who gave the first. */
      approvals?: components['schemas']['ClaimApprovalsDto'];
    };
    ClaimUpdateWithGuidDto: {
      /**
       * @description 1 Requested (owner), 2 ApprovalRun / 5 Rejected / 3 Paid (Approver, Admin).
       * @enum {number}
       */
      status: 1 | 2 | 3 | 5;
      /** @description Set by the server on request and approval; accepted for the spec’s payload. */
      confirmed?: boolean;
      /**
       * @description Needed to reject.
       * @enum {number|null}
       */
      rejectReason?: 0 | 1 | 2 | 3 | 4 | null;
      /** @description The reason in words; needed with reason 4 (Other). */
      othertxt?: string | null;
      /** @description Approvals only: true confirms that the approver checked the claim's possible duplicates (another claim of the same e-mail address, IBAN or name and employer for the same or an overlapping event) and found it is not one; without it such an approval is refused with 409 naming them. */
      confirmDuplicate?: boolean;
      /** Format: uuid */
      guid: string;
    };
    ClaimUpdateDto: {
      /**
       * @description 1 Requested (owner), 2 ApprovalRun / 5 Rejected / 3 Paid (Approver, Admin).
       * @enum {number}
       */
      status: 1 | 2 | 3 | 5;
      /** @description Set by the server on request and approval; accepted for the spec’s payload. */
      confirmed?: boolean;
      /**
       * @description Needed to reject.
       * @enum {number|null}
       */
      rejectReason?: 0 | 1 | 2 | 3 | 4 | null;
      /** @description The reason in words; needed with reason 4 (Other). */
      othertxt?: string | null;
      /** @description Approvals only: true confirms that the approver checked the claim's possible duplicates (another claim of the same e-mail address, IBAN or name and employer for the same or an overlapping event) and found it is not one; without it such an approval is refused with 409 naming them. */
      confirmDuplicate?: boolean;
    };
    SummaryRequestDto: {
      /** @example finance@academy.example */
      Recipient: string;
      /** Format: uuid */
      Guid: string;
    };
    BankAddressInputDto: {
      /** @example Kaiserstraße 1 */
      street: string;
      /** @example 54290 */
      postalCode: string;
      /** @example Trier */
      city: string;
      /**
       * @description Id of a country (GET /api/countries); null (none chosen) is answered with a field error.
       * @example 83
       */
      countryId: number | null;
    };
    AccountHolderAddressInputDto: {
      /** @example Kaiserstraße 1 */
      street: string;
      /** @example 54290 */
      postalCode: string;
      /** @example Trier */
      city: string;
      /**
       * @description Id of a country (GET /api/countries); null (none chosen) is answered with a field error.
       * @example 83
       */
      countryId: number | null;
    };
    ElvDataInputDto: {
      /**
       * Format: uuid
       * @description The claim's guid.
       */
      claimId: string;
      /**
       * @description Spaces and case do not matter.
       * @example DE89 3704 0044 0532 0130 00
       */
      iban: string;
      /**
       * @description Needed outside SEPA; for a SEPA IBAN checked only when given.
       * @example COBADEFFXXX
       */
      bic: string;
      /**
       * @description Needed outside SEPA; for a SEPA IBAN optional.
       * @example Commerzbank
       */
      bankname: string;
      /** @example Jane Doe */
      accountHolderName: string;
      /** @description Needed outside SEPA; stored as null for a SEPA IBAN even if sent. */
      bankAddress: components['schemas']['BankAddressInputDto'] | null;
      /** @description Needed outside SEPA and for a bank in SEPA outside the EEA (GET /api/elvdata/validate/{iban}'s holderAddressNeeded); stored as null for any other IBAN even if sent. */
      accountHolderAddress: components['schemas']['AccountHolderAddressInputDto'] | null;
    };
    IbanCheckDto: {
      isValid: boolean;
      /** @description Valid and of a country in the SEPA schemes: then no BIC, bank name or bank address is needed. */
      sepa: boolean;
      /**
       * @description The account's country (ISO 3166); null when not valid.
       * @example DE
       */
      country: string | null;
      /**
       * @description The bank's BIC from the national bank directories where they know the bank code; else null.
       * @example COBADEFFXXX
       */
      bic: string | null;
      /** @description Whether the account holder's address is needed: outside SEPA, and for a bank in SEPA outside the EEA. False while not valid. */
      holderAddressNeeded: boolean;
      /**
       * @description Why the IBAN is not valid, to show as it is; null when valid.
       * @example The IBAN's check digits do not match the rest of it. Please check it for typing errors.
       */
      errorMessage: string | null;
      /**
       * @description errorMessage as a key of the contract's catalogues, for the app to show in its language; null when valid.
       * @example {
       *       "key": "refusal.iban.checkDigits"
       *     }
       */
      message: components['schemas']['ServerMessageDto'] | null;
    };
    CreatePaymentRunDto: {
      /** @description The claims to pay (guids); left out: every claim In approval Run with a SEPA account. */
      claims?: string[];
      /**
       * Format: date
       * @description The day the bank is to execute the transfers, YYYY-MM-DD: a TARGET2 business day, not in the past. Left out: the next TARGET2 business day.
       * @example 2026-11-30
       */
      executionDate?: string;
    };
    PaymentRunClaimDto: {
      /** Format: uuid */
      guid: string;
      /**
       * @description The claim's transaction number (the transfer's EndToEndId).
       * @example UC-2026-000042
       */
      identifier: string;
      /**
       * @description The participant.
       * @example Jane Doe
       */
      name: string;
      /**
       * @description The account paid to, masked.
       * @example DE89 **** **** **** **30 00
       */
      iban: string;
      /**
       * @description Euros.
       * @example 376
       */
      amount: number;
      /** @example 126DT01 */
      eventNumber: string;
      /**
       * @description The transfer's EndToEndId: the transaction number, with -2, -3, ... when sent again after a return.
       * @example UC-2026-000042
       */
      endToEndId?: string;
      /**
       * @description What became of the transfer; absent for claims a new run would pay.
       * @enum {string}
       */
      outcome?: 'pending' | 'paid' | 'returned' | 'cancelled';
      /** @description The day it was paid or returned, YYYY-MM-DD. */
      settledOn?: string | null;
      /**
       * @description A return's ISO 20022 reason code.
       * @example AC04
       */
      reasonCode?: string | null;
      /**
       * @description A return's reason in words.
       * @example the account has been closed
       */
      reason?: string | null;
      /**
       * @description The transfer's InstrId in the file.
       * @example PR-2026-0001.0.3
       */
      instructionId?: string;
      /**
       * @description The last pain.002 status the bank gave the transfer (ACSC, ACTC, ...), and in words in bankStatusText.
       * @example ACSC
       */
      bankStatus?: string | null;
      /** @example accepted and settled on the academy’s account */
      bankStatusText?: string | null;
      /** @description The day of that status report, YYYY-MM-DD. */
      bankStatusOn?: string | null;
      /**
       * @description Verification of Payee: the payee's bank's answer on the account holder's name.
       * @enum {string|null}
       */
      payeeCheck?: 'match' | 'closeMatch' | 'noMatch' | 'notPossible' | null;
      /** @description On a close match, the name the bank holds. */
      payeeCheckName?: string | null;
      /** @description Euros the banks deducted from a return. */
      returnCharges?: number | null;
      /** @description The bank's own words about a return (AddtlInf). */
      returnDetails?: string | null;
    };
    BankEntryReviewDto: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      claimGuid: string;
      /** @example UC-2026-000042 */
      identifier: string;
      /** @example UC-2026-000042 */
      endToEndId: string;
      /**
       * @description What the entry says: the transfer was paid, or it came back (or was rejected).
       * @enum {string}
       */
      kind: 'payment' | 'return';
      /**
       * @description Why it was not applied, in words.
       * @example booked 532.00 EUR, the transfer is 523.00 EUR
       */
      reason: string;
      /**
       * @description What the bank booked, as written.
       * @example 532
       */
      amount: number | null;
      /** @example EUR */
      currency: string | null;
      /** @description Its booking day, YYYY-MM-DD. */
      bookedOn: string | null;
      /** @description A return's charges, euros. */
      charges: number | null;
      /**
       * @description A return's reason code.
       * @example AC04
       */
      returnReasonCode: string | null;
      /** @description A return's reason in words, then the bank's own text. */
      returnReason: string | null;
      /** @description The statement's MsgId. */
      statementId: string | null;
      /** @description Who uploaded the statement. */
      uploadedBy: string;
      /** @description ISO 8601. */
      createdAt: string;
      /**
       * @description null while it waits for a decision.
       * @enum {string|null}
       */
      decision: 'recorded' | 'left' | null;
      decidedBy: string | null;
      /** @description ISO 8601. */
      decidedAt: string | null;
      note: string | null;
      /** @description The claim carries the reader’s own e-mail address: someone else must review it. */
      ownClaim: boolean;
    };
    PaymentRunDto: {
      /** Format: uuid */
      id: string;
      /** @example PR-2026-0001 */
      number: string;
      /** @description ISO 8601. */
      createdAt: string;
      /** @example approver */
      createdBy: string;
      /**
       * @description The day the bank executes the transfers, YYYY-MM-DD.
       * @example 2026-11-23
       */
      executionDate: string;
      /** @example 12 */
      claimCount: number;
      /**
       * @description Euros.
       * @example 4512.5
       */
      totalAmount: number;
      /**
       * @description created: the file is for the bank; executed: the bank executed it (executedOn); cancelled.
       * @enum {string}
       */
      state: 'created' | 'executed' | 'cancelled';
      /** @description The day the bank executed the run, YYYY-MM-DD. */
      executedOn: string | null;
      /** @description Who confirmed or cancelled it. */
      closedBy: string | null;
      /** @description When it was confirmed or cancelled, ISO 8601. */
      closedAt: string | null;
      /** @description true when a bank statement answered for its last transfer (closedBy uploaded it); false when a person confirmed or cancelled it, or it is open. */
      closedByStatement: boolean;
      /**
       * @description The account it pays from, as it was when the run was created; null for runs made before it was kept.
       * @example DE02120300000000202051
       */
      debtorIban: string | null;
      /** @description When its SEPA file was first downloaded (ISO 8601); null until then: the next step is the download. */
      fileDownloadedAt: string | null;
      /** @description Who downloaded it first. */
      fileDownloadedBy: string | null;
      /** @description Ordered by transaction number; absent in lists. */
      claims?: components['schemas']['PaymentRunClaimDto'][];
      /** @description Bank entries that disagreed with a transfer, open ones first; absent in lists. */
      reviews?: components['schemas']['BankEntryReviewDto'][];
    };
    ConfirmExecutedDto: {
      /**
       * Format: date
       * @description The day the bank executed the run, YYYY-MM-DD: not in the future, not before the run was created.
       * @example 2026-11-30
       */
      executedOn: string;
    };
    ReviewDecisionDto: {
      /**
       * @description record: what the entry says happened is recorded (the transfer paid, or returned) although it disagrees; leave: nothing changes, the review is closed.
       * @enum {string}
       */
      decision: 'record' | 'leave';
      /**
       * @description Why: needed to record the entry; kept with the review and, when recorded, in the claim’s history.
       * @example The bank confirmed by phone that 532.00 EUR was a typing error in the statement; 523.00 EUR left.
       */
      note?: string;
      /**
       * Format: date
       * @description Recording a payment: the day the bank executed it, YYYY-MM-DD, when the entry’s booking day cannot be (before the run, in the future, none).
       */
      executedOn?: string;
    };
    PendingPaymentsDto: {
      /** @example 3 */
      claimCount: number;
      /**
       * @description Euros.
       * @example 1128
       */
      totalAmount: number;
      claims: components['schemas']['PaymentRunClaimDto'][];
      /**
       * @description The execution date a new run gets unless one is chosen: the next TARGET2 business day, YYYY-MM-DD.
       * @example 2026-11-27
       */
      executionDate: string;
      /**
       * @description Claims In approval Run whose account is outside SEPA: they are marked as paid by hand.
       * @example 1
       */
      outsideSepa: number;
    };
    StatementEntryDto: {
      /** @example UC-2026-000042 */
      endToEndId: string | null;
      /**
       * @description The claim's transaction number.
       * @example UC-2026-000042
       */
      identifier: string | null;
      /** Format: uuid */
      claimGuid: string | null;
      /** @example PR-2026-0001 */
      runNumber: string | null;
      /**
       * @description The day the bank booked it (or sent its status report), YYYY-MM-DD; null where it gave none.
       * @example 2026-11-30
       */
      date: string | null;
      /**
       * @description A return's or rejection's ISO 20022 reason code; a pain.002 status code (ACSC, ...) in `statuses`.
       * @example AC04
       */
      reasonCode: string | null;
      /**
       * @description In words: a return's reason (then the bank's own text); why an entry disagrees with its transfer; a status; why a reference matched nothing.
       * @example the account has been closed
       */
      reason: string | null;
      /**
       * @description What the bank booked, as it wrote it (mismatched entries).
       * @example 532
       */
      amount?: number | null;
      /** @example EUR */
      currency?: string | null;
      /**
       * @description Euros the banks deducted from a return.
       * @example 2.5
       */
      charges?: number | null;
      /**
       * @description Verification of Payee: the payee's bank's answer on the account holder's name (pain.002).
       * @enum {string|null}
       */
      payeeCheck?: 'match' | 'closeMatch' | 'noMatch' | 'notPossible' | null;
      /** @description On a close match, the name the payee’s bank holds. */
      payeeCheckName?: string | null;
    };
    SkippedEntriesDto: {
      /**
       * @description Not booked yet (PDNG, FUTR).
       * @example 2
       */
      pending: number;
      /**
       * @description Information only (INFO).
       * @example 0
       */
      informationOnly: number;
      /**
       * @description Booked credits without return information: money coming in, no return.
       * @example 14
       */
      creditsWithoutReturn: number;
      /**
       * @description Booked entries that name no transfer or run of ours.
       * @example 31
       */
      otherReferences: number;
    };
    StatementImportDto: {
      /** @enum {string} */
      format: 'camt.052' | 'camt.053' | 'camt.054' | 'pain.002';
      /** @description The file's MsgId. */
      messageId: string | null;
      /** @description Transfers now Paid (their participants mailed). */
      matched: components['schemas']['StatementEntryDto'][];
      /** @description Transfers already Paid before: nothing changed. */
      alreadyPaid: components['schemas']['StatementEntryDto'][];
      /** @description Transfers now recorded as returned or rejected (their participants mailed to enter bank details again). */
      returned: components['schemas']['StatementEntryDto'][];
      /** @description Returns already recorded before: nothing changed. */
      alreadyReturned: components['schemas']['StatementEntryDto'][];
      /** @description Entries that name a transfer but disagree with it (amount, currency, direction, account, day), or a claim of the uploader's own: nothing changed; each is kept on its run for review by an Approver or Admin who is not the claimant. `reason` says why in words. */
      mismatched: components['schemas']['StatementEntryDto'][];
      /** @description pain.002 statuses that make nothing Paid (accepted, pending, ...) and name checks, recorded on the run. */
      statuses: components['schemas']['StatementEntryDto'][];
      /** @description References to transfers of a cancelled run: nothing changed. */
      unknown: components['schemas']['StatementEntryDto'][];
      skipped: components['schemas']['SkippedEntriesDto'];
    };
    DepartureDto: {
      /** @example Brussels */
      city: string | null;
      /** @example Belgium */
      country: string | null;
      /** @enum {string} */
      source: 'claim' | 'registration';
    };
    AttendeeClaimDto: {
      /** @example 0f8fad5b-d9cb-469f-a165-70867728950e */
      guid: string;
      /** @example UC-2026-000042 */
      identifier: string;
      /** @enum {number} */
      status: -1 | 0 | 1 | 2 | 3 | 5;
    };
    AttendeeDto: {
      /** @example 1 */
      id: number;
      /** @example 7 */
      eventId: number;
      /** @example Ελένη */
      firstname: string;
      /** @example Παπαδοπούλου */
      lastname: string;
      /** @example eleni.papadopoulou@court.example */
      email: string;
      /** @example Areios Pagos */
      institution: string | null;
      /** @example Athens */
      city: string | null;
      country: components['schemas']['CountryRefDto'] | null;
      feePaid: boolean;
      /**
       * @description Days ticked in (YYYY-MM-DD, academy days).
       * @example [
       *       "2026-10-06"
       *     ]
       */
      checkedInDays: string[];
      departure: components['schemas']['DepartureDto'] | null;
      /** @description The attendee's claim for the event, if any. */
      claim: components['schemas']['AttendeeClaimDto'] | null;
    };
    ImportColumnDto: {
      /** @example Vorname */
      header: string;
      /**
       * @description The field the column fills; null: ignored.
       * @enum {string|null}
       */
      field: 'firstname' | 'lastname' | 'email' | 'institution' | 'city' | 'country' | 'feePaid' | null;
    };
    ImportRowDto: {
      /**
       * @description Line of the file (the header is line 1).
       * @example 2
       */
      line: number;
      /** @enum {string} */
      action: 'add' | 'update' | 'unchanged' | 'problem';
      email: string;
      firstname: string;
      lastname: string;
      institution: string | null;
      city: string | null;
      /** @description The country's English name. */
      country: string | null;
      /** @description null: the file has no fee-paid column. */
      feePaid: boolean | null;
      problems: string[];
    };
    ImportResultDto: {
      dryRun: boolean;
      /** @description Whether anything was written: never with a problem in any row. */
      written: boolean;
      added: number;
      updated: number;
      unchanged: number;
      /** @description Rows with a problem. */
      problems: number;
      columns: components['schemas']['ImportColumnDto'][];
      rows: components['schemas']['ImportRowDto'][];
    };
    SaveAttendeeDto: {
      /** @example Ελένη */
      firstname: string;
      /** @example Παπαδοπούλου */
      lastname: string;
      /** @example eleni.papadopoulou@court.example */
      email: string;
      /** @example Areios Pagos */
      institution?: string | null;
      /** @example Athens */
      city?: string | null;
      /** @example 3 */
      countryId?: number | null;
      /** @default false */
      feePaid: boolean;
    };
    CheckInDto: {
      /**
       * @description An event day (YYYY-MM-DD); default today.
       * @example 2026-10-06
       */
      day?: string;
    };
    DayCountDto: {
      /** @example 2026-10-06 */
      day: string;
      /** @example 24 */
      count: number;
    };
    AttendanceOverviewDto: {
      /** @example 7 */
      eventId: number;
      /** @example 126DT01 */
      number: string;
      /** @example Cross-border evidence in civil matters */
      title: string;
      /**
       * @description The event days (academy days).
       * @example [
       *       "2026-10-06",
       *       "2026-10-07"
       *     ]
       */
      days: string[];
      /** @description Today, when it is a day of the event. */
      today: string | null;
      attendees: number;
      feePaid: number;
      /** @description Attendees checked in on at least one day. */
      checkedInAnyDay: number;
      /** @description Attendees checked in, per event day. */
      checkedIn: components['schemas']['DayCountDto'][];
      /** @description Scans of signed sheets uploaded. */
      scans: number;
    };
    ScanDto: {
      /** @example 1 */
      id: number;
      /** @example 7 */
      eventId: number;
      /**
       * @description The sheet day, if given.
       * @example 2026-10-06
       */
      day: string | null;
      /** @example attendance-day-1.pdf */
      fileName: string;
      /**
       * @description As found in the content, not as declared.
       * @example application/pdf
       */
      mediaType: string;
      /**
       * @description Bytes.
       * @example 482113
       */
      size: number;
      /** @example approver */
      uploadedBy: string;
      /** @example 2026-10-06T16:02:11.000Z */
      uploadedAt: string;
    };
    RetainUntilViewDto: {
      reason: string;
      by: string;
      /** @description ISO 8601. */
      at: string;
      /** @description An academy day. */
      date: string;
    };
    LegalHoldViewDto: {
      reason: string;
      by: string;
      /** @description ISO 8601. */
      at: string;
    };
    EventRetentionDto: {
      /** @description The event's id (react-admin). */
      id: number;
      number: string;
      title: string;
      /** @description ISO 8601. */
      endDate: string;
      /** @description Claims not yet anonymised. */
      claims: number;
      /** @description Claims anonymised. */
      anonymised: number;
      /** @description A claim is still requested or in a payment run: the retention period has not begun. */
      open: boolean;
      /** @description RETENTION_YEARS after the end of the year of its last decision. */
      defaultRetentionEnd: string | null;
      /** @description An Admin's later date. */
      retainUntil: components['schemas']['RetainUntilViewDto'] | null;
      /** @description The day its claims are anonymised (the later of both). */
      retentionEnd: string | null;
      legalHold: components['schemas']['LegalHoldViewDto'] | null;
      /** @description Claims the job's next run would anonymise (retention end, never requested, appeal ended). */
      dueNow: number;
    };
    RetentionOverviewDto: {
      events: components['schemas']['EventRetentionDto'][];
      /** @description The job's last run (ISO 8601). */
      lastRun: string | null;
      /** @description Claims the next run would anonymise, all events together. */
      dueNow: number;
      retentionYears: number;
      unrequestedRetentionDays: number;
      rejectionAppealDays: number;
    };
    LegalHoldDto: {
      /** @example OLAF investigation OF/2031/0042 open */
      reason: string;
    };
    RetainUntilDto: {
      /** @example OLAF investigation OF/2031/0042 open */
      reason: string;
      /**
       * @description An academy day; null: the default.
       * @example 2034-01-01
       */
      retainUntil: string | null;
    };
    AnonymisationRequestDto: {
      /** @example OLAF investigation OF/2031/0042 open */
      reason: string;
      /**
       * Format: uuid
       * @description The claim; or give `email`.
       */
      claimId?: string;
      /** @description Every claim of this address; or give `claimId`. */
      email?: string;
    };
    AnonymisationResultDto: {
      /** @description Claims anonymised now. */
      anonymised: number;
      /** @description Transaction numbers kept: under a legal hold or still being decided or paid. */
      kept: string[];
    };
    ContactDataDto: {
      /**
       * @description null: no claim to take it from.
       * @example Jane
       */
      firstname: string | null;
      /** @example Doe */
      lastname: string | null;
      /**
       * @description The address the participant signed in with.
       * @example jane.doe@court.example
       */
      email: string;
      /** @example +32 2 555 01 23 */
      phone: string | null;
    };
    AttendanceEntryDto: {
      eventNumber: string;
      eventTitle: string;
      firstname: string;
      lastname: string;
      institution: string | null;
      city: string | null;
      feePaid: boolean;
      /** @description The seminar days (academy days) checked in. */
      checkedInOn: string[];
    };
    SentMailDto: {
      /**
       * @description What the mail was about.
       * @example claim-saved
       */
      kind: string;
      /** @description When it was written (ISO 8601). */
      createdAt: string;
      /** @description When the mail server took it; null: not (yet) sent. */
      sentAt: string | null;
    };
    ParticipantExportDto: {
      /** @description ISO 8601. */
      generatedAt: string;
      email: string;
      /** @description Every claim of the address with its history; bank data with the IBAN masked. */
      claims: components['schemas']['TravelClaimDto'][];
      /** @description The address on attendance lists, with the days checked in. */
      attendance: components['schemas']['AttendanceEntryDto'][];
      /** @description Mails to the address the outbox still holds (sent ones 90 days). */
      mails: components['schemas']['SentMailDto'][];
      /** @description How long the academy keeps the data, in plain words. */
      retention: string;
    };
    KeptClaimDto: {
      identifier: string;
      eventNumber: string;
      /** @description The academy day it is anonymised, when known. */
      keptUntil: string | null;
      /**
       * @description Why it is kept, for the app to say in the participant's language (the catalogues' erasure.kept.*): an open audit, an appeal period (until keptUntil), the retention of decided or paid refunds (until keptUntil), or a seminar whose refunds are still open.
       * @enum {string}
       */
      reason: 'audit' | 'appeal' | 'retention' | 'open';
      /** @description Why it is kept, in plain words (English). */
      why: string;
    };
    ErasureResultDto: {
      /** @description Transaction numbers anonymised now. */
      anonymised: string[];
      /** @description Claims a retention duty keeps: restricted until then. */
      restricted: components['schemas']['KeptClaimDto'][];
      /** @description Years a decided or paid refund is kept after the end of its year (RETENTION_YEARS). */
      retentionYears: number;
      /** @description The outcome in plain words (English; the app says it from the catalogues' erasure.outcome). */
      message: string;
    };
    PrivacyNoticeDto: {
      /** @description The academy's privacy notice, markdown (plain text is markdown too). */
      markdown: string;
    };
    ClaimFiguresDto: {
      /** @description event: its number; country: ISO 3166 code; band: "v<version>:<min>-<max>" (null: no band matches any more); status: the status code; month: YYYY-MM (Europe/Berlin) */
      key: (string | number) | null;
      /** @example Court of Appeal seminar 2026 */
      label: string;
      /** @description Number of claims. */
      claims: number;
      /** @description Distinct participants (e-mail addresses, any case). */
      participants: number;
      /** @description Euro, exact to the cent. */
      travelAmount: number;
      /** @description Euro, exact to the cent. */
      accommodationAmount: number;
      /** @description Euro, exact to the cent. */
      totalAmount: number;
    };
    PaidFiguresDto: {
      /** @example 2026-01-01 */
      from: string;
      /** @example 2026-12-31 */
      to: string;
      /** @description Claims Paid whose latest payment falls on these days. */
      claims: number;
      /** @description Distinct participants (e-mail addresses) among them. */
      participants: number;
      /** @description Euro, exact to the cent. */
      totalAmount: number;
    };
    ContactDto: {
      /** @example 1 */
      id: number;
      /** @example Anna */
      firstname: string;
      /** @example Schmidt */
      lastname: string;
      /** @example anna.schmidt@example.org */
      email: string;
      /** @example Course Director */
      jobTitle: string | null;
      /** @example +49 651 93737 0 */
      phone: string | null;
      /**
       * @description 0 Assistant, 1 Lawyer, 2 Employee.
       * @enum {number}
       */
      contactType: 0 | 1 | 2;
    };
    SaveContactDto: {
      /** @example Anna */
      firstname: string;
      /** @example Schmidt */
      lastname: string;
      /** @example anna.schmidt@example.org */
      email: string;
      /** @example Course Director */
      jobTitle?: string | null;
      /** @example +49 651 93737 0 */
      phone?: string | null;
      /**
       * @description 0 Assistant, 1 Lawyer, 2 Employee.
       * @enum {number}
       */
      contactType: 0 | 1 | 2;
    };
    CountryOptionDto: {
      /**
       * @description The country id.
       * @example 83
       */
      value: number;
      /**
       * @description The English name.
       * @example Germany
       */
      displayValue: string;
      /**
       * @description ISO 3166-1 alpha-2 code: the participant app names the country in the page's language by it.
       * @example DE
       */
      iso_3166: string;
    };
    CountryDto: {
      /** @example 83 */
      id: number;
      /**
       * @description ISO 3166-1 alpha-2 code.
       * @example DE
       */
      iso_3166: string;
      /** @example Germany */
      name: string;
    };
    RefundRateDto: {
      /** @example 1 */
      id: number;
      /**
       * @description English name of the participant’s country.
       * @example Germany
       */
      sourceCountry: string;
      /**
       * @description English name of the venue’s country.
       * @example France
       */
      targetCountry: string;
      /** @example 83 */
      sourceCountryId: number;
      /** @example 76 */
      targetCountryId: number;
      /**
       * @description Euros per night.
       * @example 95.5
       */
      refundRate: number;
    };
    RateCoverageDto: {
      /** @example DE */
      countryISO_3166: string;
      /** @example Germany */
      country: string;
      /**
       * @description Countries with a refund rate to this one; 0: every participant is ineligible there.
       * @example 27
       */
      sourceCountries: number;
    };
    CreateRefundRateDto: {
      /**
       * @description Id of the participant’s country.
       * @example 83
       */
      sourceCountryId: number;
      /**
       * @description Id of the venue’s country.
       * @example 76
       */
      targetCountryId: number;
      /**
       * @description Euros per night.
       * @example 95.5
       */
      refundRate: number;
    };
    UpdateRefundRateDto: {
      /**
       * @description Euros per night.
       * @example 95.5
       */
      refundRate: number;
    };
    DistanceBandValueDto: {
      /** @example 2 */
      id: number;
      /**
       * @description km
       * @example 10
       */
      minValue: number;
      /**
       * @description km
       * @example 99
       */
      maxValue: number;
      /**
       * @description Euros.
       * @example 23
       */
      amount: number;
    };
    DistanceBandSetDto: {
      /** @example 1 */
      version: number;
      values: components['schemas']['DistanceBandValueDto'][];
    };
    CreateDistanceBandDto: {
      /** @example 2 */
      version: number;
      /**
       * @description km, inclusive
       * @example 10
       */
      minValue: number;
      /**
       * @description km, inclusive
       * @example 99
       */
      maxValue: number;
      /**
       * @description Euros.
       * @example 23
       */
      amount: number;
    };
    DistanceBandDto: {
      /** @example 2 */
      id: number;
      /**
       * @description km
       * @example 10
       */
      minValue: number;
      /**
       * @description km
       * @example 99
       */
      maxValue: number;
      /**
       * @description Euros.
       * @example 23
       */
      amount: number;
      /** @example 1 */
      version: number;
    };
    UpdateDistanceBandDto: {
      /**
       * @description km, inclusive
       * @example 10
       */
      minValue: number;
      /**
       * @description km, inclusive
       * @example 99
       */
      maxValue: number;
      /**
       * @description Euros.
       * @example 23
       */
      amount: number;
    };
    ReferenceChangeDto: {
      /** @example 12 */
      id: string;
      /** @enum {string} */
      kind: 'refund_rate' | 'distance_band';
      /**
       * @description The id of the refund rate or distance band.
       * @example 7
       */
      recordId: number;
      /** @enum {string} */
      action: 'created' | 'changed' | 'deleted';
      /** @example 2026-11-26T18:00:00.000Z */
      changedAt: string;
      /**
       * @description Who made the change (user name).
       * @example admin
       */
      changedBy: string;
      /** @description As it was (null for a creation). The record: a refund rate {sourceCountry, targetCountry, refundRate}, a band {version, minValue, maxValue, amount}. */
      oldValue: {
        [key: string]: unknown;
      } | null;
      /** @description As it became (null for a deletion). The record: a refund rate {sourceCountry, targetCountry, refundRate}, a band {version, minValue, maxValue, amount}. */
      newValue: {
        [key: string]: unknown;
      } | null;
    };
    GeoPointDto: {
      /** @enum {string} */
      type: 'Point';
      /**
       * @description [longitude, latitude]
       * @example [
       *       6.64,
       *       49.76
       *     ]
       */
      coordinates: number[];
    };
    FeaturePropertiesDto: {
      /**
       * @description OSM id; offline answers (osm_type 'G') carry GeoNames ids instead.
       * @example 172679
       */
      osm_id: number;
      /**
       * @description 'N', 'W' or 'R' (OSM node, way, relation); 'G' for a GeoNames city.
       * @example R
       */
      osm_type: string;
      /** @example place */
      osm_key: string;
      /** @example city */
      osm_value: string;
      /**
       * @description house, street, locality, city, ...
       * @example city
       */
      type: string;
      /** @example Trier */
      name?: string;
      street?: string;
      housenumber?: string;
      postcode?: string;
      /** @example Trier */
      city?: string;
      /** @example Rhineland-Palatinate */
      state?: string;
      /** @example Germany */
      country?: string;
      /**
       * @description ISO 3166-1 alpha-2, upper-case.
       * @example DE
       */
      countrycode?: string;
      /** @description [minLon, maxLat, maxLon, minLat] */
      extent?: number[];
    };
    FeatureDto: {
      /** @enum {string} */
      type: 'Feature';
      geometry: components['schemas']['GeoPointDto'];
      properties: components['schemas']['FeaturePropertiesDto'];
    };
    FeatureCollectionDto: {
      /** @enum {string} */
      type: 'FeatureCollection';
      features: components['schemas']['FeatureDto'][];
    };
    ErrorBody: {
      /** @description A number some refusals carry, e.g. 0 for a refused calculation. */
      errorCode?: number;
      /** @description One sentence for the user, in English. */
      errorMessage: string;
      /** @description errorMessage as a key of the contract's catalogues with its values, for a refusal a participant reads: an app shows it in its user's language; errorMessage is its English text. */
      message?: components['schemas']['ServerMessageDto'];
      /** @description Messages by field name (e.g. CountryId). */
      errors?: {
        [key: string]: string[];
      };
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
};
export type LoginDto = components['schemas']['LoginDto'];
export type StaffSessionDto = components['schemas']['StaffSessionDto'];
export type RefreshDto = components['schemas']['RefreshDto'];
export type MeDto = components['schemas']['MeDto'];
export type StaffAccountDto = components['schemas']['StaffAccountDto'];
export type CreateStaffAccountDto = components['schemas']['CreateStaffAccountDto'];
export type StaffAccountWithPasswordDto = components['schemas']['StaffAccountWithPasswordDto'];
export type UpdateStaffAccountDto = components['schemas']['UpdateStaffAccountDto'];
export type DeletedDto = components['schemas']['DeletedDto'];
export type GuestCodeRequestDto = components['schemas']['GuestCodeRequestDto'];
export type CodeRequestedDto = components['schemas']['CodeRequestedDto'];
export type GuestLoginDto = components['schemas']['GuestLoginDto'];
export type GuestSessionDto = components['schemas']['GuestSessionDto'];
export type LogoutDto = components['schemas']['LogoutDto'];
export type EntraClientConfigDto = components['schemas']['EntraClientConfigDto'];
export type ClientConfigDto = components['schemas']['ClientConfigDto'];
export type HealthReportDto = components['schemas']['HealthReportDto'];
export type EventLocationDto = components['schemas']['EventLocationDto'];
export type EventLanguageDto = components['schemas']['EventLanguageDto'];
export type EventContactDto = components['schemas']['EventContactDto'];
export type EventDto = components['schemas']['EventDto'];
export type EventLanguageInputDto = components['schemas']['EventLanguageInputDto'];
export type VenueDto = components['schemas']['VenueDto'];
export type CreateEventDto = components['schemas']['CreateEventDto'];
export type UpdateEventWithIdDto = components['schemas']['UpdateEventWithIdDto'];
export type UpdateEventDto = components['schemas']['UpdateEventDto'];
export type NewLocationDto = components['schemas']['NewLocationDto'];
export type CalculationRequestDto = components['schemas']['CalculationRequestDto'];
export type CalculationResultDto = components['schemas']['CalculationResultDto'];
export type ClaimDraftDto = components['schemas']['ClaimDraftDto'];
export type CountryRefDto = components['schemas']['CountryRefDto'];
export type PostalAddressDto = components['schemas']['PostalAddressDto'];
export type InstitutionDto = components['schemas']['InstitutionDto'];
export type ClaimVenueDto = components['schemas']['ClaimVenueDto'];
export type ClaimEventDto = components['schemas']['ClaimEventDto'];
export type TravelCostsDto = components['schemas']['TravelCostsDto'];
export type AccommodationCostsDto = components['schemas']['AccommodationCostsDto'];
export type ElvDataDto = components['schemas']['ElvDataDto'];
export type AuditDto = components['schemas']['AuditDto'];
export type ClaimPaymentRunDto = components['schemas']['ClaimPaymentRunDto'];
export type PaymentReturnDto = components['schemas']['PaymentReturnDto'];
export type PayeeCheckDto = components['schemas']['PayeeCheckDto'];
export type ClaimAttendanceDto = components['schemas']['ClaimAttendanceDto'];
export type ClaimDuplicateDto = components['schemas']['ClaimDuplicateDto'];
export type ClaimApprovalsDto = components['schemas']['ClaimApprovalsDto'];
export type ServerMessageDto = components['schemas']['ServerMessageDto'];
export type ConfirmationMailDto = components['schemas']['ConfirmationMailDto'];
export type SavedClaimDto = components['schemas']['SavedClaimDto'];
export type TravelClaimDto = components['schemas']['TravelClaimDto'];
export type ClaimUpdateWithGuidDto = components['schemas']['ClaimUpdateWithGuidDto'];
export type ClaimUpdateDto = components['schemas']['ClaimUpdateDto'];
export type SummaryRequestDto = components['schemas']['SummaryRequestDto'];
export type BankAddressInputDto = components['schemas']['BankAddressInputDto'];
export type AccountHolderAddressInputDto = components['schemas']['AccountHolderAddressInputDto'];
export type ElvDataInputDto = components['schemas']['ElvDataInputDto'];
export type IbanCheckDto = components['schemas']['IbanCheckDto'];
export type CreatePaymentRunDto = components['schemas']['CreatePaymentRunDto'];
export type PaymentRunClaimDto = components['schemas']['PaymentRunClaimDto'];
export type BankEntryReviewDto = components['schemas']['BankEntryReviewDto'];
export type PaymentRunDto = components['schemas']['PaymentRunDto'];
export type ConfirmExecutedDto = components['schemas']['ConfirmExecutedDto'];
export type ReviewDecisionDto = components['schemas']['ReviewDecisionDto'];
export type PendingPaymentsDto = components['schemas']['PendingPaymentsDto'];
export type StatementEntryDto = components['schemas']['StatementEntryDto'];
export type SkippedEntriesDto = components['schemas']['SkippedEntriesDto'];
export type StatementImportDto = components['schemas']['StatementImportDto'];
export type DepartureDto = components['schemas']['DepartureDto'];
export type AttendeeClaimDto = components['schemas']['AttendeeClaimDto'];
export type AttendeeDto = components['schemas']['AttendeeDto'];
export type ImportColumnDto = components['schemas']['ImportColumnDto'];
export type ImportRowDto = components['schemas']['ImportRowDto'];
export type ImportResultDto = components['schemas']['ImportResultDto'];
export type SaveAttendeeDto = components['schemas']['SaveAttendeeDto'];
export type CheckInDto = components['schemas']['CheckInDto'];
export type DayCountDto = components['schemas']['DayCountDto'];
export type AttendanceOverviewDto = components['schemas']['AttendanceOverviewDto'];
export type ScanDto = components['schemas']['ScanDto'];
export type RetainUntilViewDto = components['schemas']['RetainUntilViewDto'];
export type LegalHoldViewDto = components['schemas']['LegalHoldViewDto'];
export type EventRetentionDto = components['schemas']['EventRetentionDto'];
export type RetentionOverviewDto = components['schemas']['RetentionOverviewDto'];
export type LegalHoldDto = components['schemas']['LegalHoldDto'];
export type RetainUntilDto = components['schemas']['RetainUntilDto'];
export type AnonymisationRequestDto = components['schemas']['AnonymisationRequestDto'];
export type AnonymisationResultDto = components['schemas']['AnonymisationResultDto'];
export type ContactDataDto = components['schemas']['ContactDataDto'];
export type AttendanceEntryDto = components['schemas']['AttendanceEntryDto'];
export type SentMailDto = components['schemas']['SentMailDto'];
export type ParticipantExportDto = components['schemas']['ParticipantExportDto'];
export type KeptClaimDto = components['schemas']['KeptClaimDto'];
export type ErasureResultDto = components['schemas']['ErasureResultDto'];
export type PrivacyNoticeDto = components['schemas']['PrivacyNoticeDto'];
export type ClaimFiguresDto = components['schemas']['ClaimFiguresDto'];
export type PaidFiguresDto = components['schemas']['PaidFiguresDto'];
export type ContactDto = components['schemas']['ContactDto'];
export type SaveContactDto = components['schemas']['SaveContactDto'];
export type CountryOptionDto = components['schemas']['CountryOptionDto'];
export type CountryDto = components['schemas']['CountryDto'];
export type RefundRateDto = components['schemas']['RefundRateDto'];
export type RateCoverageDto = components['schemas']['RateCoverageDto'];
export type CreateRefundRateDto = components['schemas']['CreateRefundRateDto'];
export type UpdateRefundRateDto = components['schemas']['UpdateRefundRateDto'];
export type DistanceBandValueDto = components['schemas']['DistanceBandValueDto'];
export type DistanceBandSetDto = components['schemas']['DistanceBandSetDto'];
export type CreateDistanceBandDto = components['schemas']['CreateDistanceBandDto'];
export type DistanceBandDto = components['schemas']['DistanceBandDto'];
export type UpdateDistanceBandDto = components['schemas']['UpdateDistanceBandDto'];
export type ReferenceChangeDto = components['schemas']['ReferenceChangeDto'];
export type GeoPointDto = components['schemas']['GeoPointDto'];
export type FeaturePropertiesDto = components['schemas']['FeaturePropertiesDto'];
export type FeatureDto = components['schemas']['FeatureDto'];
export type FeatureCollectionDto = components['schemas']['FeatureCollectionDto'];
export type ErrorBody = components['schemas']['ErrorBody'];
export type $defs = Record<string, never>;
export interface operations {
  AuthController_login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffSessionDto'];
        };
      };
    };
  };
  AuthController_refresh: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RefreshDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffSessionDto'];
        };
      };
    };
  };
  MeController_me: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MeDto'];
        };
      };
    };
  };
  StaffController_list: {
    parameters: {
      query?: {
        q?: unknown;
        /** @description Zero-based page number (page style, answered with the paged envelope). */
        page?: unknown;
        /** @description Page size, 1 to 100 (default 20). */
        pageSize?: unknown;
        /** @description ra-data-simple-rest: [first, last] (answered with an array and Content-Range). */
        range?: unknown;
        /** @description ra-data-simple-rest: ["field", "ASC" | "DESC"]. */
        sort?: unknown;
        /** @description ra-data-simple-rest: a JSON object of filters. */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Page style: the envelope; range style: an array. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                totalPages: number;
                /** @description All matches, across pages. */
                count: number;
                next: number | null;
                previous: number | null;
                results: components['schemas']['StaffAccountDto'][];
                /**
                 * @description Present (true) only when `count` is the planner's estimate of a long list.
                 * @enum {boolean}
                 */
                countIsEstimate?: true;
              }
            | components['schemas']['StaffAccountDto'][];
        };
      };
    };
  };
  StaffController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateStaffAccountDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffAccountWithPasswordDto'];
        };
      };
    };
  };
  StaffController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffAccountDto'];
        };
      };
    };
  };
  StaffController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateStaffAccountDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffAccountDto'];
        };
      };
    };
  };
  StaffController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeletedDto'];
        };
      };
    };
  };
  StaffController_resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffAccountWithPasswordDto'];
        };
      };
    };
  };
  GuestAuthController_requestCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GuestCodeRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CodeRequestedDto'];
        };
      };
    };
  };
  GuestAuthController_login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GuestLoginDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GuestSessionDto'];
        };
      };
    };
  };
  GuestAuthController_refresh: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RefreshDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GuestSessionDto'];
        };
      };
    };
  };
  LogoutController_logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LogoutDto'];
      };
    };
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ClientConfigController_get: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientConfigDto'];
        };
      };
    };
  };
  HealthController_check: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The database answers; Redis may not (degraded). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthReportDto'];
        };
      };
      /** @description The database does not answer. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthReportDto'];
        };
      };
    };
  };
  MetricsController_metrics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Prometheus' text exposition format */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain; version=0.0.4; charset=utf-8': string;
        };
      };
    };
  };
  EventsController_list: {
    parameters: {
      query?: {
        number?: unknown;
        q?: unknown;
        /** @description Zero-based page number (page style, answered with the paged envelope). */
        page?: unknown;
        /** @description Page size, 1 to 100 (default 20). */
        pageSize?: unknown;
        /** @description ra-data-simple-rest: [first, last] (answered with an array and Content-Range). */
        range?: unknown;
        /** @description ra-data-simple-rest: ["field", "ASC" | "DESC"]. */
        sort?: unknown;
        /** @description ra-data-simple-rest: a JSON object of filters. */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Page style: the envelope; range style: an array. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                totalPages: number;
                /** @description All matches, across pages. */
                count: number;
                next: number | null;
                previous: number | null;
                results: components['schemas']['EventDto'][];
                /**
                 * @description Present (true) only when `count` is the planner's estimate of a long list.
                 * @enum {boolean}
                 */
                countIsEstimate?: true;
              }
            | components['schemas']['EventDto'][];
        };
      };
    };
  };
  EventsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateEventWithIdDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventDto'];
        };
      };
    };
  };
  EventsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateEventDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventDto'];
        };
      };
    };
  };
  EventsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventDto'];
        };
      };
    };
  };
  EventsController_updateById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateEventDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventDto'];
        };
      };
    };
  };
  EventsController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeletedDto'];
        };
      };
    };
  };
  EventsController_linkContacts: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': number[];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventDto'];
        };
      };
    };
  };
  EventsController_unlinkContact: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        contactId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventDto'];
        };
      };
    };
  };
  EventsController_addLocation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NewLocationDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventDto'];
        };
      };
    };
  };
  EventsController_deleteLocation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        locationId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventDto'];
        };
      };
    };
  };
  ClaimExportsController_csv: {
    parameters: {
      query?: {
        status?: unknown;
        email?: unknown;
        number?: unknown;
        duplicate?: unknown;
        attendance?: unknown;
        /** @description Zero-based page number (page style, answered with the paged envelope). */
        page?: unknown;
        /** @description Page size, 1 to 100 (default 20). */
        pageSize?: unknown;
        /** @description ra-data-simple-rest: [first, last] (answered with an array and Content-Range). */
        range?: unknown;
        /** @description ra-data-simple-rest: ["field", "ASC" | "DESC"]. */
        sort?: unknown;
        /** @description ra-data-simple-rest: a JSON object of filters. */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The claims, one line each after a header line. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
    };
  };
  ClaimExportsController_xlsx: {
    parameters: {
      query?: {
        status?: unknown;
        email?: unknown;
        number?: unknown;
        duplicate?: unknown;
        attendance?: unknown;
        /** @description Zero-based page number (page style, answered with the paged envelope). */
        page?: unknown;
        /** @description Page size, 1 to 100 (default 20). */
        pageSize?: unknown;
        /** @description ra-data-simple-rest: [first, last] (answered with an array and Content-Range). */
        range?: unknown;
        /** @description ra-data-simple-rest: ["field", "ASC" | "DESC"]. */
        sort?: unknown;
        /** @description ra-data-simple-rest: a JSON object of filters. */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The claims, one row each, in a workbook. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
    };
  };
  ClaimsController_calculate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CalculationRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CalculationResultDto'];
        };
      };
    };
  };
  ClaimsController_list: {
    parameters: {
      query?: {
        status?: unknown;
        email?: unknown;
        number?: unknown;
        duplicate?: unknown;
        attendance?: unknown;
        /** @description Zero-based page number (page style, answered with the paged envelope). */
        page?: unknown;
        /** @description Page size, 1 to 100 (default 20). */
        pageSize?: unknown;
        /** @description ra-data-simple-rest: [first, last] (answered with an array and Content-Range). */
        range?: unknown;
        /** @description ra-data-simple-rest: ["field", "ASC" | "DESC"]. */
        sort?: unknown;
        /** @description ra-data-simple-rest: a JSON object of filters. */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Page style: the envelope; range style: an array. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                totalPages: number;
                /** @description All matches, across pages. */
                count: number;
                next: number | null;
                previous: number | null;
                results: components['schemas']['TravelClaimDto'][];
                /**
                 * @description Present (true) only when `count` is the planner's estimate of a long list.
                 * @enum {boolean}
                 */
                countIsEstimate?: true;
              }
            | components['schemas']['TravelClaimDto'][];
        };
      };
      /** @description Nothing matches. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ClaimsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ClaimUpdateWithGuidDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TravelClaimDto'];
        };
      };
    };
  };
  ClaimsController_save: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submission of the form: a repeat within 24 hours gets the first answer and saves nothing. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ClaimDraftDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedClaimDto'];
        };
      };
    };
  };
  ClaimsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        guid: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TravelClaimDto'];
        };
      };
    };
  };
  ClaimsController_updateByGuid: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        guid: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ClaimUpdateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TravelClaimDto'];
        };
      };
    };
  };
  ClaimsController_bankData: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        guid: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ElvDataDto'];
        };
      };
    };
  };
  ClaimsController_sendSummary: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SummaryRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TravelClaimDto'];
        };
      };
    };
  };
  ClaimSummaryController_summary: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        guid: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The claim's summary. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
    };
  };
  BankDataController_save: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ElvDataInputDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TravelClaimDto'];
        };
      };
    };
  };
  BankDataController_validate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        iban: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IbanCheckDto'];
        };
      };
    };
  };
  PaymentRunsController_list: {
    parameters: {
      query?: {
        /** @description Zero-based page number (page style, answered with the paged envelope). */
        page?: unknown;
        /** @description Page size, 1 to 100 (default 20). */
        pageSize?: unknown;
        /** @description ra-data-simple-rest: [first, last] (answered with an array and Content-Range). */
        range?: unknown;
        /** @description ra-data-simple-rest: ["field", "ASC" | "DESC"]. */
        sort?: unknown;
        /** @description ra-data-simple-rest: a JSON object of filters. */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Page style: the envelope; range style: an array. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                totalPages: number;
                /** @description All matches, across pages. */
                count: number;
                next: number | null;
                previous: number | null;
                results: components['schemas']['PaymentRunDto'][];
                /**
                 * @description Present (true) only when `count` is the planner's estimate of a long list.
                 * @enum {boolean}
                 */
                countIsEstimate?: true;
              }
            | components['schemas']['PaymentRunDto'][];
        };
      };
    };
  };
  PaymentRunsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreatePaymentRunDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentRunDto'];
        };
      };
    };
  };
  PaymentRunsController_confirmExecuted: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConfirmExecutedDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentRunDto'];
        };
      };
    };
  };
  PaymentRunsController_cancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentRunDto'];
        };
      };
    };
  };
  PaymentRunsController_decideReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        reviewId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReviewDecisionDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentRunDto'];
        };
      };
    };
  };
  PaymentRunsController_pending: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PendingPaymentsDto'];
        };
      };
    };
  };
  PaymentRunsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentRunDto'];
        };
      };
    };
  };
  PaymentRunsController_sepaFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The pain.001.001.09 document, as an attachment PR-<year>-<number>.xml. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/xml': string;
        };
      };
    };
  };
  PaymentRunsController_csvFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One line per claim, with a header line. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
    };
  };
  BankStatementsController_import: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The statement XML, or a form with the field `file`. */
    requestBody: {
      content: {
        'application/xml': string;
        'text/xml': string;
        'multipart/form-data': string;
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatementImportDto'];
        };
      };
    };
  };
  AttendeesController_list: {
    parameters: {
      query?: {
        q?: unknown;
        /** @description Zero-based page number (page style, answered with the paged envelope). */
        page?: unknown;
        /** @description Page size, 1 to 100 (default 20). */
        pageSize?: unknown;
        /** @description ra-data-simple-rest: [first, last] (answered with an array and Content-Range). */
        range?: unknown;
        /** @description ra-data-simple-rest: ["field", "ASC" | "DESC"]. */
        sort?: unknown;
        /** @description ra-data-simple-rest: a JSON object of filters. */
        filter?: unknown;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Page style: the envelope; range style: an array. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                totalPages: number;
                /** @description All matches, across pages. */
                count: number;
                next: number | null;
                previous: number | null;
                results: components['schemas']['AttendeeDto'][];
                /**
                 * @description Present (true) only when `count` is the planner's estimate of a long list.
                 * @enum {boolean}
                 */
                countIsEstimate?: true;
              }
            | components['schemas']['AttendeeDto'][];
        };
      };
    };
  };
  AttendeesController_add: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SaveAttendeeDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AttendeeDto'];
        };
      };
    };
  };
  AttendeesController_import: {
    parameters: {
      query?: {
        dryRun?: 'true' | 'false';
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'text/csv': string;
        'multipart/form-data': string;
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportResultDto'];
        };
      };
    };
  };
  AttendeesController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        attendeeId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AttendeeDto'];
        };
      };
    };
  };
  AttendeesController_change: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        attendeeId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SaveAttendeeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AttendeeDto'];
        };
      };
    };
  };
  AttendeesController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        attendeeId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeletedDto'];
        };
      };
    };
  };
  AttendeesController_checkIn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        attendeeId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CheckInDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AttendeeDto'];
        };
      };
    };
  };
  AttendeesController_undoCheckIn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        attendeeId: number;
        day: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AttendeeDto'];
        };
      };
    };
  };
  AttendanceDocumentsController_overview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AttendanceOverviewDto'];
        };
      };
    };
  };
  AttendanceDocumentsController_sheet: {
    parameters: {
      query?: {
        day?: unknown;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The day's signature sheet. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
    };
  };
  AttendanceDocumentsController_listScans: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScanDto'][];
        };
      };
    };
  };
  AttendanceDocumentsController_uploadScan: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: string;
          /** @example 2026-10-06 */
          day?: string;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScanDto'];
        };
      };
    };
  };
  AttendanceDocumentsController_downloadScan: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        scanId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The scan, in the format it was uploaded in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
          'image/png': string;
          'image/jpeg': string;
          'image/tiff': string;
          'image/webp': string;
        };
      };
    };
  };
  AttendanceDocumentsController_deleteScan: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        scanId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeletedDto'];
        };
      };
    };
  };
  RetentionController_overview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RetentionOverviewDto'];
        };
      };
    };
  };
  RetentionController_setLegalHold: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LegalHoldDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventRetentionDto'];
        };
      };
    };
  };
  RetentionController_liftLegalHold: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LegalHoldDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventRetentionDto'];
        };
      };
    };
  };
  RetentionController_setRetainUntil: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RetainUntilDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventRetentionDto'];
        };
      };
    };
  };
  RetentionController_anonymise: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AnonymisationRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnonymisationResultDto'];
        };
      };
    };
  };
  ParticipantDataController_contact: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContactDataDto'];
        };
      };
    };
  };
  ParticipantDataController_export: {
    parameters: {
      query?: never;
      header?: {
        /** @description The app's language (en, de, fr): the retention's words. */
        'Accept-Language'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ParticipantExportDto'];
        };
      };
    };
  };
  ParticipantDataController_exportPdf: {
    parameters: {
      query?: never;
      header?: {
        /** @description The app's language: en, de or fr. */
        'Accept-Language'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description What the academy holds of the participant, as a PDF. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
    };
  };
  ParticipantDataController_erase: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErasureResultDto'];
        };
      };
    };
  };
  PrivacyNoticeController_get: {
    parameters: {
      query?: never;
      header?: {
        /** @description The page's language: en, de or fr. */
        'Accept-Language'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PrivacyNoticeDto'];
        };
      };
    };
  };
  ReportsController_claims: {
    parameters: {
      query: {
        /** @description Event number (any case). */
        number?: unknown;
        status?: -1 | 0 | 1 | 2 | 3 | 5;
        to?: unknown;
        from?: unknown;
        groupBy: 'event' | 'country' | 'band' | 'status' | 'month';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClaimFiguresDto'][];
        };
      };
    };
  };
  ReportsController_paid: {
    parameters: {
      query: {
        to: unknown;
        from: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaidFiguresDto'];
        };
      };
    };
  };
  AuditPackController_downloadAuditPack: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The event's audit pack. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/zip': string;
        };
      };
    };
  };
  ContactsController_list: {
    parameters: {
      query?: {
        email?: unknown;
        q?: unknown;
        /** @description Zero-based page number (page style, answered with the paged envelope). */
        page?: unknown;
        /** @description Page size, 1 to 100 (default 20). */
        pageSize?: unknown;
        /** @description ra-data-simple-rest: [first, last] (answered with an array and Content-Range). */
        range?: unknown;
        /** @description ra-data-simple-rest: ["field", "ASC" | "DESC"]. */
        sort?: unknown;
        /** @description ra-data-simple-rest: a JSON object of filters. */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Page style: the envelope; range style: an array. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                totalPages: number;
                /** @description All matches, across pages. */
                count: number;
                next: number | null;
                previous: number | null;
                results: components['schemas']['ContactDto'][];
                /**
                 * @description Present (true) only when `count` is the planner's estimate of a long list.
                 * @enum {boolean}
                 */
                countIsEstimate?: true;
              }
            | components['schemas']['ContactDto'][];
        };
      };
      /** @description Nothing matches. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ContactsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SaveContactDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContactDto'];
        };
      };
    };
  };
  ContactsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContactDto'];
        };
      };
    };
  };
  ContactsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SaveContactDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContactDto'];
        };
      };
    };
  };
  ContactsController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeletedDto'];
        };
      };
    };
  };
  CountriesController_autocomplete: {
    parameters: {
      query?: {
        /** @description Keep names containing this text (case and accents ignored). */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CountryOptionDto'][];
        };
      };
    };
  };
  CountriesController_list: {
    parameters: {
      query?: {
        iso_3166?: unknown;
        q?: unknown;
        /** @description Zero-based page number (page style, answered with the paged envelope). */
        page?: unknown;
        /** @description Page size, 1 to 100 (default 20). */
        pageSize?: unknown;
        /** @description ra-data-simple-rest: [first, last] (answered with an array and Content-Range). */
        range?: unknown;
        /** @description ra-data-simple-rest: ["field", "ASC" | "DESC"]. */
        sort?: unknown;
        /** @description ra-data-simple-rest: a JSON object of filters. */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Page style: the envelope; range style: an array. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                totalPages: number;
                /** @description All matches, across pages. */
                count: number;
                next: number | null;
                previous: number | null;
                results: components['schemas']['CountryDto'][];
                /**
                 * @description Present (true) only when `count` is the planner's estimate of a long list.
                 * @enum {boolean}
                 */
                countIsEstimate?: true;
              }
            | components['schemas']['CountryDto'][];
        };
      };
    };
  };
  CountriesController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CountryDto'];
        };
      };
    };
  };
  RefundRatesController_list: {
    parameters: {
      query?: {
        sourceCountryId?: unknown;
        targetCountryId?: unknown;
        /** @description Zero-based page number (page style, answered with the paged envelope). */
        page?: unknown;
        /** @description Page size, 1 to 100 (default 20). */
        pageSize?: unknown;
        /** @description ra-data-simple-rest: [first, last] (answered with an array and Content-Range). */
        range?: unknown;
        /** @description ra-data-simple-rest: ["field", "ASC" | "DESC"]. */
        sort?: unknown;
        /** @description ra-data-simple-rest: a JSON object of filters. */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Page style: the envelope; range style: an array. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                totalPages: number;
                /** @description All matches, across pages. */
                count: number;
                next: number | null;
                previous: number | null;
                results: components['schemas']['RefundRateDto'][];
                /**
                 * @description Present (true) only when `count` is the planner's estimate of a long list.
                 * @enum {boolean}
                 */
                countIsEstimate?: true;
              }
            | components['schemas']['RefundRateDto'][];
        };
      };
      /** @description Nothing matches. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  RefundRatesController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateRefundRateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RefundRateDto'];
        };
      };
    };
  };
  RefundRatesController_coverage: {
    parameters: {
      query: {
        /** @description The venue's country (ISO 3166-1 alpha-2). */
        country: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RateCoverageDto'];
        };
      };
    };
  };
  RefundRatesController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RefundRateDto'];
        };
      };
    };
  };
  RefundRatesController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateRefundRateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RefundRateDto'];
        };
      };
    };
  };
  RefundRatesController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeletedDto'];
        };
      };
    };
  };
  DistanceBandsController_sets: {
    parameters: {
      query?: {
        /** @description Only the set of this version. */
        version?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DistanceBandSetDto'][];
        };
      };
      /** @description Nothing matches. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DistanceBandsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateDistanceBandDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DistanceBandDto'];
        };
      };
    };
  };
  DistanceBandsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DistanceBandDto'];
        };
      };
    };
  };
  DistanceBandsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateDistanceBandDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DistanceBandDto'];
        };
      };
    };
  };
  DistanceBandsController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeletedDto'];
        };
      };
    };
  };
  ReferenceChangesController_list: {
    parameters: {
      query?: {
        kind?: unknown;
        recordId?: unknown;
        /** @description Zero-based page number (page style, answered with the paged envelope). */
        page?: unknown;
        /** @description Page size, 1 to 100 (default 20). */
        pageSize?: unknown;
        /** @description ra-data-simple-rest: [first, last] (answered with an array and Content-Range). */
        range?: unknown;
        /** @description ra-data-simple-rest: ["field", "ASC" | "DESC"]. */
        sort?: unknown;
        /** @description ra-data-simple-rest: a JSON object of filters. */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Page style: the envelope; range style: an array. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                totalPages: number;
                /** @description All matches, across pages. */
                count: number;
                next: number | null;
                previous: number | null;
                results: components['schemas']['ReferenceChangeDto'][];
                /**
                 * @description Present (true) only when `count` is the planner's estimate of a long list.
                 * @enum {boolean}
                 */
                countIsEstimate?: true;
              }
            | components['schemas']['ReferenceChangeDto'][];
        };
      };
    };
  };
  GeocoderController_search: {
    parameters: {
      query: {
        /** @description Search text, trimmed. */
        q: string;
        /** @description Two-letter language of the answer. */
        lang?: string;
        /** @description Most features to answer. */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FeatureCollectionDto'];
        };
      };
      /** @description q shorter than 3 characters, or a bad lang or limit. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Photon failed or did not answer in time. */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GeocoderController_place: {
    parameters: {
      query: {
        /** @description ISO 3166-1 alpha-2 code of the country. */
        countrycode: string;
        /** @description Postcode as written locally. */
        postcode?: string;
        /** @description City or town. */
        city?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FeatureCollectionDto'];
        };
      };
      /** @description countrycode not two letters, neither postcode nor city, or either too long. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
