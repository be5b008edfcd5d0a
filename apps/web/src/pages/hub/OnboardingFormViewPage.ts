/** /client/{clientId}/onboarding-forms/{onboardingFormId}/view/{recipientId}: the viewer (no footer). */
export { OnboardingFormViewPage } from '../../features/tasks/onboarding-forms/OnboardingFormViewPage.js';
