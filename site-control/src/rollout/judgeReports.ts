import type { Redis } from 'ioredis';
import type { JudgeReport } from './judgeReport';

/**
 * The judge's latest reports, one per running canary, for the platform page of every replica: the
 * leader writes them after each look, any replica reads them.
 */
export interface JudgeReports {
  write(reports: readonly JudgeReport[]): Promise<void>;
  read(): Promise<JudgeReport[]>;
}

/** One machine's: in this process's memory. */
export function createMemoryJudgeReports(): JudgeReports {
  let latest: JudgeReport[] = [];
  return {
    async write(reports) {
      latest = [...reports];
    },
    read: async () => latest,
  };
}

/**
 * A fleet's: one key in Redis, kept `keepMs` after the look that wrote it, so the reports of a leader
 * that stopped looking go with it rather than stand as current.
 */
export function createRedisJudgeReports(
  redis: Redis,
  { key = 'expo:control:judge-reports', keepMs }: { key?: string; keepMs: number },
): JudgeReports {
  return {
    async write(reports) {
      await redis.set(key, JSON.stringify(reports), 'PX', keepMs);
    },
    async read() {
      const json = await redis.get(key);
      return json ? (JSON.parse(json) as JudgeReport[]) : [];
    },
  };
}
