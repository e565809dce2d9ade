/**
 * The pieces of a deployment for the system tests, each a real program: a private PostgreSQL cluster
 * (initdb / pg_ctl of Debian's package, in a temp folder, on a port of its own, so the test may stop it
 * without touching the machine's PostgreSQL), production instances of the built site (`node server/server.mjs`),
 * and Debian's nginx in front of them, run as the current user with the config rendered from
 * server/nginx.conf.template.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, copyFileSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(__dirname, '../../..');
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A free TCP port: SYSTEM_TEST_PORT_BASE + n when set (machines with a port range per user), else one the OS gives. */
export async function freePort(n: number): Promise<number> {
  const base = Number(process.env.SYSTEM_TEST_PORT_BASE ?? 0);
  if (base) return base + n;
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

const isRoot = () => process.getuid?.() === 0;

/** PostgreSQL's programs (Debian: /usr/lib/postgresql/VERSION/bin, the newest). */
function pgBin(name: string): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(join(root, v, 'bin', name))) return join(root, v, 'bin', name);
  throw new Error(`${name} not found under ${root}: install Debian's postgresql (scripts/ensure-postgres.sh with INSTALL_POSTGRES=1)`);
}

/** Run a PostgreSQL program as the current user, or as `postgres` when we are root (PostgreSQL refuses root). */
function runPg(args: [program: string, ...args: string[]]): void {
  const [cmd, ...rest] = args;
  const options = { encoding: 'utf8', timeout: 120_000 } as const;
  const r = isRoot() ? spawnSync('runuser', ['-u', 'postgres', '--', pgBin(cmd), ...rest], options) : spawnSync(pgBin(cmd), rest, options);
  if (r.status !== 0) throw new Error(`${cmd} failed (${r.status}): ${r.stderr || r.stdout}`);
}

/** A PostgreSQL cluster of the test's own: `stop()` and `start()` are an outage only this test sees. */
export class PrivatePostgres {
  readonly dir = mkdtempSync(join(tmpdir(), 'agency-pg-'));
  private readonly data = join(this.dir, 'data');
  constructor(readonly port: number) {}

  get url(): string {
    return `postgresql://postgres@127.0.0.1:${this.port}/agency`;
  }

