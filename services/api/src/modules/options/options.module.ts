import { Module } from '@nestjs/common';
import { OptionsController } from './http/options.controller';
import { OptionsService } from './options.service';

@Module({ controllers: [OptionsController], providers: [OptionsService], exports: [OptionsService] })
export class OptionsModule {}
