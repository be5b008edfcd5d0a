import {
  AUTH_CALLS as R,
  type AuthResult,
  type AuthTokenInfo,
  type AuthUser,
  type SessionAnswer,
  type TokenPair,
  type User,
} from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { requestOf, routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

/**
 * What an identity-provider step answers. Typed loosely on purpose: the sign-in flow must be able to report
 * a status it does not know (spec section 8, "unknown status") instead of failing to parse it.
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
    getSession: build.query<AuthUser | null, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery(requestOf(R.session, {}));
        if (result.error) return { error: result.error };
        return { data: (result.data as SessionAnswer).user };
      },
      providesTags: ['AuthUser'],
    }),

    // The identity provider's steps (spec section 4). Public; they set no cookie.
    signIn: build.mutation<AuthStepAnswer, { username: string; password: string }>(
      routeMutation(R.signIn, (body) => ({ body })),
    ),
    challengeFactor: build.mutation<AuthStepAnswer, { stateToken: string; factorId: string }>(
      routeMutation(R.factorChallenge, (body) => ({ body })),
    ),
    verifyFactor: build.mutation<AuthStepAnswer, { stateToken: string; factorId: string; passCode: string }>(
      routeMutation(R.factorVerify, (body) => ({ body })),
    ),
    enrollFactor: build.mutation<AuthStepAnswer, { stateToken: string }>(
      routeMutation(R.factorEnroll, (body) => ({ body })),
    ),
    activateFactor: build.mutation<AuthStepAnswer, { stateToken: string; passCode: string }>(
      routeMutation(R.factorActivate, (body) => ({ body })),
    ),
    changeExpiredPassword: build.mutation<
      AuthStepAnswer,
      { stateToken: string; oldPassword: string; newPassword: string }
    >(routeMutation(R.changeExpiredPassword, (body) => ({ body }))),
    exchangeToken: build.mutation<TokenPair, { sessionToken: string }>(
      routeMutation(R.tokenExchange, (body) => ({ body })),
    ),

    // The product's session (spec section 7, Users).
    loggedIn: build.mutation<{ csrfToken: string }, { accessToken: string; refreshToken: string }>(
      routeMutation(R.loggedIn, (body) => ({ body })),
    ),
    logout: build.mutation<{ ok: true }, void>(routeMutation(R.logout, () => ({}))),
    acceptTerms: build.mutation<User, void>(routeMutation(R.acceptTerms, () => ({}))),
    getAuthToken: build.query<AuthTokenInfo, string>(
      routeQuery(R.linkInfo, (token) => ({ params: { token } })),
    ),
    passwordUpsert: build.mutation<{ email: string }, { token: string; password: string }>(
      routeMutation(R.passwordUpsert, (body) => ({ body })),
    ),
    forgotPassword: build.mutation<{ ok: true }, string>(
      routeMutation(R.resetRequest, (email) => ({ params: { email } })),
    ),
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
