// CPU seconds (user + system) of the phases of `npm test`, beside their wall time: on a shared
// machine wall time says how loaded it was, CPU time what a phase costs (ADR 150, docs/testing.md).
// Linux only; elsewhere the figures are left out.
import fs from 'node:fs';

const TIME = '/usr/bin/time';
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on every Linux we run). */
const TICKS = 100;

/**
 * The command line that runs `cmd args` under GNU time, writing "<user s> <sys s>" to `outFile`
 * (its own children's and their waited-for descendants' CPU), or `cmd args` unchanged when
 * /usr/bin/time is absent.
 * @param {string} cmd
 * @param {string[]} args
 * @param {string} outFile
 * @returns {[string, string[]]}
 */
export function timed(cmd, args, outFile) {
  if (!fs.existsSync(TIME)) return [cmd, args];
  return [TIME, ['-f', '%U %S', '-o', outFile, cmd, ...args]];
}

/**
 * The CPU seconds GNU time wrote to `outFile` (its last line; a failed command adds a line above),
 * or null when there is none.
 * @param {string} outFile
 * @returns {number | null}
 */
export function readTimed(outFile) {
  if (!fs.existsSync(outFile)) return null;
  const last = fs.readFileSync(outFile, 'utf8').trim().split('\n').at(-1) ?? '';
  const [user, sys] = last.split(' ').map(Number);
  return Number.isFinite(user) && Number.isFinite(sys) ? Math.round((user + sys) * 10) / 10 : null;
}

/**
 * CPU seconds (user + system) of this process's children that have ended and been waited for
 * (cutime + cstime of /proc/self/stat), or null off Linux. The difference around a spawnSync is
 * that command's CPU, its descendants included.
 * @returns {number | null}
 */
export function childrenCpuSeconds() {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    // fields after the command name, which is in parentheses and may hold spaces
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / TICKS;
  } catch {
    return null;
  }
}
