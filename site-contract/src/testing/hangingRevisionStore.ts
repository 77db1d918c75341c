import { RevisionStoreUnreachable, type RevisionStore } from '../registry/revisionStore';

/**
 * `store`, except that while `answers()` is false a change sent to it is neither made nor answered: a
 * Redis that hangs before running it, which the delivery service reports as "may or may not have been made".
 */
export const hangingRevisionStore = (store: RevisionStore, answers: () => boolean): RevisionStore => ({
  ...store,
  append: async (next) => {
    if (!answers()) throw new RevisionStoreUnreachable('unknown');
    await store.append(next);
  },
});
