import { Injectable } from '@nestjs/common';
import { SqlUploadAccessRule } from '../../common/storage/upload-access-rule';

/**
 * Whether the stored file at `path` (an SQL expression) stays off the public uploads path: it was
 * ever a paid or private post's file (private_post_media, noted by a trigger on every write of a
 * post and never forgotten: buyers paid for it, so neither another file, nor a price of 0, nor
 * making the post public again publishes it), or a hidden post names it now.
 */
export function restrictedMediaSql(path: string): string {
  return `(EXISTS (SELECT 1 FROM private_post_media pm WHERE pm.relative_path = ${path})
    OR EXISTS (SELECT 1 FROM user_posts hp WHERE hp.post_relative_path = ${path} AND hp.hidden_at IS NOT NULL))`;
}

/**
 * How post media stays off the public uploads path (the decision, for ARCHITECTURE.md's "paid and
 * private media are served through an authorised route"):
 * - uploads are stored as before, under `uploads/...`, whatever they will be used for: a file
 *   becomes a paid or private post's only when the post is saved, and a post's price and privacy
 *   change later, so no storage prefix could say it at upload time;
 * - the public route `/uploads/...` asks this rule (registered in the PublicUploadPolicy) for every
 *   file, and refuses with a 404 what restrictedMediaSql restricts: a file that any post (deleted
 *   ones included) ever named while paid or private, or that a hidden post names;
 * - those files are served at `/api/media/{relativePath}?exp&sig`, a link the API signs (HMAC with
 *   a key derived from JWT_SECRET, valid 30 to 60 minutes) only for callers allowed to see the
 *   file: the author, buyers of a paid post, administrators, and anyone who may open the free
 *   public post that names it now. It works in `<img>`, `<video>` and `<audio>` without a bearer header;
 * - a file that is attached to a free public post (and never was a paid or private one's) is
 *   public, but served with `no-cache`, so that once the post becomes paid or private no browser
 *   or proxy keeps serving its copy. Other files (task images, avatars) keep the year-long
 *   immutable caching.
 */
@Injectable()
export class PostMediaPolicy extends SqlUploadAccessRule {
  protected override readonly sql = `
    SELECT CASE
             WHEN ${restrictedMediaSql('$1')} THEN 'restricted'
             WHEN EXISTS (SELECT 1 FROM user_posts WHERE post_relative_path = $1) THEN 'attached'
             ELSE 'public'
           END AS access`;
}
