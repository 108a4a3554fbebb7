import { SEARCH_QUERY_MAX } from '@angelbridge/contracts/limits';
import { webPaths } from '@angelbridge/contracts/web-paths';
import {
  ActionIcon,
  Avatar,
  Indicator,
  TextInput,
  type TextInputProps,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { ChevronDownIcon, SearchIcon } from './icons';
import { displayUser } from './nav-items';
import classes from './site-header.module.css';

/**
 * The buttons and the box the header paints at once. The menus, popover and search list they open load
 * after the first paint (site-header.tsx); until then these same elements stand in for them, so nothing
 * moves when the real ones arrive.
 */

type ButtonProps = ComponentPropsWithRef<'button'>;

export function ScoutMenuButton({ className, ...props }: ButtonProps) {
  const { pathname } = useLocation();
  const active = pathname.toLowerCase().startsWith(webPaths.scout);
  // The menu's target passes a class of its own: kept beside the link's, never in place of it (a Scout
  // item in 16 px/400 among 14 px/500 neighbours, issue 23).
  return (
    <UnstyledButton
      {...props}
      className={[classes.link, className].filter(Boolean).join(' ')}
      data-active={active || undefined}
    >
      Scout <ChevronDownIcon size={14} className={classes.chevron} />
    </UnstyledButton>
  );
}

export function UserMenuButton(props: ButtonProps) {
  const session = useSession();
  const person = displayUser(session);
  return (
    <UnstyledButton className={classes.avatarButton} {...props}>
      {/* The name is the button's own (hidden) text, not an aria-label: a label the visible initials are
          not part of fails WCAG 2.5.3 (label in name). */}
      <Avatar src={person.photo} alt="" radius="xl" color="bridge" aria-hidden="true">
        {person.initials || null}
      </Avatar>
      <VisuallyHidden>Account menu for {person.fullName}</VisuallyHidden>
    </UnstyledButton>
  );
}

function BellIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

export function BellButton({ unread, ...props }: ButtonProps & { unread: number }) {
  const label = unread === 0 ? 'Notifications, none unread' : `Notifications, ${unread} unread`;
  return (
    <ActionIcon variant="subtle" size="lg" color="gray" aria-label={label} {...props}>
      <Indicator
        label={unread > 99 ? '99+' : unread}
        size={16}
        color="red"
        disabled={unread === 0}
        offset={2}
        aria-hidden="true"
      >
        <BellIcon />
      </Indicator>
    </ActionIcon>
  );
}

export function SearchInput(props: TextInputProps) {
  return (
    <TextInput
      aria-label="Search people and pitches"
      placeholder="Search..."
      type="search"
      maxLength={SEARCH_QUERY_MAX}
      leftSection={<SearchIcon size={16} />}
      {...props}
    />
  );
}
