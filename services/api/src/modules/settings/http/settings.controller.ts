import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  OPTION_KEYS,
  PUBLIC_OPTION_KEYS,
  type BannerImage,
  type ContactInfo,
  type MembershipDesc,
  type OptionKey,
} from '@earnwave/contracts';
import { Public } from '../../../common/auth/access.decorators';
import { NotFound } from '../../../common/errors';
import { ok } from '../../../common/http/envelope';
import { SettingsService } from '../settings.service';

const isPublicKey = (key: string) => PUBLIC_OPTION_KEYS.includes(key as OptionKey);

/** Spec 7 (Public and membership): settings read by the landing, membership and dashboard pages. */
@ApiTags('options')
@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Public()
  @Get('options/public/:key')
  async publicOption(@Param('key') key: string) {
    if (!isPublicKey(key)) throw new NotFound();
    return ok(await this.settings.get(key));
  }

  @Public()
  @Get('options/video/:key')
  async video(@Param('key') key: string) {
    if (key !== OPTION_KEYS.membershipDesc) throw new NotFound();
    const { title, videoLink } = await this.settings.getJson<MembershipDesc>(OPTION_KEYS.membershipDesc);
    return ok({ title, videoLink });
  }

  /** Public for the landing's keys; the payment and dashboard settings need a session. */
  @Public((request) => isPublicKey((request.params as { key: string }).key))
  @Get('options/:key')
  async option(@Param('key') key: string) {
    return ok(await this.settings.get(key));
  }

  @Public()
  @Get('bannerImages')
  async bannerImages() {
    const images = await this.settings.getJson<BannerImage[]>(OPTION_KEYS.bannerImages);
    return ok(images.map((image, index) => ({ id: index + 1, imageUrl: image.imageUrl })));
  }

  @Public()
  @Get('contact')
  async contact() {
    const { name, email } = await this.settings.getJson<ContactInfo>(OPTION_KEYS.contact);
    return ok({ name, email });
  }
}
