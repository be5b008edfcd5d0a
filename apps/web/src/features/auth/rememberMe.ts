/** localStorage key of the username kept by "Remember me". */
export const REMEMBERED_USERNAME_KEY = 'onboard.rememberedUsername';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readRememberedUsername(): string | null {
  try {
    return storage()?.getItem(REMEMBERED_USERNAME_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Keeps the username when "Remember me" is ticked, forgets it when not. */
export function rememberUsername(username: string, remember: boolean): void {
  try {
    if (remember) storage()?.setItem(REMEMBERED_USERNAME_KEY, username);
    else storage()?.removeItem(REMEMBERED_USERNAME_KEY);
  } catch {
    // Storage disabled: the username is simply not remembered.
  }
}
