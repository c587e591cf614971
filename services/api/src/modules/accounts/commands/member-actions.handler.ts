import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { appendOutbox, UnitOfWork, UserEntity } from '@earnwave/db';
import {
  AccountNotFound,
  AlreadyDeactivated,
  EmailAlreadyVerified,
  NotDeactivated,
  OwnAccountNotDeactivated,
} from '@earnwave/domain';
import type { EntityManager } from 'typeorm';
import { SessionsService } from '../../../common/auth/sessions.service';
import { TokenService } from '../../../common/auth/token.service';
import { SessionsRevokedEvent } from '../events/sessions-revoked.event';
import { MembersRepository } from '../infra/members.repository';
import { MemberActionCommand } from './member-actions.command';

/**
 * Deactivate, reactivate, resend the verification link. Each runs under the member's row lock and
 * answers 409 when the account is already in the state asked for, so a double click does nothing
 * twice. Deactivation freezes the account (its balance is kept) and ends its sessions and sockets;
 * reactivation clears it and bumps the token version again, so no token from before comes back.
 */
@CommandHandler(MemberActionCommand)
export class MemberActionHandler implements ICommandHandler<MemberActionCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly members: MembersRepository,
    private readonly tokens: TokenService,
    private readonly events: EventBus,
    private readonly sessions: SessionsService,
  ) {}

  async execute({ action, memberId, adminId }: MemberActionCommand): Promise<void> {
    await this.unitOfWork.run(async (manager) => {
      const member = await manager
        .getRepository(UserEntity)
        .createQueryBuilder('u')
        .setLock('pessimistic_write')
        .where('u.id = :memberId', { memberId })
        .getOne();
      if (!member) throw new AccountNotFound();
      if (action === 'deactivate') return this.deactivate(manager, member, adminId);
      if (action === 'reactivate') return this.reactivate(manager, member);
      return this.resendVerification(manager, member);
    });
    await this.sessions.caughtUp();
    if (action === 'deactivate') this.events.publish(new SessionsRevokedEvent(memberId));
  }

  private async deactivate(manager: EntityManager, member: UserEntity, adminId: string) {
    if (member.id === adminId) throw new OwnAccountNotDeactivated();
    if (member.deactivatedAt) throw new AlreadyDeactivated();
    await this.members.deactivate(manager, member.id);
    await this.sessions.endAll(manager, member.id, 'deactivated');
  }

  private async reactivate(manager: EntityManager, member: UserEntity) {
    if (!member.deactivatedAt) throw new NotDeactivated();
    await this.members.reactivate(manager, member.id);
  }

  /** A fresh link, mailed through the outbox exactly as registration does. */
  private async resendVerification(manager: EntityManager, member: UserEntity) {
    if (member.emailVerifiedAt) throw new EmailAlreadyVerified();
    await appendOutbox(manager, 'mail.verification-requested', {
      to: member.email,
      name: member.name,
      token: this.tokens.signLink('verify', member),
    });
  }
}
