import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from './ErrorPage.js';

/** The router's error element: a 404 response shows the not-found page, anything else the error page. */
export function RouteErrorPage() {
  const error = useRouteError();
  return <ErrorPage kind={isRouteErrorResponse(error) && error.status === 404 ? 'notFound' : 'error'} />;
}
