import { useCallback, useEffect, useRef, useState } from 'react';
import { get, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { callErrorOf } from '../../app/errors.js';

/**
 * Where a form's answers stand: all saved, a save under way, changes waiting (not saved yet: typing, offline or
 * retrying after a failure), or changes the server refused (their messages are on the fields).
 */
export type AutosaveStatus = 'saved' | 'saving' | 'pending' | 'refused';

export type AutosaveOptions<TValues extends FieldValues> = {
  form: UseFormReturn<TValues, unknown, unknown>;
  /** Saves the changed answers (by field name); rejects with the call's error when it fails. */
  save: (changes: Partial<TValues>) => Promise<unknown>;
  /**
   * Where unsaved answers wait in the browser (localStorage) until the server has them, so a reload, a closed
   * tab or a dropped connection loses none: one key per record and form (`autosave:eif:<clientId>`).
   */
  storageKey: string;
  /** How long typing may pause before a save (default 800 ms: a change is saved within about a second). */
  delayMs?: number;
  /** The wait before retry number n after a failure that was not a refusal (default 1 s doubling to 30 s). */
  retryDelayMs?: (attempt: number) => number;
  /** Puts a refusal's field errors on the form (useSchemaForm's applyServerError). */
  onRefused?: (error: unknown) => void;
};

export type Autosave<TValues extends FieldValues = FieldValues> = {
  status: AutosaveStatus;
  /** Saves what waits now, without waiting for the pause. */
  flush: () => Promise<void>;
  /**
   * Shows a value someone else saved (live co-editing) without taking it for the user's answer. Refused (false)
   * while the user's own change of that field waits to be saved: theirs is kept, and the server will tell.
   */
  acceptRemote: (name: Path<TValues>, value: unknown) => boolean;
};

type Pending = Record<string, unknown>;

const defaultRetryDelay = (attempt: number) => Math.min(30_000, 1_000 * 2 ** (attempt - 1));

function readStored(key: string): Pending {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Pending) : {};
  } catch {
    return {};
  }
}

function writeStored(key: string, pending: Pending): void {
  try {
    if (Object.keys(pending).length === 0) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, JSON.stringify(pending));
  } catch {
    // Storage full or disabled: the answers still wait in memory and are saved when the server answers.
  }
}

