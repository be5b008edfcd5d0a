/** /client/{clientId}/onboarding-forms/{onboardingFormId}/action/{recipientId}: signing (clear layout). */
export { OnboardingFormActionPage } from '../features/tasks/onboarding-forms/OnboardingFormActionPage.js';
