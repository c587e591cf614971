import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { POST_TYPE, type PostView } from '@earnwave/contracts';
import { creditsToJson } from '@earnwave/money';
import { MediaLinks } from '../../common/storage/media-links';
import type { PostRow } from './infra/posts.repository';
import { audienceOf, type PostCaller } from './post-access';

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

  /**
   * The public path of a file that may be public (a free public post's, never a paid or private
   * one's); a signed media link for the others.
   */
  fileUrl(row: Pick<PostRow, 'post_relative_path' | 'media_restricted'>): string {
    return row.media_restricted
      ? this.links.link(row.post_relative_path)
      : `${this.config.webOrigin}/${row.post_relative_path}`;
  }
}
