import { useParams } from 'react-router';

/** Spec section 8, verbatim: what a page throws when its route lacks a parameter it needs. */
export const missingParamMessage = (name: string) => `Param ${name} is required but not provided!`;

/**
 * A route parameter the page cannot work without. A missing one is a programming error (a route table
 * that does not match the page), so it throws and the layout's error boundary shows the error page.
 */
export function useRequiredParam(name: string): string {
  const value = useParams()[name];
  if (!value) throw new Error(missingParamMessage(name));
  return value;
}
