import { UserMenu } from '@/features/accounts/UserMenu';
import { NotificationBell } from '@/features/notifications/NotificationBell';

/**
 * The header's signed-in menus (notifications, account). Their dropdowns bring the positioning
 * library along, so they are one chunk of their own, loaded once a customer is signed in: a
 * visitor's first load does without them, and a customer's waits for the session check anyway.
 */
export function CustomerMenus() {
  return (
    <>
      <NotificationBell />
      <UserMenu />
    </>
  );
}
