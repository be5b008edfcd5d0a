import { ErrorPage } from '../components/ui/ErrorPage.js';

export function NotFoundPage() {
  return <ErrorPage kind="notFound" />;
}
