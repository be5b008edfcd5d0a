import {
  eifAnswersPatchSchema,
  type EifAllAnswers,
  type EifAnswers,
  type EifAnswersSaved,
  type EifConflict,
  type EifFieldVersion,
} from '@onboard/contracts';
import { sameValue } from '@onboard/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Path } from 'react-hook-form';
import { useAppDispatch } from '../../../app/hooks.js';
import { useAutosave, type Autosave } from '../../../components/form/useAutosave.js';
import { useSchemaForm } from '../../../components/form/useSchemaForm.js';
import { eifAnswersApi, eifPatchOf, useSaveEifAnswersMutation } from '../api/eifAnswersApi.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';
import type { EifForm } from './EifQuestion.js';

/**
 * An answer someone else changed: refused as a conflict when this editor saved, or (`replaced`) another
 * editor's later save replaced the answer this editor had made (issue 28 item 6). `by` names who.
 */
export type EifNotice = EifConflict & { replaced?: boolean; by?: string | null };

export type EifEditor = {
  form: EifForm;
  autosave: Autosave<EifAllAnswers>;
  /** Answers someone else changed while this editor had them open, by path. */
  conflicts: Record<string, EifNotice>;
  keepTheirs: (path: string) => void;
  keepMine: (path: string) => Promise<void>;
  /** Answers someone else saved (live): on screen and in the cache, unless this editor's own change waits. */
  applyRemote: (saved: Record<string, EifFieldVersion & { value: unknown }>) => void;
};

/**
 * The EIF's one form (every answer of the client, its policies and plans, shaped like the save call) with
 * autosave (issue 9 item 4: saved within about a second, kept in the browser until the server has it) and
 * the conflicts of co-editing (decision 093): an answer someone else changed meanwhile is not overwritten;
 * the editor keeps theirs or keeps their own.
 */
export function useEifEditor(
  clientId: string,
  loaded: EifAnswers,
  me?: { id: string; nameOf: (userId: string | null) => string | null },
): EifEditor {
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const form = useSchemaForm<EifAllAnswers, unknown>(eifAnswersPatchSchema, loaded.answers) as EifForm;
  const [save] = useSaveEifAnswersMutation();
  const [conflicts, setConflicts] = useState<Record<string, EifNotice>>({});
  const meRef = useRef(me);
  meRef.current = me;
  // The versions this editor has seen: the cache's, kept current by every save's answer.
  const versions = useRef(loaded.versions);
  versions.current = loaded.versions;

  const absorb = useCallback(
    (result: EifAnswersSaved) => {
      if (result.conflicts.length === 0) return;
      // The cache learns the newer versions and values, so "keep mine" is based on what the editor was shown.
      dispatch(
        eifAnswersApi.util.updateQueryData('getEifAnswers', clientId, (draft) => {
          for (const c of result.conflicts) {
            draft.versions[c.path] = { version: c.version, updatedBy: c.updatedBy, updatedAt: c.updatedAt };
          }
        }),
      );
      setConflicts((current) => ({
        ...current,
        ...Object.fromEntries(
          result.conflicts.map((c) => [c.path, { ...c, by: meRef.current?.nameOf(c.updatedBy) ?? null }]),
        ),
      }));
    },
    [clientId, dispatch],
  );

  const autosave = useAutosave<EifAllAnswers>({
    form,
    storageKey: `autosave:eif:${clientId}`,
    save: async (changes) => {
      const result = await save({
        clientId,
        body: eifPatchOf(changes as Record<string, unknown>, versions.current),
      }).unwrap();
      absorb(result);
      return result;
    },
    onRefused: (error) => form.applyServerError(error, errorText.messageOf(error)),
  });

  const resolve = (path: string) =>
    setConflicts((current) => Object.fromEntries(Object.entries(current).filter(([p]) => p !== path)));

  const keepTheirs = (path: string) => {
    const conflict = conflicts[path];
    if (!conflict) return;
    // A replaced answer already shows theirs: keeping it only dismisses the notice.
    if (!conflict.replaced) form.change(path as Path<EifAllAnswers>, conflict.theirs as never);
    resolve(path);
  };

  const keepMine = async (path: string) => {
    const conflict = conflicts[path];
    if (!conflict) return;
    const result = await save({
      clientId,
      body: eifPatchOf({ [path]: conflict.yours }, { [path]: conflict }),
    }).unwrap();
    // Put back on screen too (a replaced answer was showing theirs), without saving it again.
    if (conflict.replaced && result.conflicts.length === 0) {
      autosave.acceptRemote(path as Path<EifAllAnswers>, conflict.yours);
    }
    resolve(path);
    absorb(result);
  };

  // A conflict the editor answered by changing the field again is settled by that change.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name && conflicts[name]) resolve(name);
    });
    return () => subscription.unsubscribe();
  }, [form, conflicts]);

  const applyRemote = (saved: Record<string, EifFieldVersion & { value: unknown }>) => {
    // An answer this editor made (its latest write is theirs) that someone else's save now replaces: they are
    // told whose answer replaced theirs, and may put theirs back (issue 28 item 6).
    const mine = meRef.current?.id;
    const replaced: EifNotice[] = [];
    for (const [path, { value, ...version }] of Object.entries(saved)) {
      const before = form.getValues(path as Path<EifAllAnswers>) as unknown;
      const madeByMe = !!mine && versions.current[path]?.updatedBy === mine;
      if (madeByMe && version.updatedBy !== mine && !sameValue(before, value)) {
        replaced.push({
          path,
          yours: before,
          theirs: value,
          ...version,
          replaced: true,
          by: meRef.current?.nameOf(version.updatedBy) ?? null,
        });
      }
    }
    const shown = Object.entries(saved).filter(([path, { value }]) =>
      autosave.acceptRemote(path as Path<EifAllAnswers>, value),
    );
    const told = replaced.filter((r) => shown.some(([path]) => path === r.path));
    if (told.length > 0) {
      setConflicts((current) => ({ ...current, ...Object.fromEntries(told.map((r) => [r.path, r])) }));
    }
    if (shown.length === 0) return;
    dispatch(
      eifAnswersApi.util.updateQueryData('getEifAnswers', clientId, (draft) => {
        for (const [path, { value, ...version }] of shown) {
          const [first, id, field] = path.split('.');
          if ((first === 'policies' || first === 'plans') && id && field) {
            const record = (draft.answers[first] as Record<string, Record<string, unknown>>)[id];
            if (record) record[field] = value;
          } else if (first) {
            (draft.answers as unknown as Record<string, unknown>)[first] = value;
          }
          draft.versions[path] = version;
        }
      }),
    );
  };

  return { form, autosave, conflicts, keepTheirs, keepMine, applyRemote };
}
