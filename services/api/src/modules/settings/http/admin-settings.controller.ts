import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RequireCapability } from '../../../common/auth/access.decorators';
import { AdminSettingsService } from '../admin-settings.service';
import { SETTINGS } from '../infra/settings.repository';
import { sendPage, ApiListQuery } from '../../../common/simple-rest/list-query';

/**
 * The settings members see, one record per key (`id`), `value` as JSON (HTML text for the
 * dashboard notification). PUT takes `{ value }`, validated for its key; HTML is sanitised on save.
 */
/** `{ value }`: what each key takes is checked by its definition (OPTION_DEFINITIONS). */
const OPTION_BODY = {
  schema: {
    type: 'object',
    required: ['value'],
    properties: { value: { description: "the key's value as JSON; HTML text for dash_todays_notification" } },
  },
};

@ApiTags('admin')
@ApiBearerAuth()
@RequireCapability('admin')
@Controller('admin/options')
export class AdminSettingsController {
  constructor(private readonly settings: AdminSettingsService) {}

  @Get()
  @ApiListQuery(SETTINGS)
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply) {
    const page = await this.settings.list(query);
    return sendPage(res, 'options', page, page.rows);
  }

  @Get(':id')
  show(@Param('id') key: string) {
    return this.settings.byKey(key);
  }

  @Put(':id')
  @ApiBody(OPTION_BODY)
  async update(@Param('id') key: string, @Body() body: Record<string, unknown>) {
    await this.settings.update(key, body);
    return this.settings.byKey(key);
  }

  /** The value as it would be saved, sanitised, without saving it: the editor's live preview. */
  @HttpCode(200)
  @Post(':id/preview')
  @ApiBody(OPTION_BODY)
  preview(@Param('id') key: string, @Body() body: Record<string, unknown>) {
    return this.settings.preview(key, body);
  }
}
