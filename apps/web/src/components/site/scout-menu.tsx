import { Menu } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { DeferredProps } from '../../lib/deferred';
import { ScoutMenuButton } from './header-triggers';
import { SCOUT_NAV } from './nav-items';

/**
 * §2: Scout opens on hover with Investors and Entrepreneurs. It is a real menu button too, so keyboard
 * users open it with Enter, Space or the arrow keys and leave it with Escape.
 */
export function ScoutMenu({ reached }: DeferredProps) {
  return (
    <Menu
      trigger="click-hover"
      openDelay={60}
      closeDelay={150}
      position="bottom-start"
      shadow="md"
      defaultOpened={reached}
    >
      <Menu.Target>
        <ScoutMenuButton />
      </Menu.Target>
      <Menu.Dropdown>
        {SCOUT_NAV.map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
