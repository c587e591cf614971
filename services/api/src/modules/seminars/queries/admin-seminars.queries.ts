import { Injectable } from '@nestjs/common';
import type { Page } from '../../../common/simple-rest/list-query';
import {
  AdminSeminarsRepository,
  type AdminSeminarMediumRecord,
  type AdminSeminarRecord,
  type AdminSeminarSectionRecord,
} from '../infra/admin-seminars.repository';

/** The console's seminars, sections and media (ra-data-simple-rest): bare records with `id`. */
@Injectable()
export class AdminSeminarsQueries {
  constructor(private readonly records: AdminSeminarsRepository) {}

  seminars(query: Record<string, unknown>): Promise<Page<AdminSeminarRecord>> {
    return this.records.seminars(query);
  }

  seminar(id: string): Promise<AdminSeminarRecord> {
    return this.records.seminar(id);
  }

  sections(query: Record<string, unknown>): Promise<Page<AdminSeminarSectionRecord>> {
    return this.records.sections(query);
  }

  section(id: string): Promise<AdminSeminarSectionRecord> {
    return this.records.section(id);
  }

  media(query: Record<string, unknown>): Promise<Page<AdminSeminarMediumRecord>> {
    return this.records.media(query);
  }

  medium(id: string): Promise<AdminSeminarMediumRecord> {
    return this.records.medium(id);
  }
}
