import { ActionIcon, AppShell, Button, Group, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import { DeferredTooltip } from '../../lib/deferred-tooltip';
import { useT } from '../../lib/i18n';
import { useMatches, useMobile } from '../../lib/media';
import { useOpenedOnce } from '../../lib/opened-once';
import { useAuth } from '../auth/auth-context';
import { slots } from '../slots';
import classes from './app-layout.module.css';
import { FooterMoreSlot, UserMenuSlot } from './deferred-menus';
import { NavIcon } from './nav-icon';
import { footerItems, isMessagesOnly, isNavHidden, moreItems, sideNavItems } from './nav-items';
import { OfflineBanner } from './offline-banner';

/**
 * The signed-in frame: header (brand, Invite Patient, search, user menu), side navigation from
 * 1024 px up, a footer bar below it, and the chat bar. Navigation hides on the settings-like routes.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { user, signOut } = useAuth();
  const t = useT();
  const { pathname } = useLocation();
  const mobile = useMobile();
  const narrow = useMatches('(max-width: 479px)');
  const [inviteOpen, setInviteOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const inviteMounted = useOpenedOnce(inviteOpen);
  const searchMounted = useOpenedOnce(searchOpen);
  if (!user) return null;

  const navHidden = isNavHidden(pathname) || user.wizard;
  const staffTools = !isMessagesOnly(user) && !user.wizard;
  const showSide = !navHidden && !mobile;
  const showFooter = !navHidden && mobile;
  const { InvitePatient, SearchPatient, ChatBar, StaffAlerts, AlertsBadge } = slots;

  return (
    <AppShell
      header={{ height: 60 }}
      {...(showSide ? { navbar: { width: 232, breakpoint: 0 } } : {})}
      {...(showFooter ? { footer: { height: 64 } } : {})}
      padding="md"
    >
      {/* The first Tab stop: past the header's and the navigation's dozen stops to the screen. */}
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link; it focuses in code, as following the hash would put #main in the address and the history */}
      <a
        href="#main"
        className={classes.skipLink}
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t('nav.skip')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {navHidden && !user.wizard && (
              <DeferredTooltip label={t('nav.backToDashboard')}>
                <ActionIcon component={Link} to="/" variant="subtle" aria-label={t('nav.backToDashboard')}>
                  <IconArrowLeft size={18} aria-hidden />
                </ActionIcon>
              </DeferredTooltip>
            )}
            {user.wizard ? (
              // The wizard is the only screen until it is done: the brand is a name, not a way out.
              <div className={classes.brand}>
                <img src="/favicon.svg" alt="" width={28} height={28} />
                <Text fw={700} visibleFrom="xs">
                  {t('nav.brand')}
                </Text>
              </div>
            ) : (
              <UnstyledButton
                component={Link}
                to="/"
                className={classes.brand}
                aria-label={t('nav.brandHome')}
              >
                <img src="/favicon.svg" alt="" width={28} height={28} />
                <Text fw={700} visibleFrom="xs">
                  {t('nav.brand')}
                </Text>
              </UnstyledButton>
            )}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {staffTools &&
              InvitePatient &&
              (narrow ? (
                <ActionIcon size="lg" aria-label={t('nav.invitePatient')} onClick={() => setInviteOpen(true)}>
                  <IconUserPlus size={18} aria-hidden />
                </ActionIcon>
              ) : (
                <Button
                  leftSection={<IconUserPlus size={16} aria-hidden />}
                  onClick={() => setInviteOpen(true)}
                  size="sm"
                >
                  {t('nav.invitePatient')}
                </Button>
              ))}
            {staffTools && SearchPatient && (
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('nav.searchPatients')}
                onClick={() => setSearchOpen(true)}
              >
                <IconSearch size={18} aria-hidden />
              </ActionIcon>
            )}
            {staffTools && AlertsBadge && <AlertsBadge />}
            <UserMenuSlot user={user} onSignOut={() => void signOut()} />
          </Group>
        </Group>
      </AppShell.Header>

      {showSide && (
        <AppShell.Navbar p="sm" aria-label={t('nav.main')}>
          <Stack gap={4}>
            {sideNavItems(user).map((item) => (
              <NavLink
                key={item.to}
                component={RouterNavLink}
                to={item.to}
                label={t(item.name)}
                leftSection={<NavIcon icon={item.icon} />}
                active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
                className={classes.navLink}
              />
            ))}
          </Stack>
        </AppShell.Navbar>
      )}

      <AppShell.Main id="main" tabIndex={-1} className={classes.main}>
        <div className={classes.content}>
          <OfflineBanner />
          {children}
        </div>
      </AppShell.Main>

      {showFooter && (
        <AppShell.Footer component="nav" aria-label={t('nav.mobile')}>
          <Group h="100%" justify="space-around" wrap="nowrap" gap={0}>
            {footerItems(user).map((item) => {
              const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
              return (
                <UnstyledButton
                  key={item.to}
                  component={Link}
                  to={item.to}
                  className={classes.footerLink}
                  data-active={active || undefined}
                  aria-current={active ? 'page' : undefined}
                >
                  <NavIcon icon={item.icon} size={22} />
                  <span>{t(item.name)}</span>
                </UnstyledButton>
              );
            })}
            {moreItems(user).length > 0 && <FooterMoreSlot items={moreItems(user)} pathname={pathname} />}
          </Group>
        </AppShell.Footer>
      )}

      {ChatBar && !user.wizard && <ChatBar />}
      {staffTools && StaffAlerts && <StaffAlerts />}
      {InvitePatient && inviteMounted && (
        <InvitePatient opened={inviteOpen} onClose={() => setInviteOpen(false)} />
      )}
      {SearchPatient && searchMounted && (
        <SearchPatient opened={searchOpen} onClose={() => setSearchOpen(false)} />
      )}
    </AppShell>
  );
}
