import { Injectable } from '@nestjs/common';
import type { Page } from '../../../common/simple-rest/list-query';
import { MembershipLevelsRepository, type AdminMembershipLevelRecord } from '../infra/membership-levels.repository';
import {
  MembershipRequestsRepository,
  type AdminMembershipRequestListItem,
  type AdminMembershipRequestRecord,
} from '../infra/membership-requests.repository';
import {
  RefusedCardPaymentsRepository,
  type AdminRefusedCardPaymentRecord,
} from '../infra/refused-card-payments.repository';

/**
 * The console's `membership-levels`, `membership-requests` (with their audit) and
 * `refused-card-payments` resources: lists as ra-data-simple-rest asks them, records by id (404
 * when there is none).
 */
@Injectable()
export class AdminMembershipsQueries {
  constructor(
    private readonly levelRepository: MembershipLevelsRepository,
    private readonly requestRepository: MembershipRequestsRepository,
    private readonly refusedPaymentRepository: RefusedCardPaymentsRepository,
  ) {}

  levels(query: Record<string, unknown>): Promise<Page<AdminMembershipLevelRecord>> {
    return this.levelRepository.list(query);
  }

  /** One level as the console edits it, by its slug (the level's id). */
  level(slug: string): Promise<AdminMembershipLevelRecord> {
    return this.levelRepository.bySlug(slug);
  }

  requests(query: Record<string, unknown>): Promise<Page<AdminMembershipRequestListItem>> {
    return this.requestRepository.list(query);
  }

  request(id: string): Promise<AdminMembershipRequestRecord> {
    return this.requestRepository.byId(id);
  }

  refusedCardPayments(query: Record<string, unknown>): Promise<Page<AdminRefusedCardPaymentRecord>> {
    return this.refusedPaymentRepository.list(query);
  }

  refusedCardPayment(id: string): Promise<AdminRefusedCardPaymentRecord> {
    return this.refusedPaymentRepository.byId(id);
  }
}
