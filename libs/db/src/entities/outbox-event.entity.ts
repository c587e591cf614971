import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** An event written in the same transaction as the change it reports; the relay moves it to BullMQ. */
@Entity('outbox')
export class OutboxEventEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('varchar')
  type!: string;

  @Column('varchar')
  queue!: string;

  @Column('jsonb')
  payload!: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** When the relay (or the sweeper, again) last moved it to BullMQ. */
  @Column('timestamptz', { name: 'sent_at', nullable: true })
  sentAt!: Date | null;

  /** The BullMQ job that carries it: `evt-{id}`, a settlement group's id, or a re-relay's. */
  @Column('varchar', { name: 'job_id', nullable: true })
  jobId!: string | null;

  /** When a processor handled it (see markOutboxProcessed); the sweeper relays again what stays unset. */
  @Column('timestamptz', { name: 'processed_at', nullable: true })
  processedAt!: Date | null;

  /** How many times the sweeper relayed it again after its job was lost or failed for good. */
  @Column('integer', { name: 'relay_attempts', default: 0 })
  relayAttempts!: number;

  /** Set when the sweeper gave up on it (its re-relays used up): an operator looks at it. */
  @Column('timestamptz', { name: 'parked_at', nullable: true })
  parkedAt!: Date | null;
}
