import { Badge, Tabs } from '@mantine/core';
import { IconSearch, IconUserHeart, IconUsers } from '@tabler/icons-react';
import { PageFrame } from '../../components/page-frame';
import { useT } from '../../i18n';
import { FindTab } from './find-tab';
import { requestsBadge } from './friend-rules';
import classes from './friends.module.css';
import { FriendsTab } from './friends-tab';
import { type FriendsTabName, isFriendsTab } from './friends-tabs';
import { RequestsTab } from './requests-tab';
import { useFriendLists } from './use-relations';
import { useRelationsLive } from './use-relations-live';

function CountBadge({ count, highlight }: { count: number; highlight?: boolean }) {
  return (
    <Badge
      size="sm"
      circle={count < 10}
      variant={highlight ? 'filled' : 'light'}
      color={highlight ? 'orange' : 'gray'}
    >
      {count}
    </Badge>
  );
}

interface FriendsPageProps {
  tab: FriendsTabName;
  onTabChange: (tab: FriendsTabName) => void;
}

/**
 * /friends (accounts spec §2): Friends with their count, Requests with received plus sent, and
 * Find. The lists follow live changes of either side (`relations_changed`).
 */
export function FriendsPage({ tab, onTabChange }: FriendsPageProps) {
  const m = useT();
  useRelationsLive();
  const { friends, received, sent } = useFriendLists();
  const requestCount = requestsBadge(received.data?.length ?? 0, sent.data?.length ?? 0);

  return (
    <PageFrame title={m.pages.friends} data-testid="friends-page">
      <Tabs
        value={tab}
        onChange={(next) => isFriendsTab(next) && onTabChange(next)}
        keepMounted={false}
        color="orange"
        // Icon, name and badge side by side in the middle of each tab, not spread to its edges.
        styles={{ tab: { justifyContent: 'center' }, tabLabel: { flex: '0 1 auto' } }}
        classNames={{ tab: classes.tab, tabSection: classes.tabSection }}
      >
        <Tabs.List grow mb="md">
          <Tabs.Tab
            value="friends"
            leftSection={<IconUsers size={16} />}
            rightSection={friends.data && <CountBadge count={friends.data.length} />}
          >
            {m.friends.tabFriends}
          </Tabs.Tab>
          <Tabs.Tab
            value="requests"
            leftSection={<IconUserHeart size={16} />}
            rightSection={
              received.data &&
              sent.data && <CountBadge count={requestCount} highlight={received.data.length > 0} />
            }
          >
            {m.friends.tabRequests}
          </Tabs.Tab>
          <Tabs.Tab value="find" leftSection={<IconSearch size={16} />}>
            {m.friends.tabFind}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="friends">
          <FriendsTab query={friends} />
        </Tabs.Panel>
        <Tabs.Panel value="requests">
          <RequestsTab received={received} sent={sent} />
        </Tabs.Panel>
        <Tabs.Panel value="find">
          <FindTab />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
