import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Why a session ended before it expired. */
export type SessionEndReason = 'logout' | 'revoked' | 'password_changed' | 'password_reset' | 'deactivated';

/** One sign-in of an account: its id is the session token's `sid` (see the sessions migration). */
@Entity('sessions')
export class SessionEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  /** The device's user agent as it signed in, cut to SESSION_USER_AGENT_MAX_LENGTH. */
  @Column('varchar', { name: 'user_agent' })
  userAgent!: string;

  @Column('varchar')
  ip!: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  /** Moved forward at most once a minute (SessionVerifier), so it is up to a minute behind. */
  @Column('timestamptz', { name: 'last_seen_at', default: () => 'now()' })
  lastSeenAt!: Date;

  @Column('timestamptz', { name: 'ended_at', nullable: true })
  endedAt!: Date | null;

  @Column('varchar', { name: 'end_reason', nullable: true })
  endReason!: SessionEndReason | null;
}
