import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { TwoFactorAlreadyOn, TwoFactorNotStarted } from '@earnwave/domain';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../../../common/auth/password-hasher';
import { newRecoveryCodes, shownRecoveryCode } from '../recovery-codes';
import { SecondFactor } from '../second-factor';
import { ConfirmTotpCommand } from './confirm-totp.command';

@CommandHandler(ConfirmTotpCommand)
export class ConfirmTotpHandler implements ICommandHandler<ConfirmTotpCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly factor: SecondFactor,
  ) {}

  async execute({ caller, code }: ConfirmTotpCommand) {
    const [enrolment]: { sealed: string; enabled: boolean }[] = await this.db.query(
      `SELECT secret_ciphertext AS sealed, enabled_at IS NOT NULL AS enabled FROM totp_enrolments WHERE user_id = $1`,
      [caller.id],
    );
    if (!enrolment) throw new TwoFactorNotStarted();
    if (enrolment.enabled) throw new TwoFactorAlreadyOn();
    let step: number | undefined;
    await this.factor.attempt(caller.id, async () => {
      step = await this.factor.pendingStep(caller.id, enrolment.sealed, code);
      return step !== undefined;
    });

    const recoveryCodes = newRecoveryCodes();
    const hashes = await Promise.all(recoveryCodes.map((recoveryCode) => this.hasher.hash(recoveryCode)));
    const enabled = await this.db.transaction(async (manager) => {
      // Only the secret this code was checked against, and only once: the confirmed step is the last used.
      const [turnedOn]: unknown[][] = await manager.query(
        `UPDATE totp_enrolments SET enabled_at = now(), last_time_step = $3
         WHERE user_id = $1 AND secret_ciphertext = $2 AND enabled_at IS NULL RETURNING user_id`,
        [caller.id, enrolment.sealed, step],
      );
      if (!turnedOn.length) return false;
      await manager.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [caller.id]);
      await manager.query(
        `INSERT INTO recovery_codes (id, user_id, code_hash) SELECT unnest($2::uuid[]), $1, unnest($3::text[])`,
        [caller.id, hashes.map(() => randomUUID()), hashes],
      );
      return true;
    });
    // A set-up started again, or confirmed by another request, since this one read it.
    if (!enabled) throw new TwoFactorNotStarted();
    return { recoveryCodes: recoveryCodes.map(shownRecoveryCode) };
  }
}