/** A refusal the user must act on (a 4xx other than rate limiting): retrying the same answers cannot help. */
const isRefusal = (error: unknown): boolean => {
  const { status } = callErrorOf(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
};

/**
 * Saves a form's answers as they are given, without a click (issue 9: autosave that loses nothing):
 *
 * - every change by the user (react-hook-form's change events) joins the waiting answers, which are written to
 *   localStorage at once and sent after a short pause, only the fields that changed, one save at a time;
 * - an answer the form's own schema refuses stays waiting (its message shows on the field) and is sent once
 *   it is valid; an answer changed again while its save is under way is sent again afterwards;
 * - a failed save (no connection, a 5xx) is retried with backoff and when the browser comes back online; a
 *   refusal (4xx) puts the server's messages on the fields and waits for the next change;
 * - answers found in localStorage when the form opens (a reload before they were saved) are put back on the
 *   form and saved;
 * - leaving the page while answers wait asks the browser to warn.
 */
export function useAutosave<TValues extends FieldValues>({
  form,
  save,
  storageKey,
  delayMs = 800,
  retryDelayMs = defaultRetryDelay,
  onRefused,
}: AutosaveOptions<TValues>): Autosave<TValues> {
  const [status, setStatus] = useState<AutosaveStatus>(() =>
    Object.keys(readStored(storageKey)).length > 0 ? 'pending' : 'saved',
  );
  // The latest options, read by the timers without restarting them (a form hook may hand out a new object on
  // every render; its control stays the same).
  const latest = useRef({ form, save, retryDelayMs, onRefused, delayMs });
  latest.current = { form, save, retryDelayMs, onRefused, delayMs };

  const state = useRef({
    pending: readStored(storageKey),
    inFlight: false,
    timer: undefined as ReturnType<typeof setTimeout> | undefined,
    attempt: 0,
    refused: false,
    unmounted: false,
  });

  const hasPending = () => Object.keys(state.current.pending).length > 0;
  // What each field held when last seen (JSON), so a change event with the same value is not an answer.
  const known = useRef<Record<string, string | undefined>>({});

  const run = useCallback(async (): Promise<void> => {
    const s = state.current;
    clearTimeout(s.timer);
    s.timer = undefined;
    if (s.inFlight || !hasPending() || s.unmounted) return;
    const { form } = latest.current;
    const names = Object.keys(s.pending) as Array<Path<TValues>>;
    // Only answers the form's schema accepts are sent; the others keep their message and wait.
    await form.trigger(names);
    const valid = names.filter((name) => !form.getFieldState(name).invalid);
    if (valid.length === 0) {
      setStatus('pending');
      return;
    }
    const sent: Pending = {};
    for (const name of valid) sent[name] = s.pending[name];
    s.inFlight = true;
    setStatus('saving');
    try {
      await latest.current.save(sent as Partial<TValues>);
      s.attempt = 0;
      s.refused = false;
      // An answer changed during the save stays waiting with its new value.
      for (const [name, value] of Object.entries(sent)) {
        if (Object.is(s.pending[name], value)) delete s.pending[name];
      }
      writeStored(storageKey, s.pending);
    } catch (error) {
      if (isRefusal(error)) {
        s.refused = true;
        latest.current.onRefused?.(error);
      } else {
        s.attempt += 1;
        s.timer = setTimeout(() => void run(), latest.current.retryDelayMs(s.attempt));
      }
    } finally {
      s.inFlight = false;
    }
    if (s.unmounted) return;
    if (s.refused) setStatus('refused');
    else if (!hasPending()) setStatus('saved');
    else {
      setStatus('pending');
      // Changes made while the save was under way: send them after the usual pause.
      s.timer ??= setTimeout(() => void run(), latest.current.delayMs);
    }
  }, [storageKey]);

  const schedule = useCallback(() => {
    const s = state.current;
    clearTimeout(s.timer);
    s.timer = setTimeout(() => void run(), latest.current.delayMs);
  }, [run]);

  const { control } = form;
  useEffect(() => {
    const { form } = latest.current;
    const s = state.current;
    s.unmounted = false;
    // Answers a reload interrupted: back on the form, then saved.
    const restored = Object.entries(s.pending);
    for (const [name, value] of restored) {
      form.setValue(name as Path<TValues>, value as PathValue<TValues, Path<TValues>>, { shouldDirty: true });
    }
    if (restored.length > 0) schedule();

    // What each field held when last seen, so only a new value counts: react-hook-form also calls back for
    // errors set and checks run, with the same value.
    // A deep copy: getValues() copies only the top level, and react-hook-form writes a nested answer
    // (`policies.<id>.<field>`) into the very object that copy shares, so every change to it looked like no
    // change and was never saved.
    const initial = JSON.parse(JSON.stringify(form.getValues())) as TValues;
    known.current = {};
    const seen = (name: string) => known.current[name] ?? JSON.stringify(get(initial, name));
    for (const [name, value] of restored) known.current[name] = JSON.stringify(value);

    // A change by the user: typing (a 'change' event) or a widget set through `change()` (setValue). A reset
    // to fetched data names no field and is not an answer.
    const subscription = form.watch((_values, { name }) => {
      if (!name) return;
      const value: unknown = form.getValues(name as Path<TValues>);
      const json = JSON.stringify(value);
      if (json === seen(name)) return;
      known.current[name] = json;
      s.pending[name] = value;
      s.refused = false;
      writeStored(storageKey, s.pending);
      setStatus('pending');
      schedule();
    });
    const online = () => {
      if (hasPending()) void run();
    };
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasPending()) return;
      event.preventDefault();
      // Older browsers show the warning only when a value is set.
      event.returnValue = '';
    };
    globalThis.addEventListener?.('online', online);
    globalThis.addEventListener?.('beforeunload', beforeUnload);
    return () => {
      s.unmounted = true;
      clearTimeout(s.timer);
      s.timer = undefined;
      subscription.unsubscribe();
      globalThis.removeEventListener?.('online', online);
      globalThis.removeEventListener?.('beforeunload', beforeUnload);
    };
  }, [control, storageKey, run, schedule]);

  const acceptRemote = useCallback((name: Path<TValues>, value: unknown): boolean => {
    if (name in state.current.pending) return false;
    known.current[name] = JSON.stringify(value);
    latest.current.form.setValue(name, value as PathValue<TValues, Path<TValues>>);
    return true;
  }, []);

  return { status, flush: run, acceptRemote };
}
