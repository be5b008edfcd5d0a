import { HomePlaceholder } from './HomePlaceholder.js';

/** PLACEHOLDER for /clients/ben-admin (benefit administrator home), replaced by the clients issue. */
export function BenAdminHomePlaceholderPage() {
  return <HomePlaceholder kind="benAdmin" />;
}
