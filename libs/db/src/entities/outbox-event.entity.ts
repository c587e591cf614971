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

  @Column('timestamptz', { name: 'sent_at', nullable: true })
  sentAt!: Date | null;
}
