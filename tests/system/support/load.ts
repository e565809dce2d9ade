/**
 * A steady, bounded load through nginx: a few visitors in a loop, each reading a page then, every other
 * time, signing up to the newsletter with an e-mail of its own (so each acknowledged submission can be
 * found again). Answers are counted per phase of the test (baseline, instance killed, database down …).
 */
import { isSiteErrorPage, looksLikeStackTrace, request, signUp, type Answer } from './visitor';

const PAGES = ['/en/', '/fr/', '/nl/', '/de/', '/en/login/', '/en/property/1001/', '/fr/bien/1002/', '/api/health/'];
const VISITORS = 3;
const PAUSE_MS = 80;

export type PhaseFigures = { sent: number; pages: number; posts: number; acknowledged: number; fivexx: number; networkErrors: number; cut: number };

export class LoadRun {
  private current: string;
  private running = false;
  private loops: Promise<void>[] = [];
  private n = 0;
  private readonly run = Date.now().toString(36);
  readonly byPhase: Record<string, PhaseFigures> = {};
  readonly acknowledged: string[] = [];
  readonly failures: string[] = [];
  readonly stackTraces: string[] = [];
  /** The 5xx pages visitors got (the health check's 503 is for monitors, not visitors, and is left out). */
  readonly errorPages: string[] = [];
  /** Requests under way on an instance the test killed (SIGKILL): a post nginx must not resend is lost with it. */
  readonly cutByKill: string[] = [];
  private inFlight = new Set<number>();
  private cut = new Set<number>();
  private killing = false;
  private requestIds = 0;
  /** Requests under way when a fault began, and that fault. */
  private overtakenBy = new Map<number, string>();

  constructor(
    private readonly base: string,
    private readonly newsletter: [string, string][],
    private readonly nextIp: () => string,
    firstPhase: string,
  ) {
    this.current = firstPhase;
    this.phase(firstPhase);
  }

  /**
   * From now on requests count in the phase `name`. A fault (`{ fault: true }`: the database stopped) may also fail
   * the requests already under way when it begins: such a request that fails is counted as the fault's, not as the
   * phase it was sent in.
   */
  phase(name: string, { fault = false }: { fault?: boolean } = {}): void {
    this.current = name;
    this.byPhase[name] ??= { sent: 0, pages: 0, posts: 0, acknowledged: 0, fivexx: 0, networkErrors: 0, cut: 0 };
    if (fault) for (const id of this.inFlight) this.overtakenBy.set(id, name);
  }

  /** The figures of a phase `phase()` began. */
  private figures(phase: string): PhaseFigures {
    const f = this.byPhase[phase];
    if (!f) throw new Error(`No figures for the phase "${phase}": phase() was not called for it`);
    return f;
  }

  /**
   * A SIGKILL is about to be sent: the requests under way now, and those that start before the process is
   * gone (the kernel still queues connections on its socket until then), are those it may cut.
   */
  markKill(): void {
    this.cut = new Set(this.inFlight);
    this.killing = true;
  }

  /** The killed process is gone: requests from now on reach the instances still running. */
  killDone(): void {
    this.killing = false;
  }

  private async timed<T>(fn: () => Promise<T>): Promise<{ id: number; value: T | Error }> {
    const id = ++this.requestIds;
    this.inFlight.add(id);
    if (this.killing) this.cut.add(id);
    try {
      return { id, value: await fn() };
    } catch (e) {
      return { id, value: e as Error };
    } finally {
      this.inFlight.delete(id);
    }
  }

  start(): void {
    this.running = true;
    this.loops = Array.from({ length: VISITORS }, (_, v) => this.visitor(v));
  }

  /** The phase a request's failure is charged to: the fault that overtook it, else the phase it was sent in. */
  private chargedTo(id: number, sentIn: string): string {
    return this.overtakenBy.get(id) ?? sentIn;
  }