  async init(): Promise<void> {
    if (isRoot()) {
      const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
      chownSync(this.dir, id('-u'), id('-g'));
    }
    runPg(['initdb', '-D', this.data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    this.start();
    runPg(['createdb', '-h', '127.0.0.1', '-p', String(this.port), '-U', 'postgres', 'agency']);
  }

  start(): void {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
    runPg(['pg_ctl', '-D', this.data, '-l', join(this.dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
  }

  /** A fast shutdown: sessions are cut, what was committed stays. */
  stop(): void {
    runPg(['pg_ctl', '-D', this.data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  }

  destroy(): void {
    try {
      this.stop();
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** A command of the project (seed, import) on a database; throws with its output when it fails. */
export function projectCommand(args: string[], env: Record<string, string>): string {
  const r = spawnSync('npx', ['tsx', '--conditions=react-server', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
    timeout: 240_000,
  });
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed (${r.status}): ${r.stderr}\n${r.stdout}`);
  return r.stdout;
}

/** One production instance of the built site: `node server/server.mjs` on loopback. */
export class Instance {
  private child: ChildProcess | null = null;
  private exit: Promise<number | null> | null = null;
  readonly logFile: string;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    logDir: string,
  ) {
    this.logFile = join(logDir, `${name}.log`);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Start and wait until it answers its health check. */
  async start(timeoutMs = 120_000): Promise<void> {
    const log = createWriteStream(this.logFile, { flags: 'a' });
    // LOG_LEVEL: the tests read the instances' info lines (which instance sent a mail), not the test runner's quieter level.
    const child = spawn(process.execPath, ['server/server.mjs'], {
      cwd: ROOT,
      env: { ...process.env, ...this.env, PORT: String(this.port), NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
    this.child = child;
    this.exit = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    const until = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${this.name} exited (${child.exitCode}) while starting: see ${this.logFile}`);
      const ok = await fetch(`${this.url}/api/health/`, { signal: AbortSignal.timeout(5_000) })
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) return;
      if (Date.now() > until) throw new Error(`${this.name} not ready after ${timeoutMs} ms: see ${this.logFile}`);
      await sleep(250);
    }
  }

  /** Send a signal; resolves with the exit code and how long the process took to exit. */
  async signal(sig: NodeJS.Signals): Promise<{ code: number | null; ms: number }> {
    const started = Date.now();
    this.child?.kill(sig);
    const code = await this.exit;
    this.child = null;
    return { code, ms: Date.now() - started };
  }

  async stop(): Promise<void> {
    if (this.child && this.child.exitCode === null) await this.signal('SIGKILL');
  }

  /** The JSON log lines it wrote. */
  logLines(): Record<string, unknown>[] {
    return readFileSync(this.logFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .flatMap((l) => {
        try {
          return [JSON.parse(l) as Record<string, unknown>];
        } catch {
          return [];
        }
      });
  }
}

/** nginx (Debian's package; scripts/ensure-nginx.sh) with server/nginx.conf.template, as the current user. */
export class Nginx {
  readonly prefix = mkdtempSync(join(tmpdir(), 'agency-nginx-'));
  private child: ChildProcess | null = null;

  /** `keepLogsIn`: a folder its access and error logs are copied to when it stops. */
  constructor(
    readonly port: number,
    private readonly upstreams: number[],
    private readonly keepLogsIn?: string,
  ) {}

  /** The lines of its access log (request, status, upstream and its status, request ID). */
  accessLog(): string[] {
    const file = join(this.prefix, 'logs/access.log');
    return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /**
   * Waits until nginx has passed a request to the instance on `port` and had its answer, in an access log line
   * after the first `after` lines: an instance refused once (max_fails=1) gets no request for fail_timeout (5 s),
   * then the next one tells nginx it is back. Throws after `timeoutMs` (the load must be running).
   */
  async answeredBy(port: number, after: number, timeoutMs = 20_000): Promise<void> {
    const served = new RegExp(` upstream=127\\.0\\.0\\.1:${port}/[23]\\d\\d request_id=`);
    const until = Date.now() + timeoutMs;
    while (
      !this.accessLog()
        .slice(after)
        .some((l) => served.test(l))
    ) {
      if (Date.now() > until) throw new Error(`nginx passed no request to 127.0.0.1:${port} within ${timeoutMs} ms`);
      await sleep(100);
    }
  }

  static binary(): string {
    for (const p of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(p)) return p;
    throw new Error('nginx is not installed: run scripts/ensure-nginx.sh');
  }

  async start(): Promise<void> {
    for (const d of ['logs', 'tmp']) mkdirSync(join(this.prefix, d), { recursive: true });
    const template = readFileSync(join(ROOT, 'server/nginx.conf.template'), 'utf8');
    const servers = this.upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
    const conf = template.replace('{{UPSTREAM_SERVERS}}', servers).replace('{{LISTEN}}', `127.0.0.1:${this.port}`);
    expectNoPlaceholder(conf);
    writeFileSync(join(this.prefix, 'nginx.conf'), conf);
    // Run-time settings that belong to this run, not to the site's configuration.
    const globals = `daemon off; pid ${this.prefix}/nginx.pid; error_log ${this.prefix}/logs/error.log warn;${isRoot() ? ' user root;' : ''}`;
    const child = spawn(Nginx.binary(), ['-p', this.prefix, '-c', join(this.prefix, 'nginx.conf'), '-g', globals], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
    this.child = child;
    const until = Date.now() + 20_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}`);
      const up = await fetch(`${this.url}/api/health/`).then(
        () => true,
        () => false,
      );
      if (up) return;
      if (Date.now() > until) throw new Error(`nginx did not start: ${stderr}`);
      await sleep(100);
    }
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    if (this.keepLogsIn) {
      for (const log of ['access.log', 'error.log']) {
        const file = join(this.prefix, 'logs', log);
        if (existsSync(file)) copyFileSync(file, join(this.keepLogsIn, `nginx-${log}`));
      }
    }
    rmSync(this.prefix, { recursive: true, force: true });
  }
}

function expectNoPlaceholder(conf: string): void {
  const left = /\{\{\w+\}\}/.exec(conf);
  if (left) throw new Error(`server/nginx.conf.template: ${left[0]} was not replaced`);
}
