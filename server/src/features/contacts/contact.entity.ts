import { ContactType } from '@unit-costs/contract';
import { Check, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An employee of the academy who can be a contact person of events. */
@Entity('contact')
@Check('contact_type_known', '"contact_type" IN (0, 1, 2)')
export class Contact {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  firstname!: string;

  @Column({ type: 'varchar', length: 100 })
  lastname!: string;

  /** Stored lower-cased, so the unique constraint is case-insensitive. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email!: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone!: string | null;

  @Column({ name: 'job_title', type: 'varchar', length: 200, nullable: true })
  jobTitle!: string | null;

  @Column({ name: 'contact_type', type: 'smallint' })
  contactType!: ContactType;
}
