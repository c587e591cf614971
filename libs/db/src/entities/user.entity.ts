import type { MemberStatus, Role } from '@earnwave/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One account per person: `users/{id}` and `members/{id}` name the same row. */
@Entity('users')
export class UserEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('varchar')
  name!: string;

  /** Stored trimmed and lower-cased; unique. */
  @Column('varchar')
  email!: string;

  @Column('text', { name: 'password_hash' })
  passwordHash!: string;

  @Column('varchar')
  role!: Role;

  @Column('varchar')
  status!: MemberStatus;

  @Column('timestamptz', { name: 'email_verified_at', nullable: true })
  emailVerifiedAt!: Date | null;

  @Column('timestamptz', { name: 'deactivated_at', nullable: true })
  deactivatedAt!: Date | null;

  /** Bumped by password change, reset and deactivation so that older session tokens get 401. */
  @Column('int', { name: 'token_version' })
  tokenVersion!: number;

  @Column('varchar', { name: 'referral_code' })
  referralCode!: string;

  @Column('uuid', { name: 'referred_by_id', nullable: true })
  referredById!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
