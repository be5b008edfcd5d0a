/** English texts of the `terms` namespace, fetched with the feature (see resources.ts). */
export const terms = {
  title: 'Terms of use',
  intro: 'Please read these terms. You need to accept them to use Onboard.',
  sections: {
    use: {
      title: 'Use of the portal',
      body: 'Onboard is provided to set up group benefits for your organization. Use it only for that purpose and only with information you are allowed to share.',
    },
    privacy: {
      title: 'Personal information',
      body: 'Information about employees and their coverage is handled according to our privacy policy and applicable law.',
    },
    security: {
      title: 'Your account',
      body: 'Keep your password and authenticator app to yourself. Tell us right away if you think someone else has used your account.',
    },
    changes: {
      title: 'Changes',
      body: 'We may update these terms. When we do, we will ask you to accept them again.',
    },
  },
  accept: 'Accept',
  accepted: 'Thank you for accepting the terms of use.',
  acceptedOn: 'You accepted these terms on {{date}}.',
} as const;
