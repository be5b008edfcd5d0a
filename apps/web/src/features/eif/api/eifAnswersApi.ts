import { CLIENTS_CALLS as C, type EifAnswers, type EifAnswersPatch } from '@onboard/contracts';
import { api } from '../../../app/api.js';
import { routeMutation, routeQuery } from '../../../app/routeEndpoint.js';

/** Writes an answer into the nested answers by its path (`field`, `policies.<id>.field`, `plans.<id>.field`). */
function setAnswer(answers: EifAnswers['answers'], path: string, value: unknown): void {
  const [first, id, field] = path.split('.');
  if ((first === 'policies' || first === 'plans') && id && field) {
    const record = (answers[first] as Record<string, Record<string, unknown>>)[id];
    if (record) record[field] = value;
  } else if (first) {
    (answers as unknown as Record<string, unknown>)[first] = value;
  }
}

/**
 * The EIF's answers (issue 9, decision 090). A save does not refetch: what the server saved (values and their
 * new versions) is written into the cached answers, so the form's next save is based on the versions it has
 * seen (decision 093).
 */
export const eifAnswersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEifAnswers: build.query(routeQuery(C.eifAnswersGet, (clientId: string) => ({ params: { clientId } }))),
    saveEifAnswers: build.mutation({
      ...routeMutation(
        C.eifAnswersSave,
        ({ clientId, body }: { clientId: string; body: EifAnswersPatch }) => ({ params: { clientId }, body }),
      ),
      async onQueryStarted({ clientId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          eifAnswersApi.util.updateQueryData('getEifAnswers', clientId, (draft) => {
            for (const [path, saved] of Object.entries(data.saved)) {
              const { value, ...version } = saved;
              setAnswer(draft.answers, path, value);
              draft.versions[path] = version;
            }
          }),
        );
      },
    }),
    /** The authorized signer signs (review & submit); the answers and the client (its task) are refetched. */
    signEif: build.mutation(
      routeMutation(C.eifSign, (clientId: string) => ({ params: { clientId }, body: { confirm: true } })),
    ),
  }),
});

export const { useGetEifAnswersQuery, useSaveEifAnswersMutation, useSignEifMutation } = eifAnswersApi;

/**
 * The save body for answers changed in the form (by path): nested like the form, each with the version of
 * it the editor last saw (0 when never saved), so a change someone made meanwhile is a conflict.
 */
export function eifPatchOf(
  changes: Record<string, unknown>,
  versions: EifAnswers['versions'],
): EifAnswersPatch {
  const body: Record<string, unknown> & { baseVersions: Record<string, number> } = { baseVersions: {} };
  for (const [path, value] of Object.entries(changes)) {
    const [first, id, field] = path.split('.');
    if ((first === 'policies' || first === 'plans') && id && field) {
      const group = ((body[first] as Record<string, Record<string, unknown>> | undefined) ??= {});
      (group[id] ??= {})[field] = value;
    } else if (first) {
      body[first] = value;
    }
    body.baseVersions[path] = versions[path]?.version ?? 0;
  }
  return body as EifAnswersPatch;
}
