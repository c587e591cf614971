import { TOTP_PERIOD_SECONDS } from '@earnwave/contracts';
import { type Account, bearer, type PlatformClient } from '@earnwave/testing';
import { generate } from 'otplib';

const now = () => Math.floor(Date.now() / 1000);

/** The code an authenticator shows `steps` periods from now (within the server's window of one step). */
export const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: now() + steps * TOTP_PERIOD_SECONDS });

/** A 6-digit code that no step of the server's window accepts. */
export async function wrongCode(secret: string): Promise<string> {
  const valid = await Promise.all([-1, 0, 1].map((step) => codeAt(secret, step)));
  return ['000000', '111111', '222222', '333333'].find((code) => !valid.includes(code))!;
}

/** Turns TOTP on for `who` as Settings does: password, then the authenticator's current code. */
export async function enrol(platform: PlatformClient, who: Account) {
  const started = await platform.http
    .post(`/api/users/${who.id}/mfa/totp`)
    .set(bearer(who))
    .send({ password: who.password })
    .expect(200);
  const { secret } = started.body.data as { secret: string };
  const confirmed = await platform.http
    .post(`/api/users/${who.id}/mfa/totp/confirm`)
    .set(bearer(who))
    .send({ code: await codeAt(secret) })
    .expect(200);
  return { secret, recoveryCodes: confirmed.body.data.recoveryCodes as string[] };
}
