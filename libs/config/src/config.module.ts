import { Global, Module, type DynamicModule } from '@nestjs/common';
import { systemClock, type Clock } from '@earnwave/domain';
import type { AppConfig } from './env.schema';

export const APP_CONFIG = Symbol('APP_CONFIG');
/** The Clock (`@earnwave/domain`) the process's rules read the time from. */
export const CLOCK = Symbol('CLOCK');

/** Makes the parsed configuration and the clock injectable everywhere as APP_CONFIG and CLOCK. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig, clock: Clock = systemClock): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: CLOCK, useValue: clock },
      ],
      exports: [APP_CONFIG, CLOCK],
    };
  }
}
