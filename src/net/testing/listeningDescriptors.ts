// How many descriptors a process holds on its listening TCP socket (Linux's /proc): the accept
// handles of acceptHandles.ts are that many copies of one socket.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** The inodes of the sockets listening on `port` (state 0A in /proc/net/tcp and tcp6; the port in hex). */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length > 9 && fields[3] === '0A' && parseInt(fields[1].split(':')[1], 16) === port) inodes.add(fields[9]);
    }
  }
  return inodes;
}

/** The descriptors process `pid` holds on the socket listening on `port`. */
export function listeningDescriptors(pid: number, port: number): number {
  const inodes = listeningInodes(port);
  return readdirSync(`/proc/${pid}/fd`).filter((fd) => {
    try {
      return inodes.has(/^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] ?? '');
    } catch {
      return false;
    }
  }).length;
}
