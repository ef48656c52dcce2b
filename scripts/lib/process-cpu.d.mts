// Types of process-cpu.mjs for the TypeScript tests that import it.
export interface ProcessKindCpu {
  /** the kind of process (processKind) */
  kind: string;
  /** user + system CPU seconds its processes used while they were read */
  seconds: number;
  /** how many processes of the kind used CPU */
  processes: number;
}
export declare function processKind(cmdline: string): string | null;
export declare function startProcessCpu(): { stop(): ProcessKindCpu[] };
export declare function processCpuLines(kinds: ProcessKindCpu[]): string[];
