import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import type { CurrentUserDto } from '@portal/contracts';
import { IconBuildingHospital, IconChevronDown, IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isMessagesOnly } from './nav-items';

/** "Hi" + the part of the name before the @ (spec §2). */
export const greetingOf = (user: CurrentUserDto) => `Hi ${(user.name || user.email).split('@')[0]}`;

export function UserMenu({ user, onSignOut }: { user: CurrentUserDto; onSignOut: () => void }) {
  const greeting = greetingOf(user);
  // In the wizard every other screen sends back to it: offer none of them (issue 20).
  const staff = !isMessagesOnly(user) && !user.wizard;
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`${greeting}: account menu`} p={4} style={{ borderRadius: 8 }}>
          <Group gap={8} wrap="nowrap">
            <Avatar size={32} radius="xl" color="blue" name={user.name} aria-hidden />
            <Text size="sm" fw={500} visibleFrom="sm">
              {greeting}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
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
