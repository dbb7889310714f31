import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';

import { numeric } from '../../platform/database/numeric.transformer.js';
import { Country } from './country.entity.js';

/** Per-night accommodation rate for participants from one country attending a venue in another ("crosscountries"). */
@Entity('refund_rate')
@Unique('refund_rate_pair_unique', ['sourceCountry', 'targetCountry'])
@Check('refund_rate_not_negative', '"refund_rate" >= 0')
export class RefundRate {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne(() => Country, { nullable: false, onDelete: 'RESTRICT', eager: true })
  @JoinColumn({ name: 'source_country_id' })
  sourceCountry!: Relation<Country>;

  @ManyToOne(() => Country, { nullable: false, onDelete: 'RESTRICT', eager: true })
  @JoinColumn({ name: 'target_country_id' })
  targetCountry!: Relation<Country>;

  @Column({ name: 'refund_rate', type: 'numeric', precision: 12, scale: 2, transformer: numeric })
  refundRate!: number;
}
