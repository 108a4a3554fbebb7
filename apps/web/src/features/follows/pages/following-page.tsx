import { Container, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { FollowedPitches } from '../components/followed-pitches';
import { SavedSearchList } from '../components/saved-search-list';

const TABS = ['pitches', 'searches'] as const;

/** /following (investors): followed pitches and saved searches, one tab each (?tab= keeps the choice). */
export function FollowingPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'searches' ? 'searches' : 'pitches';
  return (
    <Container size="xl" py="xl">
      <title>Following · AngelBridge</title>
      <Title order={1}>Following</Title>
      <Text c="gray.7" mt="xs">
        News of the pitches you follow and new pitches matching your saved searches reach your bell, and your
        e-mail as set in your profile's notification settings.
      </Text>
      <Tabs
        mt="lg"
        value={tab}
        onChange={(value) => {
          if (value && (TABS as readonly string[]).includes(value))
            setParams({ tab: value }, { replace: true });
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="pitches">Followed pitches</Tabs.Tab>
          <Tabs.Tab value="searches">Saved searches</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="pitches" pt="lg">
          <FollowedPitches />
        </Tabs.Panel>
        <Tabs.Panel value="searches" pt="lg">
          <SavedSearchList />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
