import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import type { CurrentUserDto } from '@portal/contracts';
import { IconChevronDown, IconDots } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useT } from '../../lib/i18n';
import classes from './app-layout.module.css';

/**
 * The buttons that open the header's and the footer's menus. They are in the first download; the
 * menus themselves (and the popover library under them) load after the first screen (issue 22),
 * so until then these same buttons stand in for them.
 */
type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'color' | 'style'>;

/** "Hi" + the part of the name before the @ (spec §2). */
export const greetingOf = (user: CurrentUserDto, t: ReturnType<typeof useT>) =>
  t('nav.greeting', { name: (user.name || user.email).split('@')[0] });

export function UserMenuButton({ user, ...props }: { user: CurrentUserDto } & ButtonProps) {
  const t = useT();
  const greeting = greetingOf(user, t);
  return (
    <UnstyledButton
      {...props}
      aria-label={t('nav.accountMenu', { greeting })}
      p={4}
      style={{ borderRadius: 8 }}
    >
      <Group gap={8} wrap="nowrap">
        <Avatar size={32} radius="xl" color="blue" name={user.name} aria-hidden />
        <Text size="sm" fw={500} visibleFrom="sm">
          {greeting}
        </Text>
        <IconChevronDown size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

export function MoreButton({ currentLabel, ...props }: { currentLabel: string | undefined } & ButtonProps) {
  const t = useT();
  return (
    <UnstyledButton
      {...props}
      className={classes.footerLink}
      data-active={currentLabel ? true : undefined}
      aria-label={currentLabel ? t('nav.moreOn', { current: currentLabel }) : t('nav.more')}
    >
      <IconDots size={22} stroke={1.6} aria-hidden />
      <span>{t('nav.more')}</span>
    </UnstyledButton>
  );
}
