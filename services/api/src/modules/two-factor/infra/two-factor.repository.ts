import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { totpEnabled, UserEntity } from '@earnwave/db';
import { DataSource, type EntityManager } from 'typeorm';

/** An account's authenticator secret as stored (sealed by TotpSecrets). */
export interface TotpEnrolment {
  sealed: string;
  enabled: boolean;
}

/**
 * Authenticator enrolments, recovery codes and the sign-in step's spent tokens. Every change of
 * a step or a code is a compare-and-set, so that two requests with one code cannot both pass.
 */
@Injectable()
export class TwoFactorRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Whether the account signs in with a second factor (its enrolment confirmed). */
  isOn(userId: string): Promise<boolean> {
    return totpEnabled(this.db, userId);
  }

  /** The account a sign-in step's token names, as it is now. */
  account(userId: string): Promise<UserEntity | null> {
    return this.db.getRepository(UserEntity).findOneBy({ id: userId });
  }

  async status(userId: string): Promise<{ totpEnabled: boolean; recoveryCodesLeft: number }> {
    const [row]: { totpEnabled: boolean; recoveryCodesLeft: number }[] = await this.db.query(
      `SELECT EXISTS (SELECT 1 FROM totp_enrolments WHERE user_id = $1 AND enabled_at IS NOT NULL) AS "totpEnabled",
        (SELECT count(*)::int FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL) AS "recoveryCodesLeft"`,
      [userId],
    );
    return row;
  }

  async enrolment(userId: string): Promise<TotpEnrolment | undefined> {
    const [enrolment]: TotpEnrolment[] = await this.db.query(
      `SELECT secret_ciphertext AS sealed, enabled_at IS NOT NULL AS enabled FROM totp_enrolments WHERE user_id = $1`,
      [userId],
    );
    return enrolment;
  }

  /**
   * Stores a pending secret: a set-up started again replaces the pending one; false when one is
   * already confirmed (it stays as it is).
   */
  async startEnrolment(userId: string, sealed: string): Promise<boolean> {
    const started: unknown[] = await this.db.query(
      `INSERT INTO totp_enrolments (user_id, secret_ciphertext) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE
         SET secret_ciphertext = EXCLUDED.secret_ciphertext, last_time_step = NULL, created_at = now()
         WHERE totp_enrolments.enabled_at IS NULL
       RETURNING user_id`,
      [userId, sealed],
    );
    return started.length > 0;
  }

  /**
   * Confirms the pending secret `sealed`, only that one and only once: the confirmed step is the
   * last used. False when it was started again, or confirmed by another request, meanwhile.
   */
  async turnOn(manager: EntityManager, userId: string, sealed: string, step: number | undefined): Promise<boolean> {
    const [turnedOn]: unknown[][] = await manager.query(
      `UPDATE totp_enrolments SET enabled_at = now(), last_time_step = $3
       WHERE user_id = $1 AND secret_ciphertext = $2 AND enabled_at IS NULL RETURNING user_id`,
      [userId, sealed, step],
    );
    return turnedOn.length > 0;
  }

  /** The account's recovery codes become these (argon2id hashes); the old ones are gone. */
  async replaceRecoveryCodes(manager: EntityManager, userId: string, ids: string[], hashes: string[]): Promise<void> {
    await manager.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [userId]);
    await manager.query(
      `INSERT INTO recovery_codes (id, user_id, code_hash) SELECT unnest($2::uuid[]), $1, unnest($3::text[])`,
      [userId, ids, hashes],
    );
  }

  async turnOff(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [userId]);
    await manager.query(`DELETE FROM totp_enrolments WHERE user_id = $1`, [userId]);
  }

  /** The confirmed secret and the last time step accepted, for an account with TOTP on. */
  async activeEnrolment(
    userId: string,
    manager: EntityManager = this.db.manager,
  ): Promise<{ sealed: string; lastStep: string | null } | undefined> {
    const [enrolment]: { sealed: string; lastStep: string | null }[] = await manager.query(
      `SELECT secret_ciphertext AS sealed, last_time_step AS "lastStep"
       FROM totp_enrolments WHERE user_id = $1 AND enabled_at IS NOT NULL`,
      [userId],
    );
    return enrolment;
  }

  /** Moves the last accepted step on to `step`; false when another sign-in moved it first. */
  async moveTimeStep(userId: string, step: number, manager: EntityManager = this.db.manager): Promise<boolean> {
    const [moved]: unknown[][] = await manager.query(
      `UPDATE totp_enrolments SET last_time_step = $2
       WHERE user_id = $1 AND enabled_at IS NOT NULL AND (last_time_step IS NULL OR last_time_step < $2)
       RETURNING user_id`,
      [userId, step],
    );
    return moved.length > 0;
  }

  async unusedRecoveryCodes(
    userId: string,
    manager: EntityManager = this.db.manager,
  ): Promise<{ id: string; hash: string }[]> {
    return manager.query(`SELECT id, code_hash AS hash FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL`, [
      userId,
    ]);
  }

  /** Uses the code up; false when another request used it first. */
  async useRecoveryCode(id: string, manager: EntityManager = this.db.manager): Promise<boolean> {
    const [spent]: unknown[][] = await manager.query(
      `UPDATE recovery_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id`,
      [id],
    );
    return spent.length > 0;
  }

  async isTokenSpent(jti: string): Promise<boolean> {
    const [used]: unknown[] = await this.db.query(`SELECT 1 FROM used_tokens WHERE jti = $1`, [jti]);
    return Boolean(used);
  }

  /** Spends the sign-in step's token once; false when another request spent it first. */
  async spendToken(jti: string, userId: string): Promise<boolean> {
    const spent: unknown[] = await this.db.query(
      `INSERT INTO used_tokens (jti, purpose, user_id) VALUES ($1, 'mfa', $2) ON CONFLICT DO NOTHING RETURNING jti`,
      [jti, userId],
    );
    return spent.length > 0;
  }
}
