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

export const contactName = (contact: Pick<ContactRecord, 'firstname' | 'lastname'>): string =>
  `${contact.firstname} ${contact.lastname}`.trim();
