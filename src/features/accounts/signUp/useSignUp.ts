import { useNavigate } from 'react-router-dom';
import { useSignUpMutation, useSignUpWithFileMutation } from '@/api';
import { paths } from '@/config/paths';
import { useForm } from '@/shared/forms/useForm';
import { panelClosed } from '@/shared/panels/panelsSlice';
import { signedIn } from '@/shared/session/sessionSlice';
import { showSuccess } from '@/shared/toasts/toastsSlice';
import { useAppDispatch } from '@/store/hooks';
import {
  EMPTY_SIGN_UP,
  fieldsOf,
  kindOf,
  signUpPayload,
  signUpSchema,
  type SignUpValues,
} from '../schemas';

/** The server's refusals that are a duplicate of an account: told as a warning. */
const DUPLICATES = ['email_or_user_id_already_registred', 'passport_id_already_registred'];
const FILE_REFUSALS = ['INCORECT_FILE_TYPE', 'file_too_large', 'file_required', 'storage_full'];

/** The field a refusal belongs to; the identity number may be a person's or an organisation's. */
function fieldOfCode(code: string, values: SignUpValues): keyof SignUpValues | undefined {
  if (code === 'email_or_user_id_already_registred') return 'email';
  if (code === 'passport_id_already_registred')
    return fieldsOf(kindOf(values)).identity ? 'personId' : 'orgId';
  if (FILE_REFUSALS.includes(code)) return 'file';
  if (code === 'password_too_common') return 'password';
  return undefined;
}

/**
 * The sign-up form (docs/product.md#sign-up): with a registry extract the multipart signupFile
 * call, otherwise the JSON signup call; signed in on success, with the new AX code in a toast.
 */
export function useSignUp() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signUp] = useSignUpMutation();
  const [signUpWithFile] = useSignUpWithFileMutation();

  return useForm({
    id: 'signup',
    initialValues: EMPTY_SIGN_UP,
    schema: signUpSchema,
    send(values: SignUpValues) {
      const payload = signUpPayload(values);
      const extract = fieldsOf(kindOf(values)).extract ? values.file : null;
      return extract
        ? signUpWithFile({
            signUpWithFileForm: { file: extract, inputs: JSON.stringify(payload) },
          }).unwrap()
        : signUp({ signUpRequest: payload }).unwrap();
    },
    onSent(account) {
      dispatch(signedIn({ token: account.token, remember: true }));
      dispatch(panelClosed());
      dispatch(showSuccess('accounts:signUp.success', { axid: account.AXID }));
      void navigate(paths.home);
    },
    fieldOfCode,
    warningCodes: DUPLICATES,
    fillAll: { key: 'accounts:signUp.fillAll' },
  });
}

export type SignUpForm = ReturnType<typeof useSignUp>;
