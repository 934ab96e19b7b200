import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { MoreButton } from './menu-targets';
import { NavIcon } from './nav-icon';
import type { NavItem } from './nav-items';
import { useOpenOnArrival } from './open-on-arrival';

export interface FooterMoreProps {
  items: NavItem[];
  pathname: string;
  /** Open at once: the person tapped the stand-in button before the menu's code arrived. */
  defaultOpened?: boolean;
}

/**
 * The footer's last entry: a menu of the screens the footer has no room for, so every screen of the
 * side navigation is at most two taps away on a phone. It reads as active on any of its screens.
 */
export function FooterMore({ items, pathname, defaultOpened = false }: FooterMoreProps) {
  const on = (item: NavItem) => pathname === item.to || pathname.startsWith(`${item.to}/`);
  const { target, opened, setOpened } = useOpenOnArrival(defaultOpened);
  const t = useT();
  const current = items.find(on);
  return (
    <Menu position="top-end" width={220} withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <MoreButton currentLabel={current && t(current.name)} ref={target} />
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
            {t(item.name)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
