import { type Language, type MessageKey, translate } from '@unit-costs/contract';
import type { Locator, Page } from 'playwright-core';

import { tabTo } from '../participant/participant-browser.js';

/**
 * Every page and every dialog of both apps that axe checks (accessibility.spec.ts), in the order they
 * are visited (SCREENS, below). A new page is one more entry: `at(name, who, path, ready)`; a dialog
 * or menu on it, `opened(page, name, the button that opens it)`, or an entry with an `open` of its own.
 */
export interface Screen {
  name: string;
  /** guest: nobody signed in (participant pages and the console's login); participant: a signed-in
   *  guest with a saved and a requested claim; staff: the console's test-admin. */
  who: 'guest' | 'participant' | 'staff';
  /** A path, or one made from the data the suite creates. */
  path: string | ((data: ScreenData) => string);
  /** Shown once the page has loaded what it shows. */
  ready: (page: Page) => Locator;
  /** Opens the dialog or menu to check (with the suite's data where it needs it); what it returns must show. */
  open?: (page: Page, data: ScreenData) => Promise<Locator>;
  /** A participant screen in another language than English: visited with `?lang=`. */
  language?: Language;
}

/** What the suite creates before the visits: the participant's claims, an event. */
export interface ScreenData {
  /** The participant's Saved claim (the demo event that ended last month). */
  savedGuid: string;
  /** The participant's Requested claim. */
  requestedGuid: string;
  /** The participant's Rejected claim (reason 'Other', with its text). */
  rejectedGuid: string;
  /** The id of the demo event 126DT01. */
  eventId: number;
  /** A demo employee (contact) id. */
  contactId: number;
  /** A payment run of two claims, waiting for the bank. */
  runId: string;
  /** An approved claim paid to an account outside SEPA: the console marks it as paid by hand. */
  outsideSepaGuid: string;
  /** The bank's camt.054 for that run: one transfer booked, one returned. */
  statement: string;
  /** An event whose venue is in Luxembourg, a country no refund rate leads to. */
  uncoveredEventId: number;
  /** A local staff account, an Approver (the edit page of the staff accounts). */
  staffId: number;
  /** A local staff account that is turned off. */
  inactiveStaffId: number;
  /** A refund rate and a distance band, each edited (their change records show). */
  rateId: number;
  bandId: number;
}

/** The first heading on screen (the console's bar title is hidden on a phone). */
const anyHeading = (page: Page) => page.getByRole('heading').filter({ visible: true }).first();
const button = (name: string | RegExp) => (page: Page) => page.getByRole('button', { name }).first();
const firstRow = (page: Page) => page.getByRole('row').nth(1);
/** The first row of a reference record's changes (who changed what, when). */
const changeRecord = (page: Page) => page.getByRole('region', { name: 'Changes' }).getByRole('row').nth(1);

/** A page, checked as it loads. */
const at = (name: string, who: Screen['who'], path: Screen['path'], ready: Screen['ready'] = anyHeading): Screen => ({
  name,
  who,
  path,
  ready,
});

/** The same page with a dialog or menu opened by clicking a button: what then shows has `role`. */
const opened = (on: Screen, name: string, opener: string | RegExp, role: 'dialog' | 'menu' = 'dialog'): Screen => ({
  ...on,
  name: `${on.name}: ${name}`,
  open: async (page) => {
    await button(opener)(page).click();
    return page.getByRole(role);
  },
});

/** The same page with the keyboard's focus moved by Tab onto a button (the focus ring in the screenshot). */
const focused = (on: Screen, name: string): Screen => ({
  ...on,
  name: `${on.name}: keyboard focus on ${name}`,
  open: async (page) => {
    await tabTo(page, button(name)(page), 30);
    return button(name)(page);
  },
});

