import { Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../components/page-title';
import { FavouritesTab } from './favourites';
import { LoungeFeed } from './lounge';
import { MessagesTab } from './messages';
import { CREATOR_TEXT } from '../../texts/profile';

export type NetworkTab = 'lounge' | 'messages' | 'favourites';

/**
 * The tab the address names: Messages for a chat link (?chatId=) or ?tab=messages, Favourites for
 * ?tab=favourites, else the Lounge.
 */
export function tabOf(params: URLSearchParams): NetworkTab {
  if (params.has('chatId') || params.get('tab') === 'messages') return 'messages';
  return params.get('tab') === 'favourites' ? 'favourites' : 'lounge';
}

/**
 * /dashboard/chat, the Network screen (spec 2): tabs Lounge (the post feed), Messages (the
 * chats) and Favourites (whom I favour, who favours me). The address holds the tab, so a link to a chat (?chatId=) opens Messages on that chat
 * even while the screen is open, and choosing a tab is a step back can undo.
 */
export default function NetworkPage() {
  usePageTitle(CREATOR_TEXT.network);
  const [params, setParams] = useSearchParams();
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        {CREATOR_TEXT.network}
      </Typography.Title>
      <Tabs
        activeKey={tabOf(params)}
        onChange={(key) => setParams(key === 'lounge' ? {} : { tab: key })}
        destroyOnHidden
        items={[
          { key: 'lounge', label: CREATOR_TEXT.tabs.lounge, children: <LoungeFeed /> },
          { key: 'messages', label: CREATOR_TEXT.tabs.messages, children: <MessagesTab /> },
          { key: 'favourites', label: CREATOR_TEXT.tabs.favourites, children: <FavouritesTab /> },
        ]}
      />
    </>
  );
}
