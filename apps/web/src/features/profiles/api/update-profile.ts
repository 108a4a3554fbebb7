import type { UpdateProfileRequest } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { setUser, toSessionUser } from '../../../lib/session';
import { userDetailsQuery } from './get-user-details';

interface UpdateProfileInput {
  body: UpdateProfileRequest;
  photo: File | null;
  onUploadProgress?: (fraction: number) => void;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, photo, onUploadProgress }: UpdateProfileInput) =>
      callApi(calls.updateProfile, body, {
        files: { photo },
        ...(photo && onUploadProgress ? { onUploadProgress } : {}),
      }),
    onSuccess: (answer) => {
      const { is_valid_email: _e, is_valid_mobile_number: _m, ...profile } = answer.user_data;
      queryClient.setQueryData(userDetailsQuery.queryKey, {
        success: true,
        message: answer.message,
        user_data: profile,
      });
      // The header shows name, e-mail and photo from the session.
      setUser(toSessionUser(profile));
    },
  });
}
