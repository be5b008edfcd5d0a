import { HomePlaceholder } from './HomePlaceholder.js';

/** PLACEHOLDER for /clients (broker home), replaced by the clients issue. */
export function BrokerHomePlaceholderPage() {
  return <HomePlaceholder kind="broker" />;
}
