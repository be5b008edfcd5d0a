import { HomePlaceholder } from './HomePlaceholder.js';

/** PLACEHOLDER for /clients/admin (internal home, the client list), replaced by the clients issue. */
export function InternalHomePlaceholderPage() {
  return <HomePlaceholder kind="internal" />;
}
