import { Menu } from '@mantine/core';
import type { CurrentUserDto } from '@portal/contracts';
import { IconBuildingHospital, IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UserMenuButton } from './menu-targets';
import { isMessagesOnly } from './nav-items';

export interface UserMenuProps {
  user: CurrentUserDto;
  onSignOut: () => void;
  /** Open at once: the person clicked the stand-in button before the menu's code arrived. */
  defaultOpened?: boolean;
}

export function UserMenu({ user, onSignOut, defaultOpened = false }: UserMenuProps) {
  // In the wizard every other screen sends back to it: offer none of them (issue 20).
  const staff = !isMessagesOnly(user) && !user.wizard;
  return (
    <Menu position="bottom-end" width={240} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <UserMenuButton user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {user.is_owner && !user.wizard && (
          <Menu.Item
            component={Link}
            to="/profile"
            leftSection={<IconBuildingHospital size={16} aria-hidden />}
          >
            Edit Center Information
          </Menu.Item>
        )}
        {staff && (
          <Menu.Item
            component={Link}
            to="/user-settings"
            leftSection={<IconSettings size={16} aria-hidden />}
          >
            Settings
          </Menu.Item>
        )}
        {!user.wizard && <Menu.Divider />}
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={onSignOut}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
