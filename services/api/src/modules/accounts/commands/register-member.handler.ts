import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { appendOutbox, recordSignupAddress, UnitOfWork, UserEntity } from '@earnwave/db';
import { EmailTaken, ReferralCodeUnknown } from '@earnwave/domain';
import { randomInt, randomUUID } from 'node:crypto';
import { QueryFailedError } from 'typeorm';
import { PasswordHasher } from '../../../common/auth/password-hasher';
import { TokenService } from '../../../common/auth/token.service';
import { UsersRepository } from '../infra/users.repository';
import { RegisterMemberCommand } from './register-member.command';

/** Unambiguous characters (no 0/O, 1/I/L) so a code read aloud is typed right. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/**
 * A new account starts inactive and unverified with a referral code of its own; the
 * verification mail leaves through the outbox, so it is sent only if the account was stored. The
 * address it signed up from is kept for the payment desk's linked accounts.
 */
@CommandHandler(RegisterMemberCommand)
export class RegisterMemberHandler implements ICommandHandler<RegisterMemberCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
  ) {}

  async execute(command: RegisterMemberCommand): Promise<UserEntity> {
    const referrer = command.referralCode ? await this.findReferrer(command.referralCode) : null;
    const passwordHash = await this.hasher.hash(command.password);
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.unitOfWork.run(async (manager) => {
          const user = manager.create(UserEntity, {
            id: randomUUID(),
            name: command.name,
            email: command.email,
            passwordHash,
            role: command.role,
            status: 'inactive',
            emailVerifiedAt: null,
            deactivatedAt: null,
            tokenVersion: 0,
            referralCode: newReferralCode(),
            referredById: referrer?.id ?? null,
          });
          await manager.insert(UserEntity, user);
          if (command.signupIp) await recordSignupAddress(manager, user.id, command.signupIp);
          await appendOutbox(manager, 'mail.verification-requested', {
            to: user.email,
            name: user.name,
            token: this.tokens.signLink('verify', user),
          });
          return user;
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === 'users_email_key') throw new EmailTaken();
        if (constraint === 'users_referral_code_key' && attempt < 3) continue;
        throw error;
      }
    }
  }

  private async findReferrer(code: string): Promise<UserEntity> {
    const referrer = await this.users.byReferralCode(code);
    if (!referrer) throw new ReferralCodeUnknown();
    return referrer;
  }
}

function newReferralCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** The name of the unique constraint a failed insert hit, if that is why it failed. */
export function uniqueViolation(error: unknown): string | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' ? driverError.constraint : undefined;
}
