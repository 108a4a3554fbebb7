import { Menu, UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { ChevronDownIcon } from './icons';
import { SCOUT_NAV } from './nav-items';
import classes from './site-header.module.css';

/**
 * §2: Scout opens on hover with Investors and Entrepreneurs. It is a real menu button too, so keyboard
 * users open it with Enter, Space or the arrow keys and leave it with Escape.
 */
export function ScoutMenu() {
  const { pathname } = useLocation();
  const active = pathname.toLowerCase().startsWith('/scout');
  return (
    <Menu trigger="click-hover" openDelay={60} closeDelay={150} position="bottom-start" shadow="md">
      <Menu.Target>
        <UnstyledButton className={classes.link} data-active={active || undefined}>
          Scout <ChevronDownIcon size={14} className={classes.chevron} />
        </UnstyledButton>
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
