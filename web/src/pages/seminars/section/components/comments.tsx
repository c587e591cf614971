import { Avatar, Button, Card, Empty, Flex, Input, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
import { useLoad } from '../../../../hooks/use-load';
import { ApiError, SeminarsApi, type SeminarComment } from '../../../../services/api';
import { getUser } from '../../../../services/session';
import { toast } from '../../../../services/toast';
import { TEXT } from '../../../../texts';
import { SEMINAR_TEXT } from '../../../../texts/seminars';

const PAGE_SIZE = 10;

interface Shown {
  comments: SeminarComment[];
  total: number;
  /** The last page read. */
  page: number;
}
const NONE: Shown = { comments: [], total: 0, page: 1 };

/**
 * A section's comments, newest first, and the form to add one. The spec's comment form has no
 * validation: an empty or blank comment simply sends nothing, and anything else goes to the
 * server, whose refusal (too long, for instance) shows as a toast. Texts are shown as text,
 * never as HTML.
 */
export function Comments({ sectionId }: { sectionId: string }) {
  const user = getUser()!;
  const [text, setText] = useState('');
  const [posting, setPosting] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  // The first page as read, then grown by the comments posted here and the pages loaded after it.
  const loaded = useLoad(
    async (signal): Promise<Shown> => {
      const answer = await SeminarsApi.comments(sectionId, 1, PAGE_SIZE, signal);
      return { comments: answer.items, total: answer.pagination.total, page: 1 };
    },
    [sectionId],
    { onError: () => toast.error(SEMINAR_TEXT.commentsFailed) },
  );
  // Comments that could not be read show as none.
  const shown = loaded.value ?? (loaded.error ? NONE : null);
  const comments = shown?.comments ?? null;
  const total = shown?.total ?? 0;
  const page = shown?.page ?? 1;
  const grow = (change: (shown: Shown) => Shown) => loaded.update((current) => change(current ?? NONE));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || posting) return;
    setPosting(true);
    try {
      const posted = await SeminarsApi.comment({ memberId: user.id, sectionId, text });
      grow((was) => ({ ...was, comments: [posted, ...was.comments], total: was.total + 1 }));
      setText('');
    } catch (error) {
      toast.error(error instanceof ApiError ? error.firstMessage : SEMINAR_TEXT.commentFailed);
    } finally {
      setPosting(false);
    }
  };

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      // Comments posted here since are already shown: skip past them by id.
      const answer = await SeminarsApi.comments(sectionId, page + 1, PAGE_SIZE);
      grow((was) => {
        const known = new Set(was.comments.map((comment) => comment.id));
        const more = answer.items.filter((comment) => !known.has(comment.id));
        return { comments: [...was.comments, ...more], total: answer.pagination.total, page: page + 1 };
      });
    } catch {
      toast.error(SEMINAR_TEXT.commentsFailed);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Card title={`${SEMINAR_TEXT.comments}${total ? ` (${total})` : ''}`}>
      <form onSubmit={submit} aria-label={SEMINAR_TEXT.comments}>
        <Flex vertical gap={8}>
          <Input.TextArea
            aria-label={SEMINAR_TEXT.commentLabel}
            placeholder={SEMINAR_TEXT.commentPlaceholder}
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoSize={{ minRows: 2, maxRows: 6 }}
          />
          <Flex justify="end">
            <Button type="primary" htmlType="submit" loading={posting}>
              {SEMINAR_TEXT.postComment}
            </Button>
          </Flex>
        </Flex>
      </form>
      {comments === null ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          {TEXT.loading}
        </Typography.Paragraph>
      ) : comments.length === 0 ? (
        <Empty description={SEMINAR_TEXT.noComments} />
      ) : (
        <ul aria-label={SEMINAR_TEXT.comments} style={{ listStyle: 'none', padding: 0, margin: '16px 0 0' }}>
          {comments.map((comment) => (
            <li
              key={comment.id}
              data-testid="comment"
              style={{ padding: '12px 0', borderTop: '1px solid rgba(0,0,0,0.06)' }}
            >
              <Flex gap={12} align="start">
                <Avatar
                  alt=""
                  src={comment.member.userProfile.image ? `/${comment.member.userProfile.image}` : undefined}
                >
                  {comment.member.name.slice(0, 1).toUpperCase()}
                </Avatar>
                <Flex vertical style={{ minWidth: 0 }}>
                  <Flex gap={8} align="baseline" wrap>
                    <Typography.Text strong>{comment.member.name}</Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      <time dateTime={comment.createdAt}>{dayjs(comment.createdAt).format('DD MMM YYYY HH:mm')}</time>
                    </Typography.Text>
                  </Flex>
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}>
                    {comment.text}
                  </Typography.Paragraph>
                </Flex>
              </Flex>
            </li>
          ))}
        </ul>
      )}
      {comments && comments.length < total && (
        <Flex justify="center" style={{ marginTop: 8 }}>
          <Button onClick={loadMore} loading={loadingMore}>
            {SEMINAR_TEXT.loadMore}
          </Button>
        </Flex>
      )}
    </Card>
  );
}
