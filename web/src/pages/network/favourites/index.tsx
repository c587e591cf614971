import { Avatar, Button, Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Pager, usePaging } from '../../../components/pager';
import { useLoad } from '../../../hooks/use-load';
import { CreatorsApi, type Favourite, type Paged } from '../../../services/api';
import { toast } from '../../../services/toast';
import { TEXT } from '../../../texts';
import { mediaUrl } from '../../../services/display-rules';
import { CREATOR_TEXT } from '../../../texts/profile';

/** An answer that is not a page of favourites. */
class UnexpectedFormat extends Error {}

/** A favourites page as the server must send it; anything else is 'Unexpected response format.' */
async function checkedPage(answer: Promise<Paged<Favourite>>): Promise<Paged<Favourite>> {
  const page = await answer;
  if (!Array.isArray(page?.items) || typeof page.pagination?.totalPages !== 'number') {
    throw new UnexpectedFormat(CREATOR_TEXT.unexpectedFormat);
  }
  return page;
}

/**
 * The Favourites tab of the Network screen (spec 3 and 7, Favourite): the members I added with
 * 'Add to Fav' (`GET favourites`) and those who added me (`GET favourites/favourite-by`), newest
 * first, each linking to that member's profile, paged by the generic pager.
 */
export function FavouritesTab() {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <FavouritesList
          title={CREATOR_TEXT.myFavourites}
          load={CreatorsApi.favourites}
          emptyText={CREATOR_TEXT.noFavourites}
          testId="my-favourites"
        />
      </Col>
      <Col xs={24} lg={12}>
        <FavouritesList
          title={CREATOR_TEXT.favouredMe}
          load={CreatorsApi.favouredBy}
          emptyText={CREATOR_TEXT.noFavouredBy}
          testId="favoured-me"
        />
      </Col>
    </Row>
  );
}

function FavouritesList({
  title,
  load,
  emptyText,
  testId,
}: {
  title: string;
  load: (page: number, limit: number, signal?: AbortSignal) => Promise<Paged<Favourite>>;
  emptyText: string;
  testId: string;
}) {
  const { page, pageSize, setPage, setPageSize } = usePaging();
  const list = useLoad((signal) => checkedPage(load(page, pageSize, signal)), [load, page, pageSize], {
    onError: (error) =>
      toast.error(error instanceof UnexpectedFormat ? CREATOR_TEXT.unexpectedFormat : CREATOR_TEXT.favouritesFailed),
  });
  const answer = list.value;
  // The last page emptied (a favourite was removed meanwhile): show the page before it.
  const lastPage = answer?.items.length === 0 && page > 1 ? Math.max(1, answer.pagination.totalPages) : null;
  useEffect(() => {
    if (lastPage !== null) setPage(lastPage);
  }, [lastPage, setPage]);

  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      data-testid={testId}
    >
      {!answer ? (
        list.error ? (
          <Flex vertical align="center" gap={8} style={{ padding: 16 }}>
            <Typography.Text type="secondary">{CREATOR_TEXT.favouritesFailed}</Typography.Text>
            <Button onClick={() => void list.reload()} loading={list.loading}>
              {CREATOR_TEXT.tryAgain}
            </Button>
          </Flex>
        ) : (
          <Typography.Text role="status">{TEXT.loading}</Typography.Text>
        )
      ) : answer.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <>
          <ul aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {answer.items.map(({ member }) => (
              <li key={member.id} data-testid="favourite-item" style={{ padding: '8px 0' }}>
                <Link to={`/dashboard/profile/${member.id}`}>
                  <Flex align="center" gap={10}>
                    <Avatar src={mediaUrl(member.userProfile?.image)} alt="" aria-hidden style={{ flex: 'none' }}>
                      {member.name.charAt(0).toUpperCase()}
                    </Avatar>
                    <Typography.Text ellipsis style={{ color: 'inherit' }}>
                      {member.name}
                    </Typography.Text>
                  </Flex>
                </Link>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            totalPages={answer.pagination.totalPages}
            onChange={setPage}
            pageSize={pageSize}
            onPageSizeChange={setPageSize}
            disabled={list.loading}
            label={CREATOR_TEXT.membersPerPage(title)}
          />
        </>
      )}
    </Card>
  );
}

export default FavouritesTab;
