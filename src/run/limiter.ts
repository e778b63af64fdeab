// An adaptive concurrency limit: the number of calls allowed in flight starts
// at the configured maximum, drops by one for every throttled call and grows
// back by one for about every window of successful calls (a round trip).
// Dropping per throttled call makes the cut proportional to how much of the
// window was refused (as DCTCP does): when 54 of 64 calls come back throttled
// the limit falls to about the 10 that got through, in one round trip, while a
// single throttle at a settled limit only trims it. A run under a quota so
// settles just under the quota instead of hammering it.

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

interface Waiter {
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

  /** Wait for a slot. Rejects with the signal's reason if it aborts first. */
  acquire(signal?: AbortSignal): Promise<Permit> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.queue.length === 0 && this.active < this.limit) return Promise.resolve(this.grant());
    return new Promise<Permit>((grant, reject) => {
      const waiter: Waiter = { grant, reject, signal };
      if (signal) {
        waiter.onAbort = () => {
          const at = this.queue.indexOf(waiter);
          if (at >= 0) this.queue.splice(at, 1);
          reject(signal.reason);
        };
        signal.addEventListener('abort', waiter.onAbort, { once: true });
      }
      this.queue.push(waiter);
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
    while (this.active < this.limit) {
      const waiter = this.queue.shift();
      if (waiter === undefined) break;
      if (waiter.onAbort) waiter.signal?.removeEventListener('abort', waiter.onAbort);
      waiter.grant(this.grant());
    }
  }
}
