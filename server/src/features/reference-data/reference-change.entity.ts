import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What was changed: a refund rate or a distance band. */
export const REFERENCE_KINDS = ['refund_rate', 'distance_band'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

export type ReferenceAction = 'created' | 'changed' | 'deleted';

/** One change of a refund rate or distance band: who, when, the record as it was and as it became. */
@Entity('reference_change')
@Index('reference_change_record', ['kind', 'recordId', 'id'])
@Check('reference_change_kind_check', `"kind" IN ('refund_rate', 'distance_band')`)
@Check('reference_change_action_check', `"action" IN ('created', 'changed', 'deleted')`)
export class ReferenceChange {
  /** bigserial, read as text: it may exceed what a JS number holds exactly. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'varchar', length: 20 })
  kind!: ReferenceKind;

  @Column({ name: 'record_id', type: 'int' })
  recordId!: number;

  @Column({ type: 'varchar', length: 10 })
  action!: ReferenceAction;

  @CreateDateColumn({ name: 'changed_at', type: 'timestamptz' })
  changedAt!: Date;

  @Column({ name: 'changed_by', type: 'varchar', length: 320 })
  changedBy!: string;

  @Column({ name: 'old_value', type: 'jsonb', nullable: true })
  oldValue!: Record<string, unknown> | null;

  @Column({ name: 'new_value', type: 'jsonb', nullable: true })
  newValue!: Record<string, unknown> | null;
}
