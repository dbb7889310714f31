import {
  ACADEMY_CONTACT_MAIL,
  CITY_MANDATORY,
  CODE_INVALID,
  CODE_MANDATORY,
  COUNTRY_INVALID,
  COUNTRY_REQUIRED,
  EMAIL_INVALID,
  FILL_OUT_REQUIRED,
  INSTITUTION_MANDATORY,
  mandatory,
  POSTAL_CODE_MANDATORY,
  STREET_MANDATORY,
} from '@unit-costs/contract';

/**
 * Every text the participant SPA shows, in one place: tests find them here and a
 * translation would start here. The sentences the server says too come from the contract.
 */

export const ACADEMY = {
  name: 'European Academy for Legal Training',
  shortName: 'Legal Training Academy',
  street: 'Kornmarkt 12',
  postalCode: '54290',
  city: 'Trier',
  country: 'Germany',
  phone: '+49 651 93737-0',
  infoMail: ACADEMY_CONTACT_MAIL,
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/legal-training-academy' },
    { name: 'X', href: 'https://x.com/legaltrainingacademy' },
    { name: 'YouTube', href: 'https://www.youtube.com/@legaltrainingacademy' },
    { name: 'Facebook', href: 'https://www.facebook.com/legaltrainingacademy' },
  ],
} as const;

export const COMMON = {
  loading: 'Loading…',
  unknownError: 'An unknown error has occurred',
  retry: 'Try again',
  cancel: 'Cancel',
  close: 'Close',
  mandatory,
  invalidEmail: EMAIL_INVALID,
} as const;

export const NAV = {
  profile: 'Profile',
  login: 'Login',
  myAccount: 'My account',
  showMyClaims: 'Show my Claims',
  logoff: 'Logoff',
  skipToContent: 'Skip to content',
} as const;

export const FOOTER = {
  followUs: 'Follow us',
  contact: 'Contact',
  phone: 'Phone',
  mail: 'E-mail',
  socialLink: (network: string) => `${ACADEMY.shortName} on ${network}`,
} as const;

export const PAGE_TITLES = {
  privacy: 'Privacy notice',
  myData: 'My data',
  home: 'Travel and accommodation refunds',
  claimForm: 'Claim your travel and accommodation refund',
  completed: 'Unit Costs Claim Form saved',
  login: 'Sign in',
  myClaims: 'My claims',
  claimDetail: 'Claim',
  bankDetails: 'Request contribution',
  notFound: 'Page not found',
} as const;

export const HOME = {
  heading: 'Travel and accommodation refunds for seminar participants',
  intro:
    'Participants of our seminars and conferences can claim a contribution to their travel and ' +
    'accommodation costs at fixed unit rates. Open the claim link you received with your seminar ' +
    'documents to calculate and save your claim.',
  signInHint: 'Already saved a claim? Sign in with your e-mail address to follow it and request the payment.',
  signIn: 'Sign in',
} as const;

export const NOT_FOUND = {
  heading: 'Page not found',
  text: 'The page you are looking for does not exist.',
  eventHeading: 'Seminar not found',
  eventText: (number: string) =>
    `There is no seminar with the number '${number}'. Please check the link you received with your seminar documents.`,
  claimHeading: 'Claim not found',
  claimText: 'This claim does not exist or it belongs to another e-mail address.',
  toHome: 'Go to the start page',
  toMyClaims: 'Show my Claims',
} as const;

export const CALCULATOR = {
  heading: 'Calculate your refund',
  intro: 'Enter the address of your employer, how you travel and how many nights you stay.',
  employerAddress: 'Employer address',
  employerAddressHelp: 'Type at least 3 characters of the city or the postcode, then pick a suggestion.',
  typeMore: 'Type at least 3 characters',
  searching: 'Searching…',
  noSuggestions: 'No matching place found. You can enter the address by hand below.',
  enterByHand: 'Enter the address by hand',
  searchFailed: 'The address search is not available right now.',
  selectedEmployer: 'Employer',
  changeAddress: 'Edit address',
  travelType: 'Travel type',
  nightsSpent: 'Nights spent',
  nightsHelp: 'Nights you stay at the venue for the seminar.',
  nightOption: (nights: number) => (nights === 1 ? '1 night' : `${nights} nights`),
  calculate: 'Calculate',
  calculating: 'Calculating…',
  requiredFields: FILL_OUT_REQUIRED,
  invalidCountry: COUNTRY_INVALID,
  checkingCountry: 'Checking the country…',
} as const;

