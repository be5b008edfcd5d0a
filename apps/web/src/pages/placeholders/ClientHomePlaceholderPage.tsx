import { useParams } from 'react-router';
import { HomePlaceholder } from './HomePlaceholder.js';

/** PLACEHOLDER for /client/{clientId} (the client hub home), replaced by the hub issue. */
export function ClientHomePlaceholderPage() {
  const { clientId } = useParams();
  if (!clientId) throw new Error('Param clientId is required but not provided!');
  return <HomePlaceholder kind="client" clientId={clientId} />;
}
