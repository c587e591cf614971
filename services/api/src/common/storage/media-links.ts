import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The authorised media route's path (under the API's prefix): `/api/media/{relativePath}?exp&sig`. */
export const MEDIA_ROUTE = '/api/media';

/**
 * Links are valid for at least this long and at most twice it: the expiry is rounded up to the next
 * whole window, so a page that asks again within a window gets the same link (and the browser's
 * cached copy of the file), and a video has time to play to its end.
 */
export const MEDIA_LINK_WINDOW_SECONDS = 30 * 60;

/**
 * Short-lived signed links to stored files that are not public (paid and private posts' media).
 * A link names one file and its expiry, signed with a key derived from the JWT secret (so a link
 * is never a valid token and a token never a link). Whoever holds a link may fetch that file
 * until it expires: links go only to callers the API has authorised, and they work in `<img>`,
 * `<video>` and `<audio>` without a bearer header.
 */
@Injectable()
export class MediaLinks {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.key = createHmac('sha256', config.jwtSecret).update('earnwave media links v1').digest();
  }

  /** The absolute URL of the file through the media route, valid for 30 to 60 minutes. */
  link(relativePath: string, now = Date.now()): string {
    const window = MEDIA_LINK_WINDOW_SECONDS;
    const expires = (Math.floor(now / 1000 / window) + 2) * window;
    const path = relativePath.split('/').map(encodeURIComponent).join('/');
    return `${this.config.webOrigin}${MEDIA_ROUTE}/${path}?exp=${expires}&sig=${this.signature(relativePath, expires)}`;
  }

  /** Seconds the link has left, or undefined for a link that is expired, malformed or not ours. */
  verify(relativePath: string, exp: unknown, sig: unknown, now = Date.now()): number | undefined {
    if (typeof exp !== 'string' || !/^\d{1,12}$/.test(exp) || typeof sig !== 'string') return undefined;
    const left = Number(exp) - Math.floor(now / 1000);
    if (left <= 0) return undefined;
    const expected = Buffer.from(this.signature(relativePath, Number(exp)));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected) ? left : undefined;
  }

  private signature(relativePath: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${relativePath}\n${expires}`).digest('base64url');
  }
}
