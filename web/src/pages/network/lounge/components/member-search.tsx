import { Avatar, Card, Flex, Input, List, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CreatorsApi, type MemberSearchHit } from '../../../../services/api';
import { toast } from '../../../../services/toast';
import { mediaUrl, searchName } from '../../../../services/display-rules';
import { CREATOR_TEXT } from '../../../../texts/profile';

/**
 * The member search (spec 5 and 8): names are cut to 13 characters plus '...', each links to the
 * member's profile.
 */
export function MemberSearch() {
  const [hits, setHits] = useState<MemberSearchHit[] | null>(null);
  const [busy, setBusy] = useState(false);

  const search = async (value: string) => {
    const name = value.trim();
    if (!name) return setHits(null);
    setBusy(true);
    try {
      const answer = await CreatorsApi.searchMembers(name);
      if (!Array.isArray(answer)) {
        toast.error(CREATOR_TEXT.unexpectedResponse);
        setHits([]);
      } else setHits(answer);
    } catch {
      toast.error(CREATOR_TEXT.searchFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={CREATOR_TEXT.findMembers} size="small">
      <Input.Search
        placeholder={CREATOR_TEXT.searchPlaceholder}
        aria-label={CREATOR_TEXT.searchMembers}
        enterButton
        allowClear
        loading={busy}
        maxLength={100}
        onSearch={search}
      />
      {hits && (
        <List
          data-testid="member-search-results"
          style={{ marginTop: 8 }}
          size="small"
          dataSource={hits}
          locale={{ emptyText: CREATOR_TEXT.noMembersFound }}
          renderItem={(hit) => (
            <List.Item key={hit.id}>
              <Link to={`/dashboard/profile/${hit.id}`} title={hit.name}>
                <Flex align="center" gap={8}>
                  <Avatar alt="" aria-hidden size="small" src={mediaUrl(hit.userProfile?.image)}>
                    {hit.name.charAt(0).toUpperCase()}
                  </Avatar>
                  <Typography.Text>{searchName(hit.name)}</Typography.Text>
                </Flex>
              </Link>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
