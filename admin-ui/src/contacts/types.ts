import type { Identifier } from 'react-admin';

/** An employee of the directory (SPEC.md section 3, directory contact). */
export interface ContactRecord {
  id: Identifier;
  firstname: string;
  lastname: string;
  email: string;
  jobTitle: string | null;
  phone: string | null;
  /** 0 Assistant, 1 Lawyer, 2 Employee. */
  contactType: number;
}

export const CONTACT_TYPES = [
  { id: 0, name: 'Assistant' },
  { id: 1, name: 'Lawyer' },
  { id: 2, name: 'Employee' },
];

export const contactTypeName = (type: number | null | undefined): string =>
  CONTACT_TYPES.find((choice) => choice.id === type)?.name ?? '';

export const contactName = (contact: Pick<ContactRecord, 'firstname' | 'lastname'>): string =>
  `${contact.firstname} ${contact.lastname}`.trim();
