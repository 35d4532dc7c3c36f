import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** A process holding a listening socket, as far as /proc shows it. */
export interface PortHolder {
  pid: number;
  command: string;
}

function lines(file: string): string[] {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(1);
  } catch {
    return [];
  }
}

function entries(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** The socket inode of every TCP socket listening on one of `ports` (IPv4 and IPv6), by port. */
function listeningSockets(ports: number[]): Map<string, number> {
  const wanted = new Set(ports);
  const sockets = new Map<string, number>();
  for (const line of [...lines('/proc/net/tcp'), ...lines('/proc/net/tcp6')]) {
    // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode
    const [, local, , state, , , , , , inode] = line.trim().split(/\s+/);
    const port = parseInt(local?.split(':')[1] ?? '', 16);
    if (state === '0A' && wanted.has(port) && inode && inode !== '0') sockets.set(inode, port);
  }
  return sockets;
}

function commandLine(pid: string): string {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const command = argv.join(' ');
    return command.length > 200 ? `${command.slice(0, 200)}…` : command;
  } catch {
    return '?';
  }
}

/**
 * Which processes hold a socket listening on each of `ports`, read from /proc (Linux): the
 * sockets' inodes from /proc/net/tcp{,6}, then every process's open files. A port is missing from
 * the answer when that cannot be told (no /proc, or a process of another user holds it).
 */
export function portHolders(ports: number[]): Map<number, PortHolder[]> {
  const sockets = listeningSockets(ports);
  const holders = new Map<number, PortHolder[]>();
  if (sockets.size === 0) return holders;
  for (const pid of entries('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const found = new Set<number>();
    for (const fd of entries(`/proc/${pid}/fd`)) {
      let link: string;
      try {
        link = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const port = sockets.get(/^socket:\[(\d+)\]$/.exec(link)?.[1] ?? '');
      if (port !== undefined) found.add(port);
    }
    for (const port of found) {
      holders.set(port, [
        ...(holders.get(port) ?? []),
        { pid: Number(pid), command: commandLine(pid) },
      ]);
    }
  }
  return holders;
}
