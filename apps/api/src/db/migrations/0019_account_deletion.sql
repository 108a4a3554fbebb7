ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;
--> statement-breakpoint
-- The terms and privacy pages say how to download your data and delete your account (seeded texts; a page an
-- operator already rewrote keeps its words, since only the seeded paragraphs are replaced).
UPDATE "cms_pages" SET "content" = replace(content,
  '<p>We may suspend or close an account that breaks these terms. You may close your account at any time by
contacting us.</p>',
  '<p>We may suspend or close an account that breaks these terms. You may delete your account yourself at any
time, under "Delete my account" on the Change password page of your account menu, confirmed with your password.
It removes at once your profile, photo, pitches with their documents, and your contact requests, and ends every
session; messages you sent stay in the other person''s conversation, read-only, under "Deleted user". Before
that, "Download my data" on the same page gives you a copy of everything your account holds.</p>')
WHERE "cms_code" = 'terms_condition';
--> statement-breakpoint
UPDATE "cms_pages" SET "content" = replace(replace(content,
  '<p>Your data is stored in our database and file storage, protected by access controls and encryption in transit.
We keep it while your account is open and delete it within 30 days after you ask us to close it, unless the law
requires us to keep it longer.</p>',
  '<p>Your data is stored in our database and file storage, protected by access controls and encryption in transit.
We keep it while your account is open. When you delete your account, your personal data is removed or
anonymised at once and your files are removed from our storage shortly after; the e-mail address becomes free
for a new sign-up. Messages you sent stay readable, under "Deleted user", for the person you wrote to.</p>'),
  '<p>You may see, correct, export or delete your personal information, and object to how we use it. Most of it you
can edit yourself on your profile page; for anything else write to us.</p>',
  '<p>You may see, correct, export or delete your personal information, and object to how we use it. Most of it you
can edit yourself on your profile page. On the Change password page of your account menu, "Download my data"
gives you a JSON file of your profile, pitches (with team, milestones and documents), contact requests,
conversations, notifications and settings, and "Delete my account" deletes your account after your password and
e-mails you a confirmation. For anything else write to us.</p>')
WHERE "cms_code" = 'privacy_policy';
