import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Redis } from 'ioredis';

/** One change to what visitors get, as the audit log keeps it. */
export interface AuditEntry {
  at: string;
  /** The name of the key that made it (never the key). */
  who: string;
  action: 'publish' | 'refuse' | 'promote' | 'rollback' | 'pause' | 'resume' | 'remove' | 'hold' | 'judge';
  remote: string;
  release?: string;
  /** The registry revision before and after (a publish changes none). */
  revisionBefore?: number;
  revisionAfter?: number;
  /** A promote's share of visitors: under 100, a canary. */
  percent?: number;
  /** The judge's decisions: its verdict and the figures of both sides it decided on. */
  verdict?: string;
  figures?: unknown;
  note?: string;
  /** A rollback that ended a canary: `release` is the canary's, which it took off visitors, not one it made live. */
  endedCanary?: true;
  /** The release it made live is a base release: the build the site started with. */
  base?: true;
  /**
   * 'unknown': the registry store stopped answering after the change was sent, so it may or may not
   * have been made (the registry's revisions tell which). 'fenced': a change the leader's judge decided
   * was refused, never made: the registry had moved on since, or a later leader's term had begun.
   */
  outcome?: 'unknown' | 'fenced';
}

/**
 * The audit log: one JSON line per entry, appended to a file of the data directory (each entry one
 * write in append mode, so entries from several processes never interleave), kept across restarts.
 */
export function createFileAuditLog(file: string) {
  return {
    async append(entry: Omit<AuditEntry, 'at'>): Promise<AuditEntry> {
      const written: AuditEntry = { at: new Date().toISOString(), ...entry };
      await mkdir(path.dirname(file), { recursive: true });
      await appendFile(file, `${JSON.stringify(written)}\n`, { flag: 'a' });
      return written;
    },
    /** Entries newest first, of one remote or all; a line that is not JSON (a torn last write) is skipped. */
    async read({ remote, limit = 100 }: { remote?: string; limit?: number } = {}): Promise<AuditEntry[]> {
      const text = await readFile(file, 'utf8').catch(() => '');
      const entries = text.split('\n').flatMap((line): AuditEntry[] => {
        try {
          return line ? [JSON.parse(line) as AuditEntry] : [];
        } catch {
          return [];
        }
      });
      return entries
        .filter((entry) => remote === undefined || entry.remote === remote)
        .reverse()
        .slice(0, limit);
    },
  };
}

export type AuditLog = ReturnType<typeof createFileAuditLog>;

/** Entries the fleet's stream keeps: the newest, trimmed approximately (Redis trims whole nodes). */
const STREAM_KEEPS = 100_000;

/**
 * The audit log of a fleet: a Redis stream every control-plane replica appends to and reads, so a
 * change made through one replica is in the log the others show. Each entry is one XADD (atomic); a
 * failed append throws, so the change's caller knows the log may lack it.
 */
export function createRedisAuditLog(redis: Redis, { key = 'expo:audit' } = {}): AuditLog {
  return {
    async append(entry) {
      const written: AuditEntry = { at: new Date().toISOString(), ...entry };
      await redis.xadd(key, 'MAXLEN', '~', String(STREAM_KEEPS), '*', 'entry', JSON.stringify(written));
      return written;
    },
    async read({ remote, limit = 100 } = {}) {
      const entries: AuditEntry[] = [];
      // Newest first, a page at a time, until `limit` of the remote's are found or the stream ends.
      let end = '+';
      while (entries.length < limit) {
        const page = await redis.xrevrange(key, end, '-', 'COUNT', 500);
        for (const [, fields] of page) {
          try {
            const entry = JSON.parse(fields[1] ?? '') as AuditEntry;
            if (remote === undefined || entry.remote === remote) entries.push(entry);
          } catch {
            // Not an entry this code wrote: skipped, as the file log skips a torn line.
          }
        }
        if (page.length < 500) break;
        end = `(${page[page.length - 1][0]}`;
      }
      return entries.slice(0, limit);
    },
  };
}
