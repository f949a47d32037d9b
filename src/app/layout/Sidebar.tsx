import { Suspense } from 'react';
import { GreetingSkeleton } from '@/features/accounts/GreetingSkeleton';
import { SignInForm } from '@/features/accounts/SignInForm';
import { useAuthStatus } from '@/store/hooks';
import { lazyWithApi } from '@/store/lazyWithApi';

// The greeting shows the customer's figures: it comes with the data layer, after the shell, and
// with it the payments feature's actions it is composed with (./Greeting.tsx).
const Greeting = lazyWithApi(() => import('./Greeting').then((m) => m.Greeting));

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
