import { AUTH_CALLS as R, type AuthResult, type ResponseOf } from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { requestOf, routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

/**
 * What the sign-in machine reads from an identity-provider step. The step endpoints answer the route's
 * `AuthResult` (the gateway validated it); the machine is typed loosely on purpose all the same: it must be able
 * to report a status it does not know (spec section 8, "unknown status") instead of failing to parse it.
 */
export type AuthStepAnswer = AuthResult | { status: string; [key: string]: unknown };

/**
 * Endpoints whose 401 means "not signed in (yet)" or "wrong credentials", not "your session ran out": they
 * never trigger the redirect to the login page (see session.ts).
 */
export const SESSION_NEUTRAL_ENDPOINTS: ReadonlySet<string> = new Set([
  'getSession',
  'signIn',
  'challengeFactor',
  'verifyFactor',
  'enrollFactor',
  'activateFactor',
  'changeExpiredPassword',
  'exchangeToken',
  'loggedIn',
  'logout',
  'getAuthToken',
  'passwordUpsert',
  'forgotPassword',
]);

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The signed-in user, or null when nobody is signed in: GET /api/users/session answers `user: null` then
     * (decision 199), so an anonymous page load logs no failed request. Failures stay errors, with the
     * query's retry rules.
     */
    getSession: build.query({
      query: (_arg: void) => requestOf(R.session, {}),
      transformResponse: (answer: ResponseOf<typeof R.session>) => answer.user,
      providesTags: ['AuthUser'],
    }),

    // The identity provider's steps (spec section 4). Public; they set no cookie.
    signIn: build.mutation(
      routeMutation(R.signIn, (body: { username: string; password: string }) => ({ body })),
    ),
    challengeFactor: build.mutation(
      routeMutation(R.factorChallenge, (body: { stateToken: string; factorId: string }) => ({ body })),
    ),
    verifyFactor: build.mutation(
      routeMutation(R.factorVerify, (body: { stateToken: string; factorId: string; passCode: string }) => ({
        body,
      })),
    ),
    enrollFactor: build.mutation(routeMutation(R.factorEnroll, (body: { stateToken: string }) => ({ body }))),
    activateFactor: build.mutation(
      routeMutation(R.factorActivate, (body: { stateToken: string; passCode: string }) => ({ body })),
    ),
    changeExpiredPassword: build.mutation(
      routeMutation(
        R.changeExpiredPassword,
        (body: { stateToken: string; oldPassword: string; newPassword: string }) => ({ body }),
      ),
    ),
    exchangeToken: build.mutation(
      routeMutation(R.tokenExchange, (body: { sessionToken: string }) => ({ body })),
    ),

    // The product's session (spec section 7, Users).
    loggedIn: build.mutation(
      routeMutation(R.loggedIn, (body: { accessToken: string; refreshToken: string }) => ({ body })),
    ),
    logout: build.mutation(routeMutation(R.logout, () => ({}))),
    acceptTerms: build.mutation(routeMutation(R.acceptTerms, () => ({}))),
    getAuthToken: build.query(routeQuery(R.linkInfo, (token: string) => ({ params: { token } }))),
    passwordUpsert: build.mutation(
      routeMutation(R.passwordUpsert, (body: { token: string; password: string }) => ({ body })),
    ),
    forgotPassword: build.mutation(routeMutation(R.resetRequest, (email: string) => ({ params: { email } }))),
  }),
});

export const {
  useGetSessionQuery,
  useSignInMutation,
  useChallengeFactorMutation,
  useVerifyFactorMutation,
  useEnrollFactorMutation,
  useActivateFactorMutation,
  useChangeExpiredPasswordMutation,
  useExchangeTokenMutation,
  useLoggedInMutation,
  useLogoutMutation,
  useAcceptTermsMutation,
  useGetAuthTokenQuery,
  usePasswordUpsertMutation,
  useForgotPasswordMutation,
} = authApi;
