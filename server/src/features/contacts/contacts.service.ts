import { Injectable } from '@nestjs/common';

import type { DeletedDto } from '../../platform/common/dto/deleted.dto.js';
import { NotFound } from '../../platform/common/errors/domain-errors.js';
import { textFilter } from '../../platform/common/lists/list-filters.js';
import type { ListQuery } from '../../platform/common/lists/list-query.js';
import { mapPage, type Page } from '../../platform/common/lists/list-result.js';
import { isViolation } from '../../platform/database/pg-errors.js';
import type { Contact } from './contact.entity.js';
import { EmployeeEmailTaken } from './contacts.errors.js';
import { ContactsRepository } from './contacts.repository.js';
import { toContactDto, type ContactDto } from './dto/contact.dto.js';
import type { SaveContactDto } from './dto/save-contact.dto.js';

@Injectable()
export class ContactsService {
  constructor(private readonly contacts: ContactsRepository) {}

  async list(query: ListQuery): Promise<Page<ContactDto>> {
    const page = await this.contacts.page(query, {
      emailContains: textFilter(query.filter, 'email'),
      search: textFilter(query.filter, 'q'),
    });
    return mapPage(page, toContactDto);
  }

  async get(id: number): Promise<ContactDto> {
    return toContactDto(await this.existing(id));
  }

  async create(input: SaveContactDto): Promise<ContactDto> {
    await this.assertEmailFree(input.email);
    return this.store(this.contacts.create(fields(input)));
  }

  async update(id: number, input: SaveContactDto): Promise<ContactDto> {
    const contact = await this.existing(id);
    await this.assertEmailFree(input.email, id);
    return this.store(Object.assign(contact, fields(input)));
  }

  async delete(id: number): Promise<DeletedDto> {
    if (!(await this.contacts.delete(id))) throw new NotFound('Employee', id);
    return { id };
  }

  private async existing(id: number): Promise<Contact> {
    const contact = await this.contacts.findById(id);
    if (!contact) throw new NotFound('Employee', id);
    return contact;
  }

  private async assertEmailFree(email: string, ownId?: number): Promise<void> {
    const holder = await this.contacts.findByEmail(email);
    if (holder && holder.id !== ownId) throw new EmployeeEmailTaken(email);
  }

  private async store(contact: Contact): Promise<ContactDto> {
    try {
      return toContactDto(await this.contacts.save(contact));
    } catch (error) {
      // Another request took the e-mail after our check; e-mail is the table's only unique column.
      if (isViolation(error, 'uniqueViolation')) throw new EmployeeEmailTaken(contact.email);
      throw error;
    }
  }
}

function fields(input: SaveContactDto): Omit<Contact, 'id'> {
  return {
    firstname: input.firstname,
    lastname: input.lastname,
    email: input.email,
    jobTitle: input.jobTitle ?? null,
    phone: input.phone ?? null,
    contactType: input.contactType,
  };
}