export const ADDRESS_MODAL = {
  title: 'Missing required address data',
  intro: 'The address you picked is incomplete. Please add the missing data of your employer.',
  institution: 'Institution',
  street: 'Street',
  postalCode: 'Postal Code',
  city: 'City',
  country: 'Country',
  locked: 'Taken from the address you picked',
  byHandTitle: 'Address of your employer',
  byHandIntro:
    'Enter the address of your employer. The distance is measured from the place its postcode or city names.',
  chooseCountry: 'Choose the country',
  countryRequired: COUNTRY_REQUIRED,
  placeNotFound: (country: string) =>
    `We could not find this postcode or city in ${country}. Please check both; if they are right, write to the organisers named under '${EVENT_DETAILS.contacts}' on this page, who will help you claim.`,
  apply: 'Apply address',
  institutionMandatory: INSTITUTION_MANDATORY,
  streetMandatory: STREET_MANDATORY,
  cityMandatory: CITY_MANDATORY,
  postalCodeMandatory: POSTAL_CODE_MANDATORY,
} as const;

export const EVENT_DETAILS = {
  heading: 'Seminar details',
  number: 'Seminar number',
  dates: 'Dates',
  venue: 'Venue',
  accommodation: 'Accommodation',
  accommodationEligible: 'Accommodation costs can be refunded',
  accommodationNotEligible: 'No accommodation refund for this seminar',
  claimDeadline: 'Claims accepted until',
  contacts: 'Your contacts',
  noContacts: 'No contact persons are listed for this seminar.',
  photoOf: (name: string) => `Photo of ${name}`,
  mailSubject: (seminarNumber: string) => `New enquiry about the conference '${seminarNumber}'.`,
  getInContact: 'Get in contact',
} as const;

/** The figures of a refund, wherever they are listed (components/CostSummary.tsx). */
export const COSTS = {
  distance: 'Distance',
  travelType: 'Travel type',
  travelAmount: 'Travel contribution',
  nights: 'Nights',
  ratePerNight: 'Rate per night',
  accommodationAmount: 'Accommodation contribution',
  noAccommodation: 'No accommodation contribution',
} as const;

export const REFUND = {
  heading: 'Expected Refund',
  total: 'Total refund',
  showDetails: 'Show details',
  hideDetails: 'Hide details',
  employer: 'Employer',
  edit: 'Edit calculation',
} as const;

export const SAVE_CLAIM = {
  heading: 'Save your claim',
  intro:
    'Save the claim with your name and contact data. You sign in later with this e-mail address to ' +
    'follow the claim and request the payment after the seminar.',
  firstname: 'First name',
  lastname: 'Last name',
  phone: 'Phone',
  email: 'E-mail',
  save: 'Save claim',
  saving: 'Saving…',
  prefilled: 'Filled in from your last claim. Please check that it is still right.',
} as const;

export const COMPLETED = {
  heading: 'Unit Costs Claim Form saved',
  text:
    'Thank you. Your claim has been saved. After the seminar, sign in with your e-mail address to enter ' +
    'your bank details and request the payment.',
  toMyClaims: 'Show my Claims',
} as const;

export const LOGIN = {
  heading: 'Sign in',
  emailIntro: 'Enter the e-mail address you used for your claim. We will send you a sign-in code.',
  email: 'E-mail',
  sendCode: 'Send code',
  sending: 'Sending…',
  codeIntro: (email: string) => `We sent a code to ${email}. Enter it below to sign in.`,
  code: 'Code',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  otherEmail: 'Use another e-mail address',
  resend: 'Send a new code',
  codeInvalid: CODE_INVALID,
  codeMandatory: CODE_MANDATORY,
} as const;

export const MY_CLAIMS = {
  heading: 'My claims',
  empty: 'You have no claims yet.',
  emptyHint: 'Open the claim link you received with your seminar documents to calculate and save a claim.',
  loading: 'Loading your claims',
  participant: 'Participant',
  email: 'E-mail',
  employer: 'Employer',
  location: 'Event location',
  total: 'Total reimbursement',
  details: 'Details',
  detailsOf: (title: string) => `Details of the claim for ${title}`,
  nights: (nights: number) => (nights === 1 ? '1 night' : `${nights} nights`),
  pages: 'Pages of claims',
  paidOn: (date: string) => `Paid on ${date}`,
  requestInvite: 'The seminar has ended: you can now request the payment of your refund.',
  requestContribution: 'Request contribution',
  requestContributionFor: (title: string) => `Request contribution for ${title}`,
} as const;

