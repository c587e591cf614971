import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '@earnwave/db';
import { OPTION_KEYS, OPTION_LABELS, type OptionKey } from '@earnwave/contracts';
import { SettingNotFound } from '@earnwave/domain';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { NotFound } from '../../common/errors';
import { refusedInput } from '../../common/pipes/validation';
import type { Page } from '../../common/simple-rest/list-query';
import { OPTION_DEFINITIONS } from './http/dto/option-values.dto';
import { SETTINGS, SettingsRepository } from './infra/settings.repository';
import { consoleResource, type RecordReader } from '../../common/simple-rest/console-records';
import { SettingsService, sanitize } from './settings.service';

/** A setting as the console reads it: `value` is the key's JSON (HTML text for the notification), null until set. */
export interface AdminOptionRecord {
  id: string;
  label: string;
  format: 'json' | 'html';
  value: unknown;
  updatedAt: string | null;
}

/** A value as it would be saved (sanitised): the editor's live preview. */
export interface AdminOptionPreview {
  id: string;
  value: unknown;
}

/** The console's `options`: one record per key. */
export const OPTION_RECORDS = consoleResource<AdminOptionRecord>(SETTINGS);

const KEYS = Object.keys(OPTION_DEFINITIONS) as OptionKey[];

/**
 * The settings as the console reads and edits them: one record per key, `value` parsed JSON (or
 * HTML text for the notification), validated per key and sanitised by SettingsService on save.
 */
@Injectable()
export class AdminSettingsService implements RecordReader<AdminOptionRecord> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly settings: SettingsService,
    private readonly stored: SettingsRepository,
  ) {}

  async list(query: Record<string, unknown>): Promise<Page<AdminOptionRecord>> {
    const page = await this.stored.keysPage(query, KEYS);
    return { ...page, rows: await Promise.all(page.rows.map((key) => this.one(key))) };
  }

  async one(key: string): Promise<AdminOptionRecord> {
    const definition = this.definition(key);
    const stored = await this.settings.get(key).catch((error: unknown) => {
      if (error instanceof NotFound) return undefined;
      throw error;
    });
    const updatedAt = await this.stored.updatedAt(key);
    return {
      id: key,
      label: OPTION_LABELS[key as OptionKey],
      format: definition.format,
      value: stored ? (definition.format === 'html' ? stored.optionValue : JSON.parse(stored.optionValue)) : null,
      updatedAt: updatedAt?.toISOString() ?? null,
    };
  }

  async update(key: string, body: Record<string, unknown>): Promise<void> {
    const value = await this.validated(key, body);
    await this.unitOfWork.run((manager) =>
      SettingsService.set(manager, key, typeof value === 'string' ? value : JSON.stringify(value)),
    );
  }

  /** What the value would be once saved (sanitised), without saving it: the editor's live preview. */
  async preview(key: string, body: Record<string, unknown>): Promise<AdminOptionPreview> {
    const value = await this.validated(key, body);
    if (key === OPTION_KEYS.dashTodaysNotification) return { id: key, value: sanitize(value as string) };
    if (key === OPTION_KEYS.membershipDesc) {
      const desc = value as { content: string };
      return { id: key, value: { ...desc, content: sanitize(desc.content) } };
    }
    return { id: key, value };
  }

  private definition(key: string) {
    if (!Object.hasOwn(OPTION_DEFINITIONS, key)) throw new SettingNotFound();
    return OPTION_DEFINITIONS[key as OptionKey];
  }

  private async validated(key: string, body: Record<string, unknown>): Promise<unknown> {
    const definition = this.definition(key);
    const instance = plainToInstance(definition.body, body ?? {});
    const errors = await validate(instance, {
      whitelist: true,
      forbidNonWhitelisted: true,
      stopAtFirstError: true,
      validationError: { target: true, value: false },
    });
    if (errors.length) throw refusedInput(errors);
    // Class instances serialise to their whitelisted fields only.
    return JSON.parse(JSON.stringify(instance.value)) as unknown;
  }
}
