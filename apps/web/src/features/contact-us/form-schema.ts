// The Contact Us form's contract schema, apart from the page: a chunk with zod, fetched when the form
// first needs it (lib/zod-form.ts, lazyFormSchema), so the form hydrates without zod (issue 31).
export { contactUsRequest } from '@angelbridge/contracts';
