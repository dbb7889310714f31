import { InitialSchema1763800000000 } from './1763800000000-InitialSchema.js';
import { SeedCountries1763800000001 } from './1763800000001-SeedCountries.js';
import { SeedDistanceBandsV11763800000002 } from './1763800000002-SeedDistanceBandsV1.js';
import { GuestSignIn1763900000000 } from './1763900000000-GuestSignIn.js';
import { Claims1764000000000 } from './1764000000000-Claims.js';
import { BankData1764000000001 } from './1764000000001-BankData.js';
import { EventNumberAnyCase1764100000100 } from './1764100000100-EventNumberAnyCase.js';
import { ReferenceChangeNotify1764100000200 } from './1764100000200-ReferenceChangeNotify.js';
import { ClaimListOrders1764100000201 } from './1764100000201-ClaimListOrders.js';
import { PaymentRuns1764300000000 } from './1764300000000-PaymentRuns.js';
import { MailOutbox1765020000000 } from './1765020000000-MailOutbox.js';
import { ClaimSubmissions1765020000001 } from './1765020000001-ClaimSubmissions.js';
import { NormalisedEmails1765020000002 } from './1765020000002-NormalisedEmails.js';
import { ClaimRollup1765020000003 } from './1765020000003-ClaimRollup.js';
import { ClaimEventCovering1765100000000 } from './1765100000000-ClaimEventCovering.js';
import { MailQuota1765110000000 } from './1765110000000-MailQuota.js';
import { EmailLookupByParts1765200000000 } from './1765200000000-EmailLookupByParts.js';
import { ClaimRollupBandChanges1765300000000 } from './1765300000000-ClaimRollupBandChanges.js';
import { ClaimRollupPerSave1765400000000 } from './1765400000000-ClaimRollupPerSave.js';
import { PaymentLifecycle1766100000000 } from './1766100000000-PaymentLifecycle.js';
import { FourEyes1766200000000 } from './1766200000000-FourEyes.js';
import { Attendance1766500000000 } from './1766500000000-Attendance.js';
import { StaffSessions1766600000000 } from './1766600000000-StaffSessions.js';
import { ReferenceChangeLog1766700000000 } from './1766700000000-ReferenceChangeLog.js';
import { PersonalData1766800000000 } from './1766800000000-PersonalData.js';
import { ClaimReminders1767100000000 } from './1767100000000-ClaimReminders.js';
import { ApproverDigest1767200000000 } from './1767200000000-ApproverDigest.js';
import { ClaimLanguage1767400000000 } from './1767400000000-ClaimLanguage.js';
import { SecondApproval1767500000000 } from './1767500000000-SecondApproval.js';
import { RunClosedByStatement1767600000000 } from './1767600000000-RunClosedByStatement.js';
import { PaymentRunReferences1795916000000 } from './1795916000000-PaymentRunReferences.js';
import { ClaimPaidOn1795916000001 } from './1795916000001-ClaimPaidOn.js';
import { BankAnswers1795916000002 } from './1795916000002-BankAnswers.js';
import { BackupLog1795916015944 } from './1795916015944-BackupLog.js';
import { DuplicatesByPerson1795916080882 } from './1795916080882-DuplicatesByPerson.js';
import { UnaccentSearch1795916822616 } from './1795916822616-UnaccentSearch.js';
import { RunFileDownloaded1795917000000 } from './1795917000000-RunFileDownloaded.js';
import { ClaimPaidOnIndex1795917100000 } from './1795917100000-ClaimPaidOnIndex.js';

/** Every migration, in order. Listed explicitly so the same list serves the compiled app and the tests. */
export const MIGRATIONS = [
  InitialSchema1763800000000,
  SeedCountries1763800000001,
  SeedDistanceBandsV11763800000002,
  GuestSignIn1763900000000,
  Claims1764000000000,
  BankData1764000000001,
  EventNumberAnyCase1764100000100,
  ReferenceChangeNotify1764100000200,
  ClaimListOrders1764100000201,
  PaymentRuns1764300000000,
  MailOutbox1765020000000,
  ClaimSubmissions1765020000001,
  NormalisedEmails1765020000002,
  ClaimRollup1765020000003,
  ClaimEventCovering1765100000000,
  MailQuota1765110000000,
  EmailLookupByParts1765200000000,
  ClaimRollupBandChanges1765300000000,
  ClaimRollupPerSave1765400000000,
  PaymentLifecycle1766100000000,
  FourEyes1766200000000,
  Attendance1766500000000,
  StaffSessions1766600000000,
  ReferenceChangeLog1766700000000,
  PersonalData1766800000000,
  ClaimReminders1767100000000,
  ApproverDigest1767200000000,
  ClaimLanguage1767400000000,
  SecondApproval1767500000000,
  RunClosedByStatement1767600000000,
  PaymentRunReferences1795916000000,
  ClaimPaidOn1795916000001,
  BankAnswers1795916000002,
  BackupLog1795916015944,
  DuplicatesByPerson1795916080882,
  UnaccentSearch1795916822616,
  RunFileDownloaded1795917000000,
  ClaimPaidOnIndex1795917100000,
];
