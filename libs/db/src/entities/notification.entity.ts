import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Something a member is told about: listed by `GET notifications` and pushed live. */
@Entity('notifications')
export class NotificationEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'member_id' })
  memberId!: string;

  /** What caused it, e.g. the ledger transaction type `gift_received`. */
  @Column('varchar')
  type!: string;

  @Column('varchar')
  title!: string;

  @Column('text')
  body!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'read_at', nullable: true })
  readAt!: Date | null;
}
