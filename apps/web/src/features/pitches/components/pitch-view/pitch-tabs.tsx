import type { PublicPitch } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Group, Tabs } from '@mantine/core';
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { hrefFor } from '../../../../lib/href-for';
import { useSession } from '../../../../lib/session';
import { useStepInView } from '../../wizard/use-step-in-view';
import { ContactAccessPanel, GuestContactButton } from './contact-access';
import { DocumentsPanel } from './documents-panel';
import { DetailsPanel, MilestonesPanel, OverviewPanel, TeamPanel } from './pitch-panels';
import classes from './pitch-view.module.css';
import { useTabViews } from './use-tab-views';

const PAGES = [
  { value: '0', label: 'Overview', Panel: OverviewPanel },
  { value: '1', label: 'Pitch Details', Panel: DetailsPanel },
  { value: '2', label: 'The Team', Panel: TeamPanel },
  { value: '3', label: 'Documents', Panel: DocumentsPanel },
  { value: '4', label: 'Project Milestones', Panel: MilestonesPanel },
] as const;
const CONTACT = '5';

/** §2 tab bar, pages 0 to 4 plus the Contact rules. The open page is in the URL (?tab=), so a link keeps it. */
export function PitchTabs({ pitch }: { pitch: PublicPitch }) {
  const [params, setParams] = useSearchParams();
  const { signedIn, userType } = useSession();
  const investor = signedIn && userType === 'investor';
  const valid =
    PAGES.some((p) => p.value === params.get('tab')) || (investor && params.get('tab') === CONTACT);
  const tab = valid ? (params.get('tab') as string) : '0';
  useTabViews(pitch._id, Number(tab));
  // a link to ?tab=4 opens with Milestones in view in the phone's scrolling tab row
  const tabRow = useRef<HTMLDivElement>(null);
  useStepInView(tabRow, Number(tab));

  const select = (value: string | null) => {
    if (value === null) return;
    const next = new URLSearchParams(params);
    if (value === '0') next.delete('tab');
    else next.set('tab', value);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <Tabs value={tab} onChange={select} keepMounted={false}>
      {/* On a phone the tab row needs the whole width: the Contact button wraps above it. */}
      <Group justify="space-between" wrap="wrap-reverse" gap="md" align="flex-end">
        <Tabs.List ref={tabRow} className={classes.tabList} style={{ flex: '1 1 360px', minWidth: 0 }}>
          {PAGES.map((p) => (
            <Tabs.Tab key={p.value} value={p.value} className={classes.tab}>
              {p.label}
            </Tabs.Tab>
          ))}
          {investor && (
            <Tabs.Tab value={CONTACT} className={classes.tab}>
              Contact
            </Tabs.Tab>
          )}
        </Tabs.List>
        {!signedIn && <GuestContactButton pitchPath={hrefFor(webPaths.project, { id: pitch._id })} />}
      </Group>
      {PAGES.map(({ value, Panel }) => (
        <Tabs.Panel key={value} value={value} pt="lg">
          <Panel pitch={pitch} />
        </Tabs.Panel>
      ))}
      {investor && (
        <Tabs.Panel value={CONTACT} pt="lg">
          <ContactAccessPanel pitchId={pitch._id} />
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
