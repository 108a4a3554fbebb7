import { calls } from '@angelbridge/contracts/calls';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { type RouteObject, useRoutes } from 'react-router-dom';
import * as admin from '../features/admin/routes';
import * as agreements from '../features/agreements/routes';
import * as auth from '../features/auth/routes';
import * as cmsRoutes from '../features/cms/routes';
import * as commitments from '../features/commitments/routes';
import * as contactRequests from '../features/contact-requests/routes';
import * as contactUs from '../features/contact-us/routes';
import * as conversations from '../features/conversations/routes';
import * as discovery from '../features/discovery/routes';
import * as follows from '../features/follows/routes';
import * as marketing from '../features/marketing/routes';
import * as pitches from '../features/pitches/routes';
import * as portfolio from '../features/portfolio/routes';
import * as profiles from '../features/profiles/routes';
import * as updates from '../features/updates/routes';
import { AdminRoute, ProtectedRoute, PublicOnlyRoute, UserTypeRoute } from './guards';
import { RootLayout } from './layout/root-layout';
import { page, SERVED } from './route-page';

const home = marketing.loadHomePage;
const about = marketing.loadAboutPage;
const contact = contactUs.loadContactPage;
const cms = cmsRoutes.loadCmsPage;
const messagesPage = conversations.loadMessagesPage;
const notFound = page(marketing.loadNotFoundPage, (m) => m.NotFoundPage);
const adminConsole = admin.loadAdminConsole;
const cmsQuery = () => cmsRoutes.loadGetCms().then((m) => m.cmsQuery);
/** The headline numbers of home and /scout, in the first paint. */
const platformStats = {
  call: calls.getPlatformStats,
  query: () => discovery.loadGetPlatformStats().then((m) => m.platformStatsQuery),
};

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
          reads: [platformStats],
          beforeHydration: () => home().then((m) => m.HomeLowerSections.preload()),
        }),
      },
      {
        path: webPaths.funding,
        ...page(discovery.loadFundingPage, (m) => m.FundingPage, {
          ...SERVED,
          reads: [
            {
              call: calls.getFundRaiseData,
              query: () => discovery.loadGetFundRaiseData().then((m) => m.fundRaiseQuery),
            },
          ],
        }),
      },
      {
        path: webPaths.createFunding,
        ...page(discovery.loadCreateFundingPage, (m) => m.CreateFundingPage),
      },
      {
        path: webPaths.invest,
        ...page(discovery.loadInvestPage, (m) => m.InvestPage, {
          ...SERVED,
          reads: [
            {
              call: calls.getInvestmentPageData,
              query: ({ search }) =>
                discovery.loadGetInvestmentPageData().then((m) => m.investmentPageQueryOf(search)),
            },
          ],
        }),
      },
      {
        path: webPaths.scout,
        ...page(discovery.loadScoutPage, (m) => m.ScoutPage, { ...SERVED, reads: [platformStats] }),
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
        ...page(pitches.loadPitchDetailPage, (m) => m.PitchDetailPage, {
          ...SERVED,
          reads: [
            {
              call: calls.getInvestmentPageDataById,
              identifiesPage: true,
              query: ({ params }) =>
                discovery.loadGetInvestmentPageDataById().then((m) => m.pitchByIdQuery(params.id ?? '')),
            },
          ],
          shareMeta: ({ params }, client) =>
            pitches.loadPitchShareMeta().then((m) => m.pitchShareMeta(client, params.id ?? '')),
        }),
      },
      {
        // anyone, guests too: is this PDF a completed AngelBridge agreement? (issue 33)
        path: webPaths.verifyAgreement,
        ...page(agreements.loadVerifyAgreementPage, (m) => m.VerifyAgreementPage),
      },
      {
        element: <PublicOnlyRoute />,
        children: [
          {
            path: webPaths.login,
            ...page(auth.loadLoginPage, (m) => m.LoginPage, SERVED),
          },
          {
            path: webPaths.signup,
            ...page(auth.loadSignupPage, (m) => m.SignupPage, SERVED),
          },
          {
            path: webPaths.forgotPassword,
            ...page(auth.loadForgotPasswordPage, (m) => m.ForgotPasswordPage, SERVED),
          },
          {
            path: webPaths.otp,
            ...page(auth.loadOtpPage, (m) => m.OtpPage),
          },
          {
            // the link of a code mail: /verify#token= (the fragment never reaches a server)
            path: webPaths.verifyLink,
            ...page(auth.loadVerifyLinkPage, (m) => m.VerifyLinkPage),
          },
          {
            path: webPaths.changePassword,
            ...page(auth.loadResetPasswordPage, (m) => m.ResetPasswordPage),
          },
          {
            path: webPaths.successPassword,
            ...page(auth.loadPasswordChangedPage, (m) => m.PasswordChangedPage),
          },
        ],
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            path: webPaths.investorProfile,
            ...page(profiles.loadPublicProfilePage, (m) => m.PublicProfilePage),
          },
          {
            path: webPaths.pitchList,
            ...page(pitches.loadPitchListPage, (m) => m.PitchListPage),
          },
          {
            path: webPaths.pitchInsights,
            ...page(pitches.loadPitchInsightsPage, (m) => m.PitchInsightsPage),
          },
          {
            // the owner's round (issue 32); the server answers anyone else 403
            path: webPaths.pitchRound,
            ...page(commitments.loadPitchRoundPage, (m) => m.PitchRoundPage),
          },
          {
            // both parties of an agreement (issue 33); the server answers anyone else 404
            path: webPaths.agreements,
            ...page(agreements.loadAgreementsPage, (m) => m.AgreementsPage),
          },
          {
            path: webPaths.agreement,
            ...page(agreements.loadAgreementPage, (m) => m.AgreementPage),
          },
          {
            // investor updates (issue 34): signed-in only and never rendered by the server, since nothing of
            // them may reach a guest or a cache; the server answers anyone but the owner 403 or 404
            path: webPaths.pitchUpdates,
            ...page(updates.loadPitchUpdatesPage, (m) => m.PitchUpdatesPage),
          },
          {
            path: webPaths.pitchUpdateNew,
            ...page(updates.loadUpdateEditorPage, (m) => m.UpdateEditorPage),
          },
          {
            path: webPaths.pitchUpdateEdit,
            ...page(updates.loadUpdateEditorPage, (m) => m.UpdateEditorPage),
          },
          {
            // both the owner (read status) and a recipient (charts, reply); anyone else gets 404
            path: webPaths.update,
            ...page(updates.loadUpdatePage, (m) => m.UpdatePage),
          },
          {
            path: webPaths.addPitch,
            ...page(pitches.loadAddPitchPage, (m) => m.AddPitchPage),
          },
          {
            path: webPaths.editPitch,
            ...page(pitches.loadEditPitchPage, (m) => m.EditPitchPage),
          },
          {
            path: webPaths.milestoneEdit,
            ...page(pitches.loadMilestoneEditPage, (m) => m.MilestoneEditPage),
          },
          {
            path: webPaths.pitchRequest,
            ...page(contactRequests.loadContactRequestsPage, (m) => m.ContactRequestsPage),
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
                ...page(profiles.loadEntrepreneurProfilePage, (m) => m.EntrepreneurProfilePage),
              },
            ],
          },
          {
            element: <UserTypeRoute userType="investor" otherPath="/profile-entrepreneur" />,
            children: [
              {
                path: webPaths.following,
                ...page(follows.loadFollowingPage, (m) => m.FollowingPage),
              },
              {
                path: webPaths.myCommitments,
                ...page(commitments.loadMyCommitmentsPage, (m) => m.MyCommitmentsPage),
              },
              {
                // investments with completed agreements (issue 33)
                path: webPaths.portfolio,
                ...page(portfolio.loadPortfolioPage, (m) => m.PortfolioPage),
              },
              {
                // the updates sent to an investor across their companies (issue 34)
                path: webPaths.updates,
                ...page(updates.loadUpdatesFeedPage, (m) => m.UpdatesFeedPage),
              },
              {
                path: webPaths.profileInvestor,
                ...page(profiles.loadInvestorProfilePage, (m) => m.InvestorProfilePage),
              },
            ],
          },
          {
            path: webPaths.profilePassword,
            ...page(profiles.loadChangePasswordPage, (m) => m.ChangePasswordPage),
          },
        ],
      },
      {
        // an admin's second step after /login: the authenticator code (issue 21)
        path: webPaths.adminSignIn,
        ...page(auth.loadSecondFactorPage, (m) => m.SecondFactorPage),
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
