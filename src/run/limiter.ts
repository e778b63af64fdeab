// An adaptive concurrency limit: the number of calls allowed in flight starts
// at the configured maximum, drops by one for every throttled call and grows
// back by one for about every window of successful calls (a round trip).
// Dropping per throttled call makes the cut proportional to how much of the
// window was refused (as DCTCP does): when 54 of 64 calls come back throttled
// the limit falls to about the 10 that got through, in one round trip, while a
// single throttle at a settled limit only trims it. A run under a quota so
// settles just under the quota instead of hammering it.
//
// A service that says when to come back (retry-after-ms, Retry-After) holds
// the limiter until then: no call goes out into a quota known to be spent,
// and the calls it refused go first when it opens, so a call that waited is
// not refused again by one that had not.

export type Outcome = 'success' | 'throttled' | 'other';

/** A slot held by one call in flight. Release it once; later releases do nothing. */
export interface Permit {
  release(outcome?: Outcome): void;
}

export interface AdaptiveLimiterOptions {
  /** The configured concurrency: the limit never goes above it. */
  max: number;
  /** Successful windows per +1 step (default 4: one step every four round trips, so a settled run probes the quota gently). */
  growthWindows?: number;
}

/** How a call waits for a slot. */
export interface AcquireOptions {
  signal?: AbortSignal | undefined;
  /** A call coming back after a refusal: served before the calls that have not yet gone. */
  retry?: boolean;
}

interface Waiter {
  retry: boolean;
  grant: (permit: Permit) => void;
  reject: (reason: unknown) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

export class AdaptiveLimiter {
  readonly max: number;
  private readonly growthWindows: number;
  /** Fractional window; the usable limit is its floor. */
  private window: number;
  private active = 0;
  private readonly queue: Waiter[] = [];
  private throttles = 0;
  /** performance.now() before which no slot is granted (a service's wait), and the timer that opens it. */
  private heldUntil = 0;
  private holdTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: AdaptiveLimiterOptions) {
    if (!Number.isInteger(options.max) || options.max < 1) {
      throw new RangeError(`concurrency must be a whole number >= 1, got ${options.max}`);
    }
    const growthWindows = options.growthWindows ?? 4;
    if (!(growthWindows > 0)) throw new RangeError(`growthWindows must be > 0, got ${growthWindows}`);
    this.max = options.max;
    this.growthWindows = growthWindows;
    this.window = options.max;
  }

  /** Calls allowed in flight right now (1..max). */
  get limit(): number {
    // The epsilon keeps sums like 3 + 1/3 + 1/3 + 1/3 from flooring to 3.
    return Math.max(1, Math.min(this.max, Math.floor(this.window + 1e-9)));
  }

  get inFlight(): number {
    return this.active;
  }

  get waiting(): number {
    return this.queue.length;
  }

  /** How many throttled calls were reported. */
  get throttled(): number {
    return this.throttles;
  }

  /** Whether a service's wait holds every slot right now. */
  get held(): boolean {
    return performance.now() < this.heldUntil;
  }

  /**
   * Grants no slot for `ms` (the wait a service asked for), or until an
   * earlier hold ends, whichever is later; the calls in flight go on.
   */
  holdFor(ms: number): void {
    const until = performance.now() + Math.max(0, ms);
    if (until <= this.heldUntil) return;
    this.heldUntil = until;
    clearTimeout(this.holdTimer);
    this.holdTimer = setTimeout(() => {
      // A timer may fire a fraction of a millisecond before `until`: its end is the hold's end.
      this.holdTimer = undefined;
      this.heldUntil = 0;
      this.drain();
    }, until - performance.now());
    // A hold alone keeps no process alive: a waiter's own promise does.
    this.holdTimer.unref();
  }

  /** Wait for a slot. Rejects with the signal's reason if it aborts first. */
  acquire(signalOrOptions?: AbortSignal | AcquireOptions): Promise<Permit> {
    const options: AcquireOptions = signalOrOptions instanceof AbortSignal ? { signal: signalOrOptions } : (signalOrOptions ?? {});
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.queue.length === 0 && this.active < this.limit && !this.held) return Promise.resolve(this.grant());
    return new Promise<Permit>((grant, reject) => {
      const waiter: Waiter = { retry: options.retry === true, grant, reject, signal };
      if (signal) {
        waiter.onAbort = () => {
          const at = this.queue.indexOf(waiter);
          if (at >= 0) this.queue.splice(at, 1);
          reject(signal.reason);
        };
        signal.addEventListener('abort', waiter.onAbort, { once: true });
      }
      if (waiter.retry) {
        // After the other retries, before the calls that have not yet gone.
        const firstFresh = this.queue.findIndex((w) => !w.retry);
        this.queue.splice(firstFresh < 0 ? this.queue.length : firstFresh, 0, waiter);
      } else {
        this.queue.push(waiter);
      }
    });
  }

  private grant(): Permit {
    this.active += 1;
    let released = false;
    return {
      release: (outcome: Outcome = 'other') => {
        if (released) return;
        released = true;
        const inFlightWithThis = this.active;
        this.active -= 1;
        if (outcome === 'success') this.grow();
        else if (outcome === 'throttled') this.cut(inFlightWithThis);
        this.drain();
      },
    };
  }

  private grow(): void {
    this.window = Math.min(this.max, this.window + 1 / (this.limit * this.growthWindows));
  }

  // What was in flight was too much: one fewer than that (and than the limit).
  // Measuring from the calls in flight matters when the run uses fewer slots
  // than the limit allows.
  private cut(inFlightWithThis: number): void {
    this.throttles += 1;
    this.window = Math.max(1, Math.min(this.window, inFlightWithThis) - 1);
  }

  private drain(): void {
    if (this.held) return;
    while (this.active < this.limit) {
      const waiter = this.queue.shift();
      if (waiter === undefined) break;
      if (waiter.onAbort) waiter.signal?.removeEventListener('abort', waiter.onAbort);
      waiter.grant(this.grant());
    }
  }
}