// The participants' app: its screens in one language (English: the spec's words; German and French
// from the same catalogues).
function participantScreens(language: Language): Screen[] {
  const tr = (key: MessageKey) => translate(language, key);
  /** A label that starts with the catalogue's text (MUI adds ' *' to required fields). */
  const label = (key: MessageKey) => new RegExp(`^${tr(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  const employerAddress = (p: Page) => p.getByRole('combobox', { name: label('calculator.employerAddress') });

  const claimForm = at('claim form', 'guest', '/claims/create/226DT02', employerAddress);
  const home = at('home', 'guest', '/');
  const login = at('login', 'guest', '/login', button(tr('login.sendCode')));
  const myData = at('my data', 'participant', '/me/data', button(tr('ownData.erase')));
  const myClaims = at('my claims', 'participant', '/me/claims', (p) => p.getByText(tr('claimStatus.0')).first());
  const requestedClaim = at('claim (Requested), participant', 'participant', (d) => `/me/claims/${d.requestedGuid}`);
  const bankDetails = at(
    'bank details',
    'participant',
    (d) => `/me/claims/${d.savedGuid}/bankdetails`,
    (p) => p.getByRole('textbox', { name: /IBAN/ }),
  );
  const screens: Screen[] = [
    home,
    opened(home, 'profile menu', tr('nav.profile'), 'menu'),
    opened(home, 'language menu', label('language.label'), 'menu'),
    claimForm,
    {
      ...claimForm,
      name: 'claim form: address dialog',
      open: async (p) => {
        await employerAddress(p).fill('Brussels');
        await p.getByRole('listbox').getByRole('option').first().click();
        return p.getByRole('dialog');
      },
    },
    opened(claimForm, 'address by hand dialog', tr('calculator.enterByHand')),
    focused(claimForm, tr('calculator.calculate')),
    at('claim form: unknown event', 'guest', '/claims/create/NO-SUCH-EVENT'),
    login,
    {
      ...login,
      name: 'login: code',
      open: async (p) => {
        await p.getByRole('textbox', { name: label('login.email') }).fill('axe.login@court.example');
        await button(tr('login.sendCode'))(p).click();
        return p.getByRole('textbox', { name: label('login.code') });
      },
    },
    at('claim saved', 'guest', '/claims/completed'),
    at('page not found', 'guest', '/no-such-page'),
    myClaims,
    opened(myClaims, 'account menu', tr('nav.myAccount'), 'menu'),
    at('privacy notice', 'guest', '/privacy'),
    myData,
    opened(myData, 'erase confirmation', tr('ownData.erase')),
    at('claim (Saved)', 'participant', (d) => `/me/claims/${d.savedGuid}`),
    requestedClaim,
    {
      ...requestedClaim,
      name: 'claim (Requested), participant: bank details confirmed',
      // The bank form leaves for the claim page with this navigation state (bank-details-sent.ts).
      open: async (p) => {
        await p.evaluate("history.replaceState({ usr: { bankDetailsSent: true }, key: 'axe', idx: 0 }, '')");
        await p.reload();
        return p.getByText(tr('claimDetail.bankDetailsSentTitle'));
      },
    },
    at(
      'claim (Rejected), participant',
      'participant',
      (d) => `/me/claims/${d.rejectedGuid}`,
      (p) => p.getByText(tr('claimDetail.rejectedTitle')),
    ),
    {
      ...at('claim form, signed in', 'participant', '/claims/create/126DT01', employerAddress),
      name: 'claim form, signed in: expected refund and the save form filled in',
      open: async (p) => {
        await button(tr('calculator.enterByHand'))(p).click();
        const byHand = p.getByRole('dialog');
        await byHand.getByRole('textbox', { name: label('addressModal.institution') }).fill('Amtsgericht Trier');
        await byHand.getByRole('textbox', { name: label('addressModal.street') }).fill('Justizstraße 2');
        await byHand.getByRole('textbox', { name: label('addressModal.postalCode') }).fill('54290');
        await byHand.getByRole('textbox', { name: label('addressModal.city') }).fill('Trier');
        const country = byHand.getByRole('combobox', { name: label('addressModal.country') });
        const germany = country.locator('option').filter({ hasText: /^(Germany|Deutschland|Allemagne)$/ });
        await country.selectOption(await germany.getAttribute('value'));
        await byHand.getByRole('button', { name: tr('addressModal.apply') }).click();
        await button(tr('calculator.calculate'))(p).click();
        return p.getByText(tr('saveClaim.prefilled'));
      },
    },
    bankDetails,
    // The terms scroll on a phone in German and French: their text is a tab stop of its own.
    opened(bankDetails, 'terms dialog', tr('bankDetails.termsLink')),
  ];
  return language === 'en'
    ? screens
    : screens.map((screen) => ({ ...screen, name: `${screen.name} (${language})`, language }));
}

// The console.
const claims = at('claims', 'staff', '/admin/claims', firstRow);
const requested = at('claim (Requested)', 'staff', (d) => `/admin/claim/${d.requestedGuid}`, button('Decline'));
const event = at('event', 'staff', (d) => `/admin/event/${d.eventId}`, button('Show Link'));
const eventEmployees = at(
  'event: employees',
  'staff',
  (d) => `/admin/event/${d.eventId}/employees`,
  button('Add Employees'),
);
const eventLocations = at(
  'event: locations',
  'staff',
  (d) => `/admin/event/${d.eventId}/locations`,
  button('Add Location'),
);
const wizard = at('new event wizard', 'staff', '/admin/events/create', button('Next'));
const rates = at('refund rates', 'staff', '/admin/countries', firstRow);
const bands = at('distance bands', 'staff', '/admin/distances', firstRow);
const employees = at('employees', 'staff', '/admin/contacts', firstRow);
const eventAttendance = at(
  'event: attendance',
  'staff',
  (d) => `/admin/event/${d.eventId}/attendance`,
  (p) => p.getByRole('row', { name: /Axe/ }),
);
const checkIn = at(
  'check-in',
  'staff',
  (d) => `/admin/check-in/${d.eventId}`,
  (p) => p.getByRole('button', { name: /Check in .*Axe/ }),
);
/** The door's page with the attendee checked in and the tick pressed again: 'Undo the check-in?'. */
const checkInUndo: Screen = {
  ...checkIn,
  name: 'check-in: undo confirmation',
  ready: (p) => p.getByRole('button', { name: /^(Check in|Present:) .*Axe/ }),
  open: async (p) => {
    // Checked in on the first visit; the second (the other width) finds the attendee present.
    const checkInAda = p.getByRole('button', { name: /^Check in .*Axe/ });
    if (await checkInAda.count()) await checkInAda.click();
    await p.getByRole('button', { name: /^Present: .*Axe/ }).click();
    return p.getByRole('dialog', { name: 'Undo the check-in?' });
  },
};
const newRun = at('new payment run', 'staff', '/admin/paymentruns/create', button('Create payment run'));
const paymentRun = at(
  'payment run',
  'staff',
  (d) => `/admin/paymentruns/${d.runId}/show`,
  button('Upload bank statement'),
);
/** The run's page with the bank's statement uploaded: what was paid, what came back and why. */
const statementResults: Screen = {
  ...paymentRun,
  name: 'payment run: bank statement results',
  open: async (p, d) => {
    await button('Upload bank statement')(p).click();
    const dialog = p.getByRole('dialog', { name: 'Upload bank statement' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'camt054.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(d.statement),
    });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog.getByRole('region', { name: /^Returned by the bank|^Return already recorded/ }).waitFor();
    return dialog;
  },
};
const retention = at('personal data retention', 'staff', '/admin/privacy', firstRow);
const staff = at('staff accounts', 'staff', '/admin/staff', (p) => p.getByRole('row', { name: /Inactive/ }));
/** How many staff accounts the add dialog made: each visit (one per width) adds one of its own. */
let colleagues = 0;
/** The add dialog filled in and saved: the generated password, shown once. */
const newPassword: Screen = {
  ...staff,
  name: 'staff accounts: new password shown once',
  open: async (p) => {
    await button('Add staff member')(p).click();
    const form = p.getByRole('dialog', { name: 'Add staff member' });
    const username = `axe.colleague${(colleagues += 1) > 1 ? colleagues : ''}`;
    await form.getByLabel('Username').fill(username);
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Axel Colleague');
    await form.getByLabel('Email').fill(`${username}@academy.example`);
    await form.getByRole('button', { name: 'Save' }).click();
    return p.getByRole('dialog', { name: 'New password' });
  },
};
const staffEdit = at(
  'staff account',
  'staff',
  (d) => `/admin/staff/${d.staffId}`,
  (p) => p.getByRole('switch', { name: 'Active' }),
);
/** Roles changed and the account turned off, not yet saved. */
const staffRolesAndDisable: Screen = {
  ...staffEdit,
  name: 'staff account: roles changed and disabled',
  open: async (p) => {
    await p.getByRole('checkbox', { name: /^Admin:/ }).check();
    await p.getByRole('switch', { name: 'Active' }).uncheck();
    return p.getByRole('switch', { name: 'Active', checked: false });
  },
};
/** A disabled account's page, turned on again (not yet saved). */
const staffEnable: Screen = {
  ...at(
    'staff account, inactive',
    'staff',
    (d) => `/admin/staff/${d.inactiveStaffId}`,
    (p) => p.getByRole('switch', { name: 'Active', checked: false }),
  ),
  name: 'staff account, inactive: enabled again',
  open: async (p) => {
    await p.getByRole('switch', { name: 'Active' }).check();
    return p.getByRole('switch', { name: 'Active', checked: true });
  },
};
const resetPassword: Screen = {
  ...staffEdit,
  name: 'staff account: reset password, the new one shown once',
  open: async (p) => {
    await button('Reset password')(p).click();
    await p.getByRole('dialog', { name: 'Reset the password?' }).getByRole('button', { name: 'Confirm' }).click();
    return p.getByRole('dialog', { name: 'New password' });
  },
};
const rate = at('refund rate', 'staff', (d) => `/admin/countries/${d.rateId}`, changeRecord);
/** The rate list filtered by a target country (its list of countries open, then chosen). */
const rateFilterOpen: Screen = {
  ...rates,
  name: 'refund rates: target country filter open',
  open: async (p) => {
    await p.getByRole('combobox', { name: 'Target country' }).click();
    return p.getByRole('listbox');
  },
};
const ratesFiltered: Screen = {
  ...rates,
  name: 'refund rates: filtered by target country',
  open: async (p) => {
    await p.getByRole('combobox', { name: 'Target country' }).click();
    await p.getByRole('listbox').getByRole('option', { name: 'Austria' }).click();
    await p.getByRole('listbox').waitFor({ state: 'hidden' });
    return p.getByRole('row', { name: /Austria/ });
  },
};
const band = at('distance band', 'staff', (d) => `/admin/distances/${d.bandId}`, changeRecord);
/** The event wizard at its venue step, a venue picked in Luxembourg: no refund rate leads there. */
const wizardNoRates: Screen = {
  ...wizard,
  name: 'new event wizard: venue country without refund rates',
  open: async (p) => {
    await p.getByLabel('Number').fill('326AX01');
    await p.getByLabel('Title').fill('Accessible Justice');
    await p.getByLabel('Seminar Start Date').fill('2027-03-08T09:00');
    await p.getByLabel('Seminar End Date').fill('2027-03-09T17:30');
    await p.getByRole('radio', { name: 'Yes' }).check();
    await button('Next')(p).click();
    const step = p.getByTestId('wizard-step-2');
    await step.getByLabel('Search for a venue (institution or city)').fill('Luxembourg');
    await step
      .getByRole('button', { name: /^Luxembourg/ })
      .first()
      .click();
    return step.getByRole('alert').filter({ hasText: 'No country has a refund rate to Luxembourg' });
  },
};
const eventNoRates = at(
  'event, venue country without refund rates',
  'staff',
  (d) => `/admin/event/${d.uncoveredEventId}`,
  (p) => p.getByRole('alert').filter({ hasText: 'No country has a refund rate to Luxembourg' }),
);
/** The console's error page: the claim page fed a history it cannot read, so that rendering it throws. */
const errorPage: Screen = {
  ...requested,
  name: 'console error page',
  open: async (p, d) => {
    const claim = `**/api/travelclaim/${d.requestedGuid}`;
    await p.route(claim, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), audits: 'unreadable' } });
    });
    await p.reload();
    const error = p.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await error.waitFor();
    await p.unroute(claim);
    return error;
  },
};
const employee = at(
  'employee',
  'staff',
  (d) => `/admin/contacts/${d.contactId}`,
  (p) => p.getByRole('textbox').first(),
);

export const SCREENS: Screen[] = [
  ...participantScreens('en'),

  at('console login', 'guest', '/admin/login', button('Sign in')),
  claims,
  focused(claims, 'Logoff'),
  opened(claims, 'export menu', 'Export', 'menu'),
  requested,
  opened(requested, 'decline dialog', 'Decline'),
  // The participant was not checked in: the approve dialog warns and asks for a tick (issue 24).
  opened(requested, 'approve dialog with attendance warning', 'Approve'),
  opened(requested, 'resend dialog', 'Resend Claim'),
  opened(
    at(
      'claim (In approval Run), outside SEPA',
      'staff',
      (d) => `/admin/claim/${d.outsideSepaGuid}`,
      button('Mark as paid'),
    ),
    'mark as paid confirmation',
    'Mark as paid',
  ),
  at('events', 'staff', '/admin/events', (p) => p.getByRole('row', { name: /126DT01/ })),
  wizard,
  {
    ...wizard,
    name: 'new event wizard: errors',
    open: async (p) => {
      await button('Next')(p).click();
      return p.getByRole('alert');
    },
  },
  wizardNoRates,
  event,
  eventNoRates,
  opened(event, 'claim link dialog', 'Show Link'),
  eventEmployees,
  opened(eventEmployees, 'add employees dialog', 'Add Employees'),
  opened(eventEmployees, 'remove employee confirmation', /^Delete /),
  eventLocations,
  opened(eventLocations, 'add location dialog', 'Add Location'),
  eventAttendance,
  opened(eventAttendance, 'import dialog', 'Import CSV'),
  opened(eventAttendance, 'add attendee dialog', 'Add attendee'),
  opened(eventAttendance, 'edit attendee dialog', /^Change .*Axe/),
  opened(eventAttendance, 'remove attendee confirmation', /^Delete .*Axe/),
  checkIn,
  // After the other check-in screens and the claims' approve dialog: the attendee stays checked in.
  checkInUndo,
  at('event: report', 'staff', (d) => `/admin/event/${d.eventId}/report`),
  at('payment runs', 'staff', '/admin/paymentruns', (p) => p.getByRole('link', { name: 'New payment run' })),
  newRun,
  opened(newRun, 'confirmation', 'Create payment run'),
  paymentRun,
  opened(paymentRun, 'upload bank statement dialog', 'Upload bank statement'),
  // Before the statement is uploaded: a run it closes has neither.
  opened(paymentRun, 'confirm executed dialog', 'Confirm executed'),
  opened(paymentRun, 'cancel run confirmation', 'Cancel run'),
  statementResults,
  rates,
  opened(rates, 'new rate dialog', 'Add new dataset'),
  opened(rates, 'delete confirmation', 'Delete'),
  rateFilterOpen,
  ratesFiltered,
  rate,
  bands,
  opened(bands, 'new band dialog', 'Add distance band'),
  opened(bands, 'delete confirmation', 'Delete'),
  band,
  employees,
  opened(employees, 'new employee dialog', 'Add employee'),
  employee,
  opened(employee, 'delete confirmation', 'Delete'),
  at('dashboard', 'staff', '/admin/dashboard'),
  retention,
  opened(retention, 'legal hold dialog', 'Set legal hold'),
  staff,
  opened(staff, 'add dialog', 'Add staff member'),
  newPassword,
  staffEdit,
  staffRolesAndDisable,
  staffEnable,
  resetPassword,
  opened(staffEdit, 'delete confirmation', 'Delete'),
  at('console page not found', 'staff', '/admin/no-such-page'),
  at('console access denied', 'staff', '/admin/access-denied', (p) => p.getByText('Access denied', { exact: true })),
  errorPage,

  // The participants' app in German and French (the console is English only).
  ...participantScreens('de'),
  ...participantScreens('fr'),
];
