import { GreetingCard, GreetingSkeleton } from '@/features/accounts/GreetingCard';
import { SignInForm } from '@/features/accounts/SignInForm';
import { useAuthStatus } from '@/store/session';

/** Left column: the sign-in form when signed out, the greeting card when signed in. */
export function Sidebar() {
  const status = useAuthStatus();
  if (status === 'authenticated') return <GreetingCard />;
  if (status === 'unauthenticated') return <SignInForm />;
  // A stored token is being checked: most likely the customer is coming back.
  return <GreetingSkeleton />;
}
