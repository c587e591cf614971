import { Col, Empty, Flex, Row, Select, Spin } from 'antd';
import { useState } from 'react';
import { Pager, usePaging } from '../../../components/pager';
import { useLoad } from '../../../hooks/use-load';
import { answeredByServer, CreatorsApi, type Paged, type UserPost } from '../../../services/api';
import { toast } from '../../../services/toast';
import { CATEGORY_OPTIONS } from '../../../services/categories';
import { toggledLike } from '../../../services/display-rules';
import { CREATOR_TEXT } from '../../../texts/profile';
import { FeedCard } from './components/feed-card';
import { MemberSearch } from './components/member-search';

const ALL = '';
/** The feed filters by the author's category; 'Xrated' carries user, so it is the same filter. */
const FILTERS = [{ key: 'all', value: ALL, label: CREATOR_TEXT.allCategories }, ...CATEGORY_OPTIONS];

/**
 * The Lounge (spec 2, Network): public posts of all members, newest first, filtered by category;
 * likes that flip and never count below 0; a member search. 'No content yet' when empty.
 */
export function LoungeFeed() {
  const [category, setCategory] = useState(ALL);
  const { page, pageSize, setPage, setPageSize } = usePaging();
  const [liking, setLiking] = useState<string | null>(null);

  const loaded = useLoad(
    (signal) => CreatorsApi.feed({ category: category || undefined, page, limit: pageSize }, signal),
    [category, page, pageSize],
    {
      onError: (error) =>
        toast.error(answeredByServer(error) ? CREATOR_TEXT.fetchPostsRefused : CREATOR_TEXT.fetchPostsFailed),
    },
  );
  // Each page or filter shows the spinner until read; a feed that could not be read is empty.
  const feed: Paged<UserPost> | null = loaded.loading
    ? null
    : loaded.error
      ? { items: [], pagination: { page, limit: pageSize, total: 0, totalPages: 0 } }
      : (loaded.value ?? null);
  const setFeed = loaded.update;

  const like = async (post: UserPost) => {
    setLiking(post.id);
    try {
      await CreatorsApi.like(post.id, !post.isLiked);
      setFeed(
        (current) =>
          current && {
            ...current,
            items: current.items.map((item) => (item.id === post.id ? toggledLike(item) : item)),
          },
      );
    } catch (error) {
      toast.error(answeredByServer(error) ? CREATOR_TEXT.likeFailed : CREATOR_TEXT.likeError);
    } finally {
      setLiking(null);
    }
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={{ span: 24, order: 2 }} lg={{ span: 16, order: 1 }}>
        <Flex vertical gap={16}>
          <Select
            aria-label={CREATOR_TEXT.category}
            value={category}
            options={FILTERS}
            virtual={false}
            onChange={(value) => {
              setCategory(value);
              setPage(1);
            }}
            style={{ maxWidth: 240 }}
          />
          {!feed ? (
            <Flex justify="center" style={{ padding: 24 }}>
              <Spin />
            </Flex>
          ) : feed.items.length === 0 ? (
            <Empty description={CREATOR_TEXT.noContent} />
          ) : (
            <>
              {feed.items.map((post) => (
                <FeedCard key={post.id} post={post} onLike={() => like(post)} liking={liking === post.id} />
              ))}
              <Pager
                page={page}
                totalPages={feed.pagination.totalPages}
                onChange={setPage}
                pageSize={pageSize}
                onPageSizeChange={setPageSize}
                label={CREATOR_TEXT.postsPerPage}
              />
            </>
          )}
        </Flex>
      </Col>
      <Col xs={{ span: 24, order: 1 }} lg={{ span: 8, order: 2 }}>
        <MemberSearch />
      </Col>
    </Row>
  );
}

export default LoungeFeed;
