import { useState } from 'react';
import { deferredComponent } from '../../lib/deferred';
import type { FooterMoreProps } from './footer-more';
import { MoreButton, UserMenuButton } from './menu-targets';
import type { UserMenuProps } from './user-menu';

// The menus bring the popover library (floating-ui) and Mantine's Menu: they load after the first
// screen (issue 22). Until then their buttons stand in; a click on one opens the menu on arrival.
const useUserMenu = deferredComponent(() => import('./user-menu').then((m) => m.UserMenu));
const useFooterMore = deferredComponent(() => import('./footer-more').then((m) => m.FooterMore));

export function UserMenuSlot(props: Omit<UserMenuProps, 'defaultOpened'>) {
  const [UserMenu, prime] = useUserMenu();
  const [openOnArrival, setOpenOnArrival] = useState(false);
  if (UserMenu) return <UserMenu {...props} defaultOpened={openOnArrival} />;
  return (
    <UserMenuButton
      user={props.user}
      aria-haspopup="menu"
      onPointerEnter={prime}
      onFocus={prime}
      onClick={() => {
        setOpenOnArrival(true);
        prime();
      }}
    />
  );
}

export function FooterMoreSlot(props: Omit<FooterMoreProps, 'defaultOpened'>) {
  const [FooterMore, prime] = useFooterMore();
  const [openOnArrival, setOpenOnArrival] = useState(false);
  if (FooterMore) return <FooterMore {...props} defaultOpened={openOnArrival} />;
  const on = (to: string) => props.pathname === to || props.pathname.startsWith(`${to}/`);
  return (
    <MoreButton
      currentLabel={props.items.find((item) => on(item.to))?.label}
      aria-haspopup="menu"
      onPointerDown={prime}
      onFocus={prime}
      onClick={() => {
        setOpenOnArrival(true);
        prime();
      }}
    />
  );
}