  private record(sentIn: string, what: string, answer: Answer | Error, id: number): void {
    this.figures(sentIn).sent++;
    const failed = answer instanceof Error || answer.status >= 500;
    const phase = failed ? this.chargedTo(id, sentIn) : sentIn;
    const f = this.figures(phase);
    if (this.cut.has(id) && failed) {
      f.cut++;
      this.cutByKill.push(`${phase}: ${what}: ${answer instanceof Error ? answer.message : answer.status}`);
      return;
    }
    if (answer instanceof Error) {
      f.networkErrors++;
      this.failures.push(`${phase}: ${what}: ${answer.message}`);
      return;
    }
    if (answer.status >= 500) {
      f.fivexx++;
      this.failures.push(`${phase}: ${what}: ${answer.status}${answer.requestId ? ` [${answer.requestId}]` : ''}`);
      if (!what.includes('/api/health/')) this.errorPages.push(answer.body);
    } else if (answer.status >= 400 && answer.status !== 404) {
      this.failures.push(`${phase}: ${what}: ${answer.status}`);
    }
    if (looksLikeStackTrace(answer.body)) this.stackTraces.push(`${phase}: ${what}: ${answer.body.slice(0, 300)}`);
  }

  private async visitor(v: number): Promise<void> {
    for (let i = 0; this.running; i++) {
      const phase = this.current;
      const path = PAGES[(i + v) % PAGES.length];
      this.figures(phase).pages++;
      const page = await this.timed(() => request(`${this.base}${path}`, { ip: this.nextIp(), timeoutMs: 60_000 }));
      this.record(phase, `GET ${path}`, page.value, page.id);
      if (i % 2 === 0) {
        const email = `load-${this.run}-${++this.n}@example.org`;
        const postPhase = this.current;
        const { id, value: posted } = await this.timed(() => signUp(`${this.base}/en/`, this.newsletter, email, { ip: this.nextIp() }));
        this.figures(postPhase).posts++;
        this.record(postPhase, 'POST newsletter', posted, id);
        if (!(posted instanceof Error) && posted.status === 303 && /sign-newsletter/.test(posted.location ?? '')) {
          this.acknowledged.push(email);
          this.figures(postPhase).acknowledged++;
        } else if (!(posted instanceof Error) && posted.status < 500) {
          // Not acknowledged and no 5xx: the form's own message ("not sent, try again"), which is not a failure
          // while the database is down; elsewhere it is.
          this.failures.push(
            `${this.chargedTo(id, postPhase)}: POST newsletter not acknowledged: ${posted.status} ${isSiteErrorPage(posted.body) ? '(site error page)' : ''}`,
          );
        }
      }
      await new Promise((r) => setTimeout(r, PAUSE_MS));
    }
  }

  async stop(): Promise<LoadResult> {
    this.running = false;
    await Promise.all(this.loops);
    return new LoadResult(this);
  }
}

export class LoadResult {
  constructor(private readonly run: LoadRun) {}

  get byPhase() {
    return this.run.byPhase;
  }
  get acknowledged() {
    return this.run.acknowledged;
  }
  get failures() {
    return this.run.failures;
  }
  get stackTraces() {
    return this.run.stackTraces;
  }
  get errorPages() {
    return this.run.errorPages;
  }
  get cutByKill() {
    return this.run.cutByKill;
  }
  get failed(): number {
    return this.run.failures.length;
  }

  print(): void {
    const rows = Object.entries(this.byPhase).map(
      ([phase, f]) =>
        `  ${phase.padEnd(20)} sent ${String(f.sent).padStart(5)}  pages ${String(f.pages).padStart(5)}  posts ${String(f.posts).padStart(4)}  acknowledged ${String(f.acknowledged).padStart(4)}  5xx ${String(f.fivexx).padStart(3)}  network errors ${f.networkErrors}  cut by a kill ${f.cut}`,
    );
    const total = Object.values(this.byPhase).reduce((s, f) => s + f.sent, 0);
    const notes = [...this.failures.slice(0, 10), ...this.cutByKill].map((f) => `  - ${f}`);
    console.log(
      [`requests sent ${total}, submissions acknowledged ${this.acknowledged.length}, not counted as success ${this.failed}`, ...rows, ...notes].join('\n'),
    );
  }
}
