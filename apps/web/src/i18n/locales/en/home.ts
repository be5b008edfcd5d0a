/** English texts of the `home` namespace, fetched with the feature (see resources.ts). */
export const home = {
  title: 'Welcome to Onboard',
  welcome: 'Complete your onboarding tasks, share documents and set up your group benefits in one place.',
} as const;
