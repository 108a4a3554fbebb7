// The auth forms' contract schemas, apart from the pages: a chunk with zod, fetched when a form first
// needs it (lib/zod-form.ts, lazyFormSchema), so the forms hydrate without zod (issue 31).
export { forgetPasswordRequest, loginRequest, registerRequest } from '@angelbridge/contracts';
