import { Menu } from '@mantine/core';
import type { CurrentUserDto } from '@portal/contracts';
import { IconBuildingHospital, IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { UserMenuButton } from './menu-targets';
import { isMessagesOnly } from './nav-items';
import { useOpenOnArrival } from './open-on-arrival';

export interface UserMenuProps {
  user: CurrentUserDto;
  onSignOut: () => void;
  /** Open at once: the person clicked the stand-in button before the menu's code arrived. */
  defaultOpened?: boolean;
}

export function UserMenu({ user, onSignOut, defaultOpened = false }: UserMenuProps) {
  // In the wizard every other screen sends back to it: offer none of them (issue 20).
  const staff = !isMessagesOnly(user) && !user.wizard;
  const { target, opened, setOpened } = useOpenOnArrival(defaultOpened);
  const t = useT();
  return (
    <Menu position="bottom-end" width={240} withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <UserMenuButton user={user} ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {user.is_owner && !user.wizard && (
          <Menu.Item
            component={Link}
            to="/profile"
            leftSection={<IconBuildingHospital size={16} aria-hidden />}
          >
            {t('nav.editCenter')}
          </Menu.Item>
        )}
        {staff && (
          <Menu.Item
            component={Link}
            to="/user-settings"
            leftSection={<IconSettings size={16} aria-hidden />}
          >
            {t('nav.settings')}
          </Menu.Item>
        )}
        {!user.wizard && <Menu.Divider />}
        {/* Red 6, Mantine's shade for a bare "red", is 3.3:1 on white; red 9 is 5.5:1. */}
        <Menu.Item color="red.9" leftSection={<IconLogout size={16} aria-hidden />} onClick={onSignOut}>
          {t('shell.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
