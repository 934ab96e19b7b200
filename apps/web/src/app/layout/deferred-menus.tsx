import { useState } from 'react';
import { deferredComponent } from '../../lib/deferred';
import { useT } from '../../lib/i18n';
import type { FooterMoreProps } from './footer-more';
import { MoreButton, UserMenuButton } from './menu-targets';
import type { UserMenuProps } from './user-menu';

// The menus bring the popover library (floating-ui) and Mantine's Menu: their code downloads after
// the first screen (issue 22), and they are put in place by the click that opens them, which then
// opens them on arrival. Until that click their buttons stand in. Mounting on a hover or a focus
// instead would swap the button under a press (its release then lands on the new button and the
// click is lost) or under the keyboard focus (which would fall back to the page).
const useUserMenu = deferredComponent(() => import('./user-menu').then((m) => m.UserMenu));
const useFooterMore = deferredComponent(() => import('./footer-more').then((m) => m.FooterMore));

export function UserMenuSlot(props: Omit<UserMenuProps, 'defaultOpened'>) {
  const [UserMenu, mount, prefetch] = useUserMenu();
  const [openOnArrival, setOpenOnArrival] = useState(false);
  if (UserMenu) return <UserMenu {...props} defaultOpened={openOnArrival} />;
  return (
    <UserMenuButton
      user={props.user}
      aria-haspopup="menu"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => {
        setOpenOnArrival(true);
        mount();
      }}
    />
  );
}

export function FooterMoreSlot(props: Omit<FooterMoreProps, 'defaultOpened'>) {
  const [FooterMore, mount, prefetch] = useFooterMore();
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const t = useT();
  if (FooterMore) return <FooterMore {...props} defaultOpened={openOnArrival} />;
  const on = (to: string) => props.pathname === to || props.pathname.startsWith(`${to}/`);
  const current = props.items.find((item) => on(item.to));
  return (
    <MoreButton
      currentLabel={current && t(current.name)}
      aria-haspopup="menu"
      onPointerDown={prefetch}
      onFocus={prefetch}
      onClick={() => {
        setOpenOnArrival(true);
        mount();
      }}
    />
  );
}
