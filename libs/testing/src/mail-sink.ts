import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { waitFor } from './wait-for';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP server in the test process: mail goes over the wire and is read back parsed. */
export class MailSink {
  readonly messages: ReceivedMail[] = [];
  private server?: SMTPServer;
  port = 0;

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, done) => {
        simpleParser(stream)
          .then((mail) => this.messages.push(toReceived(mail)))
          .then(() => done(), done);
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The first message to this address that matches, waiting for it to arrive. */
  async waitForMail(to: string, match: (mail: ReceivedMail) => boolean = () => true, timeoutMs = 10_000) {
    return waitFor(() => this.messages.find((mail) => mail.to.includes(to.toLowerCase()) && match(mail)), {
      timeoutMs,
      what: `mail to ${to}`,
    });
  }

  to(address: string): ReceivedMail[] {
    return this.messages.filter((mail) => mail.to.includes(address.toLowerCase()));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

function toReceived(mail: ParsedMail): ReceivedMail {
  const addresses = [mail.to ?? []].flat().flatMap((group) => group.value.map((entry) => entry.address ?? ''));
  return {
    to: addresses.map((address) => address.toLowerCase()),
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
  };
}
