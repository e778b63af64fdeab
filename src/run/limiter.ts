// An adaptive concurrency limit (AIMD, as TCP congestion control): the number
// of calls allowed in flight starts at the configured maximum, is cut when the
// service throttles and grows back by about one per window of successful
// calls. A run under a quota so settles near the quota instead of hammering it.

export type Outcome = 'success' | 'throttled' | 'other';

/** A slot held by one call in flight. Release it once; later releases do nothing. */
export interface Permit {
  release(outcome?: Outcome): void;
}

export interface AdaptiveLimiterOptions {
  /** The configured concurrency: the limit never goes above it. */
  max: number;
  /** Factor applied to the limit on a throttle (default 0.7). */
  decrease?: number;
}

interface Waiter {
  grant: (permit: Permit) => void;
  reject: (reason: unknown) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

export class AdaptiveLimiter {
  readonly max: number;
  private readonly decrease: number;
  /** Fractional window; the usable limit is its floor. */
  private window: number;
  private active = 0;
  /** Bumped on every cut: throttles from calls started before a cut are the same congestion event. */
  private epoch = 0;
  private readonly queue: Waiter[] = [];
  private cuts = 0;

  constructor(options: AdaptiveLimiterOptions) {
    if (!Number.isInteger(options.max) || options.max < 1) {
      throw new RangeError(`concurrency must be a whole number >= 1, got ${options.max}`);
    }
    const decrease = options.decrease ?? 0.7;
    if (!(decrease > 0 && decrease < 1)) throw new RangeError(`decrease must be between 0 and 1, got ${decrease}`);
    this.max = options.max;
    this.decrease = decrease;
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

  /** How many times throttling cut the limit. */
  get throttleCuts(): number {
    return this.cuts;
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
    const epoch = this.epoch;
    let released = false;
    return {
      release: (outcome: Outcome = 'other') => {
        if (released) return;
        released = true;
        this.active -= 1;
        if (outcome === 'success') this.grow();
        else if (outcome === 'throttled') this.cut(epoch);
        this.drain();
      },
    };
  }

  // Additive increase: +1 per `limit` successes, i.e. about one per round trip.
  private grow(): void {
    this.window = Math.min(this.max, this.window + 1 / this.limit);
  }

  // Multiplicative decrease, once per congestion event.
  private cut(permitEpoch: number): void {
    if (permitEpoch !== this.epoch) return;
    this.epoch += 1;
    this.cuts += 1;
    this.window = Math.max(1, this.window * this.decrease);
  }

  private drain(): void {
    while (this.queue.length > 0 && this.active < this.limit) {
      const waiter = this.queue.shift()!;
      if (waiter.onAbort) waiter.signal?.removeEventListener('abort', waiter.onAbort);
      waiter.grant(this.grant());
    }
  }
}
