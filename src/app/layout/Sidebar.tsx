import { lazy, Suspense } from 'react';
import { GreetingSkeleton } from '@/features/accounts/GreetingSkeleton';
import { SignInForm } from '@/features/accounts/SignInForm';
import { useAuthStatus } from '@/store/hooks';

// The signed-in sidebar (greeting, balance, payments) is a chunk of its own: visitors never
// download it.
const Greeting = lazy(() => import('./Greeting').then((m) => ({ default: m.Greeting })));

/** Left column: the sign-in form when signed out, the greeting card when signed in. */
export function Sidebar() {
  const status = useAuthStatus();
  if (status === 'authenticated')
    return (
      <Suspense fallback={<GreetingSkeleton />}>
        <Greeting />
      </Suspense>
    );
  if (status === 'unauthenticated') return <SignInForm />;
  // A stored token is being checked: most likely the customer is coming back.
  return <GreetingSkeleton />;
}
