import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('country')
export class Country {
  @PrimaryGeneratedColumn()
  id!: number;

  /** ISO 3166-1 alpha-2 code. */
  @Column({ name: 'iso_3166', type: 'char', length: 2, unique: true })
  iso3166!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;
}
