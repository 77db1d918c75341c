/**
 * The control plane's leader in Redis: the lease (which replica leads, with an expiry) and the
 * counter of its terms, whose value is the fencing token of the latest term. The lease writes both;
 * the registry store reads the counter to refuse a change of an earlier term (redisRevisionStore.ts).
 */
export const leaderKeys = (prefix = 'expo:control') => ({ lease: `${prefix}:leader`, term: `${prefix}:leader-term` });
