import { InvalidInput } from '../../platform/common/errors/domain-errors.js';
import { feePaidValue, fieldOfHeader } from './attendee-columns.js';
import { countryCode, parseAttendeeCsv } from './attendee-csv.js';

/** The first lines of an Eventbrite attendee report, as Eventbrite names its columns. */
const EVENTBRITE = [
  'Order #,Order Date,First Name,Last Name,Email,Quantity,Ticket Type,Attendee Status,Company,City,Country',
  '1234567890,2026-09-01 10:15:00,Jane,Doe,Jane.Doe@Court.example,1,Participant,Attending,Regional Court Bremen,Bremen,Germany',
  '1234567891,2026-09-02 08:00:00,Jean,Dupont,jean.dupont@cour.example,1,Participant,Attending,Cour d’appel de Lyon,Lyon,FR',
].join('\n');

/** A list kept by hand in a German spreadsheet, saved as "CSV UTF-8": semicolons, a BOM, German headers. */
const GERMAN_SPREADSHEET =
  '\uFEFFVorname;Nachname;E-Mail-Adresse;Gericht;Ort;Land;Gebühr bezahlt\r\nMax;Muster;max@lg.example;LG Köln;Köln;Deutschland;ja\r\n';

describe('the attendee columns', () => {
  it('knows a column by the names registration systems and spreadsheets give it, in any case and spelling', () => {
    expect(
      ['First Name', 'VORNAME', 'prénom', 'E-Mail', 'e_mail', 'Courriel', 'Affiliation', 'Gericht', 'Pays'].map(
        fieldOfHeader,
      ),
    ).toEqual([
      'firstname',
      'firstname',
      'firstname',
      'email',
      'email',
      'email',
      'institution',
      'institution',
      'country',
    ]);
    expect(fieldOfHeader('Order #')).toBeUndefined();
  });

  it('reads a fee-paid cell as yes, no, or neither', () => {
    expect(['Yes', 'x', 'Ja', 'oui', 'No', '', 'offen', 'maybe'].map(feePaidValue)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      undefined,
    ]);
  });

  it('knows a country by its code or its name in the languages of Europe', () => {
    expect(['DE', 'fra', 'Germany', 'Deutschland', 'Allemagne', 'Atlantis'].map(countryCode)).toEqual([
      'DE',
      'FR',
      'DE',
      'DE',
      'DE',
      undefined,
    ]);
  });
});

describe('parseAttendeeCsv', () => {
  it("reads an Eventbrite report: its columns mapped, the others ignored, every row's attendee", () => {
    const parsed = parseAttendeeCsv(EVENTBRITE);
    expect(parsed.columns.filter((column) => column.field !== null)).toEqual([
      { header: 'First Name', field: 'firstname' },
      { header: 'Last Name', field: 'lastname' },
      { header: 'Email', field: 'email' },
      { header: 'Company', field: 'institution' },
      { header: 'City', field: 'city' },
      { header: 'Country', field: 'country' },
    ]);
    expect(parsed.rows).toEqual([
      {
        line: 2,
        attendee: {
          firstname: 'Jane',
          lastname: 'Doe',
          email: 'jane.doe@court.example',
          institution: 'Regional Court Bremen',
          city: 'Bremen',
          countryIso: 'DE',
          feePaid: undefined,
        },
        problems: [],
      },
      {
        line: 3,
        attendee: {
          firstname: 'Jean',
          lastname: 'Dupont',
          email: 'jean.dupont@cour.example',
          institution: 'Cour d’appel de Lyon',
          city: 'Lyon',
          countryIso: 'FR',
          feePaid: undefined,
        },
        problems: [],
      },
    ]);
  });

  it("reads a German spreadsheet's semicolons, byte order mark and fee column", () => {
    const [row] = parseAttendeeCsv(GERMAN_SPREADSHEET).rows;
    expect(row).toEqual({
      line: 2,
      attendee: {
        firstname: 'Max',
        lastname: 'Muster',
        email: 'max@lg.example',
        institution: 'LG Köln',
        city: 'Köln',
        countryIso: 'DE',
        feePaid: true,
      },
      problems: [],
    });
  });

  it("lists each row's problems with the row, and a repeated address with its first line", () => {
    const parsed = parseAttendeeCsv(
      [
        'First name,Last name,E-mail,Country,Fee paid',
        'Ann,,ann@court.example,Atlantis,perhaps',
        'Bob,Stone,not-an-address,DE,yes',
        'Ann,Other,ANN@court.example,DE,no',
      ].join('\n'),
    );
    expect(parsed.rows.map((row) => [row.line, row.problems])).toEqual([
      [2, ['Last name is missing.', "Country 'Atlantis' is not known.", "Fee paid 'perhaps' is neither yes nor no."]],
      [3, ["'not-an-address' is not an e-mail address."]],
      [4, ['The e-mail address is on line 2 already.']],
    ]);
  });

  it('refuses a file without a column the list needs, naming it and the header it read', () => {
    expect(() => parseAttendeeCsv('First name,Last name,Phone\nAnn,Lee,123\n')).toThrow(
      new InvalidInput({
        File: ['The file has no column for E-mail. Its header row reads: First name, Last name, Phone.'],
      }),
    );
  });

  it('refuses a file that is not UTF-8, and an empty one', () => {
    expect(() => parseAttendeeCsv('Nachname;Vorname;E-Mail\nM\uFFFDller;Max;max@lg.example\n')).toThrow(
      'The file is not UTF-8 text.',
    );
    expect(() => parseAttendeeCsv('')).toThrow('The file is empty.');
  });
});
