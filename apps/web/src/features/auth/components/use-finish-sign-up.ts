import { type CompleteProfileRequest, messages } from '@angelbridge/contracts';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { setPendingEmail, setUser, signIn, toSessionUser } from '../../../lib/session';
import { failureMessage, focusFirstError, serverFieldErrors } from '../../../lib/zod-form';
import { useCompleteProfile } from '../api/complete-profile';

/**
 * Sends a completion form with the picture and, on success, turns the sign-up into a session (§4):
 * incomplete goes, user_type and the session token are stored, the user is set, then home.
 */
export function useFinishSignUp<V extends object>(form: UseFormReturnType<V>) {
  const navigate = useNavigate();
  const complete = useCompleteProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [expired, setExpired] = useState(false);

  const finish = async (body: CompleteProfileRequest, picture: File | null) => {
    setFailure(null);
    setPictureError(null);
    setProgress(picture ? 0 : null);
    try {
      const answer = await complete.mutateAsync({ body, picture, onUploadProgress: setProgress });
      signIn({ token: answer.token, userType: answer.user_data.user_type });
      setUser(toSessionUser(answer.user_data));
      setPendingEmail(null);
      navigate('/', { replace: true });
    } catch (error) {
      setProgress(null);
      if (error instanceof ApiError && error.status === 401) {
        setExpired(true);
        return;
      }
      const { fieldErrors, otherErrors } = serverFieldErrors(error, Object.keys(form.values));
      form.setErrors(fieldErrors);
      if (
        error instanceof ApiError &&
        (error.status === 413 || error.status === 415 || error.errors.picture)
      ) {
        setPictureError(error.errors.picture ?? error.message);
      } else if (Object.keys(fieldErrors).length === 0 || otherErrors.length > 0) {
        setFailure(otherErrors[0] ?? failureMessage(error, messages.errors.completion));
      }
      focusFirstError();
    }
  };

  return { finish, busy: complete.isPending, failure, pictureError, progress, expired };
}
