import { useLocation } from 'react-router';
import { SignInFlow } from '../features/auth/components/SignInFlow.js';
import { readRememberedUsername } from '../features/auth/rememberMe.js';

/** State another page may pass when it sends the user here (the set-password pages pass the e-mail). */
export type LoginPageState = { username?: string } | null;

/** /login (auth layout, not allowed when signed in). Accepts ?redirect=<path>. */
export function LoginPage() {
  const location = useLocation();
  const fromState = (location.state as LoginPageState)?.username;
  const remembered = readRememberedUsername();
  return <SignInFlow initialUsername={fromState ?? remembered ?? ''} initialRemember={remembered !== null} />;
}
