/** Terms and privacy texts written for AngelBridge; the team edits them in the database later. */

const TERMS = `
<p>Welcome to AngelBridge. These Terms and Conditions govern your use of the AngelBridge website and services,
where entrepreneurs publish investment pitches and angel investors discover them. By creating an account or using
the site you agree to these terms.</p>
<h2>1. Who may use AngelBridge</h2>
<p>You must be at least 18 years old and able to enter into a binding agreement. You register either as an
entrepreneur or as an investor, and you keep your account details accurate and up to date.</p>
<h2>2. Your account</h2>
<p>You are responsible for everything that happens under your account. Keep your password secret and tell us at
once if you believe someone else has used it. We verify your e-mail address with a one-time code.</p>
<h2>3. Pitches and content</h2>
<ul>
  <li>Entrepreneurs are responsible for the accuracy of their pitches, team details, documents and milestones.</li>
  <li>You keep ownership of what you upload, and you grant AngelBridge a licence to host and show it to the
  people you choose, as the product describes.</li>
  <li>You must not upload anything unlawful, misleading, or that infringes the rights of others.</li>
</ul>
<h2>4. Contact details and introductions</h2>
<p>An investor sees a pitch owner's contact details only after the owner allows the investor's request.
Use contact details only to discuss the pitch; never for spam or resale.</p>
<p>A founder sees which signed-in investors viewed their pitch, when, and which of its documents they opened.
Visitors who are not signed in are counted without a name, by a random id kept in their browser, never by their
IP address.</p>
<h2>5. No investment advice</h2>
<p>AngelBridge is a meeting place. We do not give investment, legal or tax advice, we do not verify every claim a
pitch makes, and we are not a party to any investment. Investing in early-stage companies is risky: you may lose
all the money you invest. Do your own due diligence and seek professional advice.</p>
<h2>6. Fees</h2>
<p>Submitting a pitch is free. Consulting is priced case by case, and talent matching carries a success-based fee
that we agree with you in writing before any work starts.</p>
<h2>7. Suspension and closing</h2>
<p>We may suspend or close an account that breaks these terms. You may delete your account yourself at any
time, under "Delete my account" on the Change password page of your account menu, confirmed with your password.
It removes at once your profile, photo, pitches with their documents, and your contact requests, and ends every
session; messages you sent stay in the other person's conversation, read-only, under "Deleted user". Before
that, "Download my data" on the same page gives you a copy of everything your account holds.</p>
<h2>8. Liability</h2>
<p>To the extent the law allows, AngelBridge is not liable for indirect or consequential losses, or for decisions
you make based on content published by other members.</p>
<h2>9. Changes</h2>
<p>We may update these terms; we will tell you about material changes before they take effect.</p>
<h2>10. Contact</h2>
<p>Questions about these terms: <a href="mailto:info@angelbridge.ca">info@angelbridge.ca</a>.</p>
`.trim();

const PRIVACY = `
<p>This Privacy Policy explains what personal information AngelBridge collects, why, and the choices you have.</p>
<h2>1. What we collect</h2>
<ul>
  <li><strong>Account data:</strong> your name, e-mail address, mobile number, country and password (stored only as
  a secure hash).</li>
  <li><strong>Profile data:</strong> location, biography, LinkedIn profile, photo, skills, experience, education,
  company, investment range and the sectors and projects you are interested in.</li>
  <li><strong>Pitch data:</strong> pitches, team members, documents and milestones that entrepreneurs publish.</li>
  <li><strong>Messages:</strong> what you send us through the contact form, including any attached file.</li>
</ul>
<h2>2. How we use it</h2>
<p>To run your account, to show your profile and pitches to other members, to connect investors and entrepreneurs
when both agree, to send one-time codes and service e-mails, to keep the service secure, and to answer you.</p>
<h2>3. Who sees what</h2>
<p>Public pages show a pitch and its team without e-mail addresses or phone numbers. A pitch owner's contact
details go only to an investor whose request the owner allowed. Signed-in members can see the profiles of
other members. We never sell your personal information.</p>
<h2>4. Where it is kept</h2>
<p>Your data is stored in our database and file storage, protected by access controls and encryption in transit.
We keep it while your account is open. When you delete your account, your personal data is removed or
anonymised at once and your files are removed from our storage shortly after; the e-mail address becomes free
for a new sign-up. Messages you sent stay readable, under "Deleted user", for the person you wrote to.</p>
<h2>5. Your rights</h2>
<p>You may see, correct, export or delete your personal information, and object to how we use it. Most of it you
can edit yourself on your profile page. On the Change password page of your account menu, "Download my data"
gives you a JSON file of your profile, pitches (with team, milestones and documents), contact requests,
conversations, notifications and settings, and "Delete my account" deletes your account after your password and
e-mails you a confirmation. For anything else write to us.</p>
<h2>6. Cookies and local storage</h2>
<p>The site keeps your session in your browser's local storage, and a random id with which a pitch's founder
counts visitors who are not signed in. We do not use advertising cookies.</p>
<h2>7. Contact</h2>
<p>Privacy questions: <a href="mailto:privacy@angelbridge.ca">privacy@angelbridge.ca</a>.</p>
`.trim();

export const CMS_PAGES = [
  { cmsCode: 'terms_condition', title: 'Terms and Conditions', content: TERMS },
  { cmsCode: 'privacy_policy', title: 'Privacy Policy', content: PRIVACY },
];
