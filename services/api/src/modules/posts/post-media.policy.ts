import { Injectable } from '@nestjs/common';
import { SqlUploadAccessRule } from '../../common/storage/upload-access-rule';

/**
 * How post media stays off the public uploads path (the decision, for ARCHITECTURE.md's "paid and
 * private media are served through an authorised route"):
 * - uploads are stored as before, under `uploads/...`, whatever they will be used for: a file
 *   becomes a paid or private post's only when the post is saved, and a post's price and privacy
 *   change later, so no storage prefix could say it at upload time;
 * - the public route `/uploads/...` asks this rule (registered in the PublicUploadPolicy) for every file. A file named by any post
 *   that is paid, private or hidden (deleted ones included) is refused there with a 404;
 * - those files are served at `/api/media/{relativePath}?exp&sig`, a link the API signs (HMAC with
 *   a key derived from JWT_SECRET, valid 30 to 60 minutes) only for callers allowed to see the
 *   file: the author, buyers of a paid post, administrators. It works in `<img>`, `<video>` and
 *   `<audio>` without a bearer header;
 * - a file that is attached to a free public post is public, but served with `no-cache`, so that
 *   once the post becomes paid or private no browser or proxy keeps serving its copy. Other files
 *   (task images, avatars) keep the year-long immutable caching.
 */
@Injectable()
export class PostMediaPolicy extends SqlUploadAccessRule {
  protected override readonly sql = `
    SELECT CASE
             WHEN coalesce(bool_or(cost_view > 0 OR is_private OR hidden_at IS NOT NULL), false) THEN 'restricted'
             WHEN count(*) > 0 THEN 'attached'
             ELSE 'public'
           END AS access
    FROM user_posts WHERE post_relative_path = $1`;
}
