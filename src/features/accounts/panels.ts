import { definePanel } from '@/shared/panels/definePanel';

/** Sign up (the sign-in form, the visitor's home page). */
export const signUpPanel = definePanel('signUp', () =>
  import('./SignUpPanel').then((m) => m.SignUpPanel),
);

/** Ask for a new password (the sign-in form). */
export const forgotPasswordPanel = definePanel('forgotPassword', () =>
  import('./ForgotPasswordPanel').then((m) => m.ForgotPasswordPanel),
);
