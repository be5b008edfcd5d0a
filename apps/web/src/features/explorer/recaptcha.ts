/*
 * The share request's reCAPTCHA token (decision 172). With a real site key, Google's v3 script is loaded once
 * and asked for a token for the 'share' action; without one (demo, tests, the stand-in environment) the token
 * is 'pass-demo', which the reCAPTCHA stand-in accepts and a real siteverify refuses.
 */

export const DEMO_RECAPTCHA_TOKEN = 'pass-demo';
export const RECAPTCHA_ACTION = 'share';

type Grecaptcha = {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
};

/** Whether a site key is one Google would know (not blank, not a placeholder of the demo set-up). */
export const isRealSiteKey = (siteKey: string | null | undefined): siteKey is string =>
  !!siteKey && siteKey.length >= 20 && !/^(demo|test|stand-?in)/i.test(siteKey);

let script: Promise<Grecaptcha> | undefined;
function loadScript(siteKey: string): Promise<Grecaptcha> {
  return (script ??= new Promise<Grecaptcha>((resolve, reject) => {
    const element = document.createElement('script');
    element.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    element.async = true;
    element.onload = () => {
      const g = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (g) g.ready(() => resolve(g));
      else reject(new Error('reCAPTCHA did not load'));
    };
    element.onerror = () => {
      script = undefined;
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.appendChild(element);
  }));
}

/** A token for the share request. */
export async function getRecaptchaToken(siteKey: string | null | undefined): Promise<string> {
  if (!isRealSiteKey(siteKey)) return DEMO_RECAPTCHA_TOKEN;
  const grecaptcha = await loadScript(siteKey);
  return grecaptcha.execute(siteKey, { action: RECAPTCHA_ACTION });
}