export const CLAIM_DETAIL = {
  heading: 'Unit Costs Claim',
  transactionNumber: 'Transaction number',
  status: 'Status',
  submitted: 'Submitted',
  total: 'Total reimbursement',
  participant: 'Participant',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  employer: 'Employer',
  event: 'Event',
  eventNumber: 'Seminar number',
  eventDates: 'Dates',
  eventLocation: 'Location',
  travel: 'Travel',
  bankData: 'Bank data',
  accountHolder: 'Account holder',
  iban: 'IBAN',
  bic: 'BIC',
  bankName: 'Bank name',
  bankAddress: 'Bank address',
  accountHolderAddress: 'Account holder address',
  requestContribution: 'Request contribution',
  requestAfterEvent: 'You can request the contribution once the seminar has ended.',
  bankDetailsSentTitle: 'Thank you: your bank details have been sent',
  bankDetailsSent: (email: string) =>
    `Your contribution is now requested. The academy checks the claim and pays it to the account you gave. We have sent a confirmation to ${email}.`,
  rejectedTitle: 'Your claim was rejected',
  rejectedReason: 'Reason:',
  rejectedQuestions: 'If you have questions about this decision, write to the contact of the seminar:',
  backToList: 'Back to my claims',
  paidOn: 'Paid on',
  paidTo: (date: string, iban: string | null) =>
    iban
      ? `Your contribution was paid on ${date} to the account ${iban}. Depending on your bank it arrives within one to three business days.`
      : `Your contribution was paid on ${date}.`,
  paymentReturned: (date: string, reason: string) =>
    `Your bank sent the payment back on ${date} because ${reason}. Please enter your bank details again: the refund is then paid in the next payment run.`,
  enterBankDetailsAgain: 'Enter bank details again',
  downloadPdf: 'Download PDF',
  downloadFailed: 'The PDF could not be downloaded. Please try again.',
} as const;

export const BANK_DETAILS = {
  heading: 'Account information',
  intro: 'Enter the account the contribution is paid to. The claim is requested when you send this form.',
  notSaved: 'Bank details can only be entered while the claim has the status Saved.',
  introAfterReturn:
    'Your bank sent the last payment back. Enter the account again (check the IBAN and the holder’s name): the refund is then paid in the next payment run.',
  /** The server's sentence for a request (and bank data) before the event's end. */
  notEnded: 'The contribution can be requested once the event has ended.',
  backToClaim: 'Back to the claim',
  accountHolder: 'Account holder',
  bankAccount: 'Bank account',
  accountHolderName: 'Account holder name',
  iban: 'IBAN',
  ibanChecking: 'Checking the IBAN…',
  ibanSepa: 'SEPA account: no bank address needed.',
  bic: 'BIC',
  bankname: 'Bank name',
  bankAddress: 'Address of the bank',
  street: 'Street',
  postalCode: 'Postal Code',
  city: 'City',
  country: 'Country',
  selectCountry: 'Please select a country',
  termsLabel: 'I have read and agree to the',
  termsLink: 'Terms and Conditions',
  termsRequired: 'Please indicate that you have read and agree to the Terms and Conditions',
  termsTitle: 'Terms and Conditions',
  termsText: [
    'The contribution is a fixed unit-cost refund of your travel and accommodation costs for the seminar named in the claim. It is paid once, to the account given in this form.',
    'The contribution is paid only if you took part in the seminar, signed the check-in lists and paid any registration fee. Participants employed by an institution of the European Union are not eligible.',
    'You confirm that the data you entered is correct and that you do not claim the same costs from another source. Wrong data may lead to the refusal or recovery of the contribution.',
    'Your data is processed only to handle this claim and is kept as long as the funding rules of the project require.',
  ],
  submit: 'Request contribution',
  submitting: 'Sending…',
  summary: 'Summary of unit costs',
  total: 'Total',
} as const;

export const PRIVACY = {
  title: 'Privacy notice',
  link: 'Privacy notice',
  formHint: 'How we use and keep your data:',
  loadFailed: 'The privacy notice could not be loaded. Please try again later.',
} as const;

export const OWN_DATA = {
  title: 'My data',
  link: 'My data',
  intro:
    'Download everything we hold about your e-mail address, or ask us to erase it. What the law obliges us to ' +
    'keep is hidden from everyone but our administrators until that duty ends, and anonymised then.',
  downloadJson: 'Download (JSON)',
  downloadPdf: 'Download (PDF)',
  downloadFailed: 'The download failed. Please try again.',
  eraseHeading: 'Erase my data',
  eraseExplain:
    'Claims you never requested, and rejected claims that can no longer be appealed, are anonymised at once: ' +
    'your name and contact details are removed for good. Claims the academy must keep for the EU are restricted.',
  erase: 'Erase my data',
  confirmTitle: 'Erase your data?',
  confirmText: 'This cannot be undone. Anonymised claims can no longer be requested or paid.',
  confirm: 'Erase',
  cancel: 'Cancel',
  eraseFailed: 'Your request could not be sent. Please try again.',
  anonymisedList: 'Anonymised:',
  keptList: 'Kept for now:',
  keptUntil: (date: string) => `until ${date}`,
} as const;
