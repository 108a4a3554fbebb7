import { calls } from '@angelbridge/contracts/calls';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { AdminRoute, ProtectedRoute, PublicOnlyRoute, UserTypeRoute } from './guards';
import { RootLayout } from './layout/root-layout';
import { page, SERVED } from './route-page';

const home = () => import('../features/marketing/pages/home-page');
const about = () => import('../features/marketing/pages/about-page');
const contact = () => import('../features/contact-us/pages/contact-page');
const cms = () => import('../features/cms/pages/cms-page');
const messagesPage = () => import('../features/conversations/pages/messages-page');
const notFound = page(
  () => import('../features/marketing/pages/not-found-page'),
  (m) => m.NotFoundPage,
);
const adminConsole = () => import('../features/admin/admin-console');
const cmsQuery = () => import('../lib/api/cms/get-cms').then((m) => m.cmsQuery);

// Paths match case-insensitively (§2): react-router only matches case-sensitively with `caseSensitive: true`.
// Every path comes from webPaths, which the server also reads to answer unknown paths with a 404.
export const routes: RouteObject[] = [
  {
    path: webPaths.home,
    element: <RootLayout />,
    children: [
      {
        index: true,
        ...page(home, (m) => m.HomePage, {
          ...SERVED,
          beforeHydration: () => home().then((m) => m.HomeLowerSections.preload()),
        }),
      },
      {
        path: webPaths.funding,
        ...page(
          () => import('../features/discovery/pages/funding-page'),
          (m) => m.FundingPage,
          {
            ...SERVED,
            reads: [
              {
                call: calls.getFundRaiseData,
                query: () =>
                  import('../components/fund-raise/get-fund-raise-data').then((m) => m.fundRaiseQuery),
              },
            ],
          },
        ),
      },
      {
        path: webPaths.createFunding,
        ...page(
          () => import('../features/discovery/pages/create-funding-page'),
          (m) => m.CreateFundingPage,
        ),
      },
      {
        path: webPaths.invest,
        ...page(
          () => import('../features/discovery/pages/invest-page'),
          (m) => m.InvestPage,
          {
            ...SERVED,
            reads: [
              {
                call: calls.getInvestmentPageData,
                query: ({ search }) =>
                  import('../features/discovery/api/get-investment-page-data').then((m) =>
                    m.investmentPageQueryOf(search),
                  ),
              },
            ],
          },
        ),
      },
      {
        path: webPaths.scout,
        ...page(
          () => import('../features/discovery/pages/scout-page'),
          (m) => m.ScoutPage,
          SERVED,
        ),
      },
      { path: webPaths.aboutUs, ...page(about, (m) => m.AboutPage, SERVED) },
      { path: webPaths.about, ...page(about, (m) => m.AboutPage, SERVED) },
      { path: webPaths.contactUsPage, ...page(contact, (m) => m.ContactPage, SERVED) },
      { path: webPaths.contact, ...page(contact, (m) => m.ContactPage, SERVED) },
      {
        path: webPaths.terms,
        ...page(cms, (m) => m.TermsPage, {
          ...SERVED,
          reads: [{ call: calls.getCms, query: () => cmsQuery().then((q) => q('terms_condition')) }],
        }),
      },
      {
        path: webPaths.privacy,
        ...page(cms, (m) => m.PrivacyPage, {
          ...SERVED,
          reads: [{ call: calls.getCms, query: () => cmsQuery().then((q) => q('privacy_policy')) }],
        }),
      },
      {
        path: webPaths.project,
        ...page(
          () => import('../features/pitches/pages/pitch-detail-page'),
          (m) => m.PitchDetailPage,
          {
            ...SERVED,
            reads: [
              {
                call: calls.getInvestmentPageDataById,
                identifiesPage: true,
                query: ({ params }) =>
                  import('../lib/api/discovery/get-investment-page-data-by-id').then((m) =>
                    m.pitchByIdQuery(params.id ?? ''),
                  ),
              },
            ],
          },
        ),
      },
      {
        element: <PublicOnlyRoute />,
        children: [
          {
            path: webPaths.login,
            ...page(
              () => import('../features/auth/pages/login-page'),
              (m) => m.LoginPage,
              SERVED,
            ),
          },
          {
            path: webPaths.signup,
            ...page(
              () => import('../features/auth/pages/signup-page'),
              (m) => m.SignupPage,
              SERVED,
            ),
          },
          {
            path: webPaths.forgotPassword,
            ...page(
              () => import('../features/auth/pages/forgot-password-page'),
              (m) => m.ForgotPasswordPage,
              SERVED,
            ),
          },
          {
            path: webPaths.otp,
            ...page(
              () => import('../features/auth/pages/otp-page'),
              (m) => m.OtpPage,
            ),
          },
          {
            // the link of a code mail: /verify#token= (the fragment never reaches a server)
            path: webPaths.verifyLink,
            ...page(
              () => import('../features/auth/pages/verify-link-page'),
              (m) => m.VerifyLinkPage,
            ),
          },
          {
            path: webPaths.changePassword,
            ...page(
              () => import('../features/auth/pages/reset-password-page'),
              (m) => m.ResetPasswordPage,
            ),
          },
          {
            path: webPaths.successPassword,
            ...page(
              () => import('../features/auth/pages/password-changed-page'),
              (m) => m.PasswordChangedPage,
            ),
          },
        ],
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            path: webPaths.investorProfile,
            ...page(
              () => import('../features/profiles/pages/public-profile-page'),
              (m) => m.PublicProfilePage,
            ),
          },
          {
            path: webPaths.pitchList,
            ...page(
              () => import('../features/pitches/pages/pitch-list-page'),
              (m) => m.PitchListPage,
            ),
          },
          {
            path: webPaths.pitchInsights,
            ...page(
              () => import('../features/pitches/pages/pitch-insights-page'),
              (m) => m.PitchInsightsPage,
            ),
          },
          {
            path: webPaths.addPitch,
            ...page(
              () => import('../features/pitches/pages/add-pitch-page'),
              (m) => m.AddPitchPage,
            ),
          },
          {
            path: webPaths.editPitch,
            ...page(
              () => import('../features/pitches/pages/edit-pitch-page'),
              (m) => m.EditPitchPage,
            ),
          },
          {
            path: webPaths.milestoneEdit,
            ...page(
              () => import('../features/pitches/pages/milestone-edit-page'),
              (m) => m.MilestoneEditPage,
            ),
          },
          {
            path: webPaths.pitchRequest,
            ...page(
              () => import('../features/contact-requests/pages/contact-requests-page'),
              (m) => m.ContactRequestsPage,
            ),
          },
          {
            path: webPaths.messages,
            ...page(messagesPage, (m) => m.MessagesPage),
          },
          {
            path: webPaths.conversation,
            ...page(messagesPage, (m) => m.MessagesPage),
          },
          {
            element: <UserTypeRoute userType="entrepreneur" otherPath="/profile-investor" />,
            children: [
              {
                path: webPaths.profileEntrepreneur,
                ...page(
                  () => import('../features/profiles/pages/entrepreneur-profile-page'),
                  (m) => m.EntrepreneurProfilePage,
                ),
              },
            ],
          },
          {
            element: <UserTypeRoute userType="investor" otherPath="/profile-entrepreneur" />,
            children: [
              {
                path: webPaths.profileInvestor,
                ...page(
                  () => import('../features/profiles/pages/investor-profile-page'),
                  (m) => m.InvestorProfilePage,
                ),
              },
            ],
          },
          {
            path: webPaths.profilePassword,
            ...page(
              () => import('../features/profiles/pages/change-password-page'),
              (m) => m.ChangePasswordPage,
            ),
          },
        ],
      },
      {
        // an admin's second step after /login: the authenticator code (issue 21)
        path: webPaths.adminSignIn,
        ...page(
          () => import('../features/auth/pages/second-factor-page'),
          (m) => m.SecondFactorPage,
        ),
      },
      {
        // the admin console: one lazy chunk with its own routes, for admins only
        element: <AdminRoute notFound={notFound.element} />,
        children: [webPaths.admin, webPaths.adminSection, webPaths.adminItem].map((path) => ({
          path,
          ...page(adminConsole, (m) => m.AdminConsole),
        })),
      },
      { path: '*', ...notFound },
    ],
  },
];

/** Every route of §2; render it inside a router (BrowserRouter, or MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
