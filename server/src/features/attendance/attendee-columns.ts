import { foldName } from '../../platform/common/place-names.js';

/** The fields an attendee list's columns can fill. */
export type AttendeeField = 'firstname' | 'lastname' | 'email' | 'institution' | 'city' | 'country' | 'feePaid';

/** The fields an import cannot do without. */
export const REQUIRED_FIELDS: readonly AttendeeField[] = ['firstname', 'lastname', 'email'];

/** How the import's messages name a field. */
export const FIELD_LABELS: ReadonlyMap<AttendeeField, string> = new Map<AttendeeField, string>([
  ['firstname', 'First name'],
  ['lastname', 'Last name'],
  ['email', 'E-mail'],
  ['institution', 'Institution'],
  ['city', 'City'],
  ['country', 'Country'],
  ['feePaid', 'Fee paid'],
]);

/**
 * Header names registration systems export (Indico, Eventbrite, Cvent, spreadsheets kept by hand) in
 * the academy's languages and its participants': English, German, French, Spanish, Italian, Dutch,
 * Portuguese, Polish. Compared folded (foldName: no case, no accents) and without punctuation, so
 * 'E-Mail', 'e_mail' and 'EMAIL' are one name.
 */
const ALIASES: [AttendeeField, string[]][] = [
  [
    'firstname',
    ['first name', 'firstname', 'given name', 'forename', 'vorname', 'prenom', 'nombre', 'nome', 'voornaam', 'imie'],
  ],
  [
    'lastname',
    [
      'last name',
      'lastname',
      'surname',
      'family name',
      'nachname',
      'familienname',
      'nom',
      'nom de famille',
      'apellido',
      'apellidos',
      'cognome',
      'achternaam',
      'sobrenome',
      'nazwisko',
    ],
  ],
  [
    'email',
    [
      'email',
      'e mail',
      'mail',
      'email address',
      'e mail address',
      'e mail adresse',
      'email adresse',
      'courriel',
      'adresse e mail',
      'adresse email',
      'adresse electronique',
      'correo',
      'correo electronico',
      'posta elettronica',
      'indirizzo email',
      'e mailadres',
      'emailadres',
      'adres e mail',
    ],
  ],
  [
    'institution',
    [
      'institution',
      'organisation',
      'organization',
      'affiliation',
      'employer',
      'court',
      'company',
      'einrichtung',
      'institution organisation',
      'arbeitgeber',
      'behorde',
      'gericht',
      'organisme',
      'employeur',
      'juridiction',
      'institucion',
      'organismo',
      'istituzione',
      'ente',
      'organisatie',
      'instelling',
      'instituicao',
      'instytucja',
    ],
  ],
  [
    'city',
    [
      'city',
      'town',
      'place',
      'ort',
      'stadt',
      'ville',
      'ciudad',
      'localidad',
      'citta',
      'stad',
      'plaats',
      'cidade',
      'miasto',
    ],
  ],
  ['country', ['country', 'land', 'staat', 'pays', 'pais', 'paese', 'nazione', 'kraj']],
  [
    'feePaid',
    ['fee paid', 'paid', 'fee', 'bezahlt', 'gebuhr bezahlt', 'paye', 'frais payes', 'pagado', 'pagato', 'betaald'],
  ],
];

/** A header as it is compared: folded, punctuation as spaces. */
export function headerKey(header: string): string {
  return foldName(header)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const FIELD_BY_HEADER = new Map<string, AttendeeField>(
  ALIASES.flatMap(([field, names]) => names.map((name): [string, AttendeeField] => [headerKey(name), field])),
);

/** The field a column's header names, if any. */
export function fieldOfHeader(header: string): AttendeeField | undefined {
  return FIELD_BY_HEADER.get(headerKey(header));
}

const YES = new Set(['yes', 'y', 'true', '1', 'x', 'paid', 'ja', 'j', 'oui', 'si', 'sim', 'tak', 'bezahlt', 'paye']);
const NO = new Set(['no', 'n', 'false', '0', '', 'nein', 'non', 'nao', 'nie', 'unpaid', 'open', 'offen']);

/** A fee-paid cell: true, false, or undefined when it says neither. */
export function feePaidValue(cell: string): boolean | undefined {
  const key = headerKey(cell);
  if (YES.has(key)) return true;
  if (NO.has(key)) return false;
  return undefined;
}
