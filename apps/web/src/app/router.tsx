import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/page-loader';
import { ProtectedRoute, PublicOnlyRoute, UserTypeRoute } from './guards';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';

/**
 * A page loaded on first visit, so each page is its own chunk. The fallback shows inside the layout
 * while the very first page of a visit loads; later navigations keep the old page until the new one is ready.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return {
    lazy: async () => ({ Component: pick(await load()) }),
    HydrateFallback: PageLoader,
  };
}

const home = () => import('../features/marketing/pages/home-page');
const about = () => import('../features/marketing/pages/about-page');
const contact = () => import('../features/contact-us/pages/contact-page');
const cms = () => import('../features/cms/pages/cms-page');

// Paths match case-insensitively (§2): react-router only matches case-sensitively with `caseSensitive: true`.
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, ...page(home, (m) => m.HomePage) },
      {
        path: 'funding',
        ...page(
          () => import('../features/discovery/pages/funding-page'),
          (m) => m.FundingPage,
        ),
      },
      {
        path: 'createfunding',
        ...page(
          () => import('../features/discovery/pages/create-funding-page'),
          (m) => m.CreateFundingPage,
        ),
      },
      {
        path: 'invest',
        ...page(
          () => import('../features/discovery/pages/invest-page'),
          (m) => m.InvestPage,
        ),
      },
      {
        path: 'scout',
        ...page(
          () => import('../features/discovery/pages/scout-page'),
          (m) => m.ScoutPage,
        ),
      },
      { path: 'about-us', ...page(about, (m) => m.AboutPage) },
      { path: 'about', ...page(about, (m) => m.AboutPage) },
      { path: 'contact-us-page', ...page(contact, (m) => m.ContactPage) },
      { path: 'contact', ...page(contact, (m) => m.ContactPage) },
      { path: 'term-condition', ...page(cms, (m) => m.TermsPage) },
      { path: 'privacy', ...page(cms, (m) => m.PrivacyPage) },
      {
        path: 'project/:id',
        ...page(
          () => import('../features/pitches/pages/pitch-detail-page'),
          (m) => m.PitchDetailPage,
        ),
      },
      {
        element: <PublicOnlyRoute />,
        children: [
          {
            path: 'login',
            ...page(
              () => import('../features/auth/pages/login-page'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: 'signup',
            ...page(
              () => import('../features/auth/pages/signup-page'),
              (m) => m.SignupPage,
            ),
          },
          {
            path: 'forgotpassword',
            ...page(
              () => import('../features/auth/pages/forgot-password-page'),
              (m) => m.ForgotPasswordPage,
            ),
          },
          {
            path: 'otp',
            ...page(
              () => import('../features/auth/pages/otp-page'),
              (m) => m.OtpPage,
            ),
          },
          {
            path: 'changepassword',
            ...page(
              () => import('../features/auth/pages/reset-password-page'),
              (m) => m.ResetPasswordPage,
            ),
          },
          {
            path: 'successpassword',
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
            path: 'investor/profile/:id',
            ...page(
              () => import('../features/profiles/pages/public-profile-page'),
              (m) => m.PublicProfilePage,
            ),
          },
          {
            path: 'pitchlist',
            ...page(
              () => import('../features/pitches/pages/pitch-list-page'),
              (m) => m.PitchListPage,
            ),
          },
          {
            path: 'pitchlist/:id/insights',
            ...page(
              () => import('../features/pitches/pages/pitch-insights-page'),
              (m) => m.PitchInsightsPage,
            ),
          },
          {
            path: 'addpitch',
            ...page(
              () => import('../features/pitches/pages/add-pitch-page'),
              (m) => m.AddPitchPage,
            ),
          },
          {
            path: 'editpitch/:id',
            ...page(
              () => import('../features/pitches/pages/edit-pitch-page'),
              (m) => m.EditPitchPage,
            ),
          },
          {
            path: 'milestone-edit',
            ...page(
              () => import('../features/pitches/pages/milestone-edit-page'),
              (m) => m.MilestoneEditPage,
            ),
          },
          {
            path: 'pitchrequest',
            ...page(
              () => import('../features/contact-requests/pages/contact-requests-page'),
              (m) => m.ContactRequestsPage,
            ),
          },
          {
            element: <UserTypeRoute userType="entrepreneur" otherPath="/profile-investor" />,
            children: [
              {
                path: 'profile-entrepreneur',
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
                path: 'profile-investor',
                ...page(
                  () => import('../features/profiles/pages/investor-profile-page'),
                  (m) => m.InvestorProfilePage,
                ),
              },
            ],
          },
          {
            path: 'profile/password',
            ...page(
              () => import('../features/profiles/pages/change-password-page'),
              (m) => m.ChangePasswordPage,
            ),
          },
        ],
      },
      {
        path: '*',
        ...page(
          () => import('../features/marketing/pages/not-found-page'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
