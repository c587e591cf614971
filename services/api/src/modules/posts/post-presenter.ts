import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { POST_TYPE, type PostView } from '@earnwave/contracts';
import { creditsToJson } from '@earnwave/money';
import { MediaLinks } from '../../common/storage/media-links';
import { audienceOf, type PostCaller, type PostRow } from './post-rows';

/**
 * Whether a post's file must stay off the public uploads path: a paid, private or hidden post's
 * media is served only through signed links of the authorised media route.
 */
export function isRestrictedMedia(post: Pick<PostRow, 'cost_view' | 'is_private' | 'hidden_at'>): boolean {
  return BigInt(post.cost_view) > 0n || post.is_private || post.hidden_at !== null;
}

/**
 * A post as the member's client reads it, for one caller. A paid post the caller neither wrote
 * nor bought is locked: no file path at all (administrators, who never pay, see it unlocked).
 */
@Injectable()
export class PostPresenter {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly links: MediaLinks,
  ) {}

  present(row: PostRow, caller: PostCaller): PostView {
    const audience = audienceOf(caller, row);
    const isLocked = BigInt(row.cost_view) > 0n && audience === 'other' && !row.is_bought;
    return {
      id: row.id,
      memberId: row.member_id,
      member: { id: row.member_id, name: row.member_name, userProfile: { image: row.member_image } },
      title: row.title,
      description: row.description,
      postFilePath: isLocked ? null : this.fileUrl(row),
      postRelativePath: isLocked ? null : row.post_relative_path,
      postFileType: row.post_file_type,
      postType: POST_TYPE,
      costView: creditsToJson(BigInt(row.cost_view)),
      targetView: row.target_view,
      isPrivate: row.is_private,
      views: row.views,
      isLiked: row.is_liked,
      likeCount: row.like_count,
      createdAt: new Date(row.created_at).toISOString(),
      isLocked,
      isHidden: row.hidden_at !== null,
      ...(audience === 'other' ? {} : { hiddenReason: row.hidden_reason }),
    };
  }

  /** The public path of a free public post's file; a signed media link for the others. */
  fileUrl(row: Pick<PostRow, 'post_relative_path' | 'cost_view' | 'is_private' | 'hidden_at'>): string {
    return isRestrictedMedia(row)
      ? this.links.link(row.post_relative_path)
      : `${this.config.webOrigin}/${row.post_relative_path}`;
  }
}
