import { ApiProperty } from '@nestjs/swagger';
import type { ContactType } from '@unit-costs/contract';

import type { Contact } from '../contact.entity.js';

/** An employee as the console's directory shows it. */
export class ContactDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'Anna' })
  firstname!: string;

  @ApiProperty({ example: 'Schmidt' })
  lastname!: string;

  @ApiProperty({ example: 'anna.schmidt@example.org' })
  email!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Course Director' })
  jobTitle!: string | null;

  @ApiProperty({ type: String, nullable: true, example: '+49 651 93737 0' })
  phone!: string | null;

  @ApiProperty({ enum: [0, 1, 2], description: '0 Assistant, 1 Lawyer, 2 Employee.' })
  contactType!: ContactType;
}

export function toContactDto(contact: Contact): ContactDto {
  const { id, firstname, lastname, email, jobTitle, phone, contactType } = contact;
  return { id, firstname, lastname, email, jobTitle, phone, contactType };
}
