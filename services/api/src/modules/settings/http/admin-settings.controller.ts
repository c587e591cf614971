import { Body, HttpCode, Injectable, Param, Post, Put } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import { ConsoleRecords } from '../../../common/simple-rest/console-records';
import { AdminSettingsService, OPTION_RECORDS } from '../admin-settings.service';

/** `{ value }`: what each key takes is checked by its definition (OPTION_DEFINITIONS). */
const OPTION_BODY = {
  schema: {
    type: 'object',
    required: ['value'],
    properties: { value: { description: "the key's value as JSON; HTML text for dash_todays_notification" } },
  },
};

/**
 * The settings members see, one record per key (`id`), `value` as JSON (HTML text for the
 * dashboard notification). PUT takes `{ value }`, validated for its key; HTML is sanitised on save.
 */
@Injectable()
export class AdminSettingsController extends ConsoleRecords(OPTION_RECORDS) {
  constructor(private readonly settings: AdminSettingsService) {
    super();
  }

  @Put(':id')
  @ApiBody(OPTION_BODY)
  async update(@Param('id') key: string, @Body() body: Record<string, unknown>) {
    await this.settings.update(key, body);
    return this.records.one(key);
  }

  /** The value as it would be saved, sanitised, without saving it: the editor's live preview. */
  @HttpCode(200)
  @Post(':id/preview')
  @ApiBody(OPTION_BODY)
  preview(@Param('id') key: string, @Body() body: Record<string, unknown>) {
    return this.settings.preview(key, body);
  }
}
