import { Injectable } from '@nestjs/common';
import type { Repository } from 'typeorm';

import { containsPattern } from '../../platform/common/lists/list-filters.js';
import type { ListQuery } from '../../platform/common/lists/list-query.js';
import type { Page } from '../../platform/common/lists/list-result.js';
import { paginate } from '../../platform/common/lists/paginate.js';
import { TransactionHost } from '../../platform/database/transaction-host.js';
import { Contact } from './contact.entity.js';

export interface ContactFilters {
  emailContains?: string;
  /** Matches the name or the e-mail. */
  search?: string;
}

/** The first entry is the default order: by last name, then first name. */
const SORTABLE = {
  lastname: 'ARRAY[lower(contact.lastname), lower(contact.firstname)]',
  firstname: 'ARRAY[lower(contact.firstname), lower(contact.lastname)]',
  email: 'contact.email',
  jobTitle: 'lower(contact.jobTitle)',
  contactType: 'contact.contactType',
  id: 'contact.id',
};

@Injectable()
export class ContactsRepository {
  constructor(private readonly db: TransactionHost) {}

  /** On the open unit of work's manager, or the pool's (TransactionHost). */
  private get contacts(): Repository<Contact> {
    return this.db.repository(Contact);
  }

  findById(id: number): Promise<Contact | null> {
    return this.contacts.findOneBy({ id });
  }

  /** `email` as stored: trimmed and lower-cased. */
  findByEmail(email: string): Promise<Contact | null> {
    return this.contacts.findOneBy({ email });
  }

  page(query: ListQuery, filters: ContactFilters): Promise<Page<Contact>> {
    const qb = this.contacts.createQueryBuilder('contact');
    if (filters.emailContains) {
      qb.andWhere('contact.email ILIKE :email', { email: containsPattern(filters.emailContains) });
    }
    if (filters.search) {
      qb.andWhere(`(contact.firstname || ' ' || contact.lastname ILIKE :search OR contact.email ILIKE :search)`, {
        search: containsPattern(filters.search),
      });
    }
    return paginate(qb, query, SORTABLE);
  }

  save(contact: Contact): Promise<Contact> {
    return this.contacts.save(contact);
  }

  create(fields: Omit<Contact, 'id'>): Contact {
    return this.contacts.create(fields);
  }

  /** Whether a row was removed; the database drops the employee's links to events with it. */
  async delete(id: number): Promise<boolean> {
    const { affected } = await this.contacts.delete({ id });
    return Boolean(affected);
  }
}
