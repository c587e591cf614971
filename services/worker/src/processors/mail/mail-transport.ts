import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { createTransport, type Transporter } from 'nodemailer';
import type { MailMessage } from './mail-templates';

/** The SMTP port: the only way mail leaves the platform. */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly transporter: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transporter = createTransport(config.smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transporter.sendMail({ from: this.config.mailFrom, ...message });
  }

  onApplicationShutdown(): void {
    this.transporter.close();
  }
}
