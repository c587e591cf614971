import { Injectable } from '@nestjs/common';
import { OPTION_KEYS, type MembershipCommon, type OptionKey } from '@earnwave/contracts';
import { OptionEntity } from '@earnwave/db';
import sanitizeHtml from 'sanitize-html';
import type { EntityManager } from 'typeorm';
import { NotFound } from '../../common/errors';
import { SettingsRepository } from './infra/settings.repository';

/** Administrator HTML keeps formatting and links, never scripts, handlers or frames. */
const HTML_POLICY: sanitizeHtml.IOptions = {
  allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img', 'h1', 'h2', 'span']),
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], '*': ['style'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedStyles: { '*': { color: [/^#[0-9a-f]{3,6}$/i, /^[a-z]+$/i], 'text-align': [/^(left|right|center)$/] } },
};

export function sanitize(html: string): string {
  return sanitizeHtml(html, HTML_POLICY);
}

/** Cleans the HTML inside an option's value; other values pass unchanged. */
function sanitizeOption(key: string, value: string): string {
  if (key === OPTION_KEYS.dashTodaysNotification) return sanitize(value);
  if (key === OPTION_KEYS.membershipDesc) {
    const parsed = JSON.parse(value) as { content?: unknown };
    if (typeof parsed.content === 'string') parsed.content = sanitize(parsed.content);
    return JSON.stringify(parsed);
  }
  return value;
}

@Injectable()
export class SettingsService {
  constructor(private readonly stored: SettingsRepository) {}

  /** The stored option, sanitised again on the way out (it may predate a stricter policy). */
  async get(key: string, manager?: EntityManager): Promise<{ optionKey: string; optionValue: string }> {
    const option = await this.stored.option(key, manager);
    if (!option) throw new NotFound();
    return { optionKey: option.optionKey, optionValue: sanitizeOption(key, option.optionValue) };
  }

  async getJson<T>(key: OptionKey, manager?: EntityManager): Promise<T> {
    return JSON.parse((await this.get(key, manager)).optionValue) as T;
  }

  /** The payment network administrators set (`membership_common.network`), for block explorer links. */
  async paymentNetwork(): Promise<string | undefined> {
    const common = await this.getJson<MembershipCommon>(OPTION_KEYS.membershipCommon).catch(() => undefined);
    return common?.network;
  }

  /** Writes an option, sanitised; `onlyIfMissing` keeps an administrator's edits when seeding. */
  static async set(manager: EntityManager, key: string, value: string, onlyIfMissing = false): Promise<void> {
    const query = manager
      .createQueryBuilder()
      .insert()
      .into(OptionEntity)
      .values({ optionKey: key, optionValue: sanitizeOption(key, value) });
    await (onlyIfMissing ? query.orIgnore() : query.orUpdate(['option_value', 'updated_at'], ['option_key'])).execute();
  }
}
