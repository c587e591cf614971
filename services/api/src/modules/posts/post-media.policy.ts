import { Injectable } from '@nestjs/common';
import { ModuleUploadAccessRule } from '../../common/storage/upload-access-rule';
import { PublicUploadPolicy } from '../../common/storage/uploads.route';
import { PostsRepository } from './infra/posts.repository';

/**
 * How post media stays off the public uploads path (the decision, for ARCHITECTURE.md's "paid and
 * private media are served through an authorised route"):
 * - uploads are stored as before, under `uploads/...`, whatever they will be used for: a file
 *   becomes a paid or private post's only when the post is saved, and a post's price and privacy
 *   change later, so no storage prefix could say it at upload time;
 * - the public route `/uploads/...` asks this rule (registered in the PublicUploadPolicy) for every
 *   file, and refuses with a 404 what restrictedMediaSql (infra/posts.repository) restricts: a file that any post (deleted
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
export class PostMediaPolicy extends ModuleUploadAccessRule {
  constructor(
    policy: PublicUploadPolicy,
    private readonly posts: PostsRepository,
  ) {
    super(policy);
  }

  accessOf(relativePath: string) {
    return this.posts.mediaAccess(relativePath);
  }
}
