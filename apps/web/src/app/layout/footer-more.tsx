import { Menu, UnstyledButton } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './app-layout.module.css';
import { NavIcon } from './nav-icon';
import type { NavItem } from './nav-items';

/**
 * The footer's last entry: a menu of the screens the footer has no room for, so every screen of the
 * side navigation is at most two taps away on a phone. It reads as active on any of its screens.
 */
export function FooterMore({ items, pathname }: { items: NavItem[]; pathname: string }) {
  const on = (item: NavItem) => pathname === item.to || pathname.startsWith(`${item.to}/`);
  const current = items.find(on);
  return (
    <Menu position="top-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton
          className={classes.footerLink}
          data-active={current ? true : undefined}
          aria-label={current ? `More: ${current.label}` : 'More'}
        >
          <IconDots size={22} stroke={1.6} aria-hidden />
          <span>More</span>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item
            key={item.to}
            component={Link}
            to={item.to}
            leftSection={<NavIcon icon={item.icon} size={18} />}
            aria-current={on(item) ? 'page' : undefined}
          >
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
