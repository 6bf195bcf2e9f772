// The rounds of a durable queue's sender (the e-mails, the phone alerts, the owner's WhatsApp
// alerts): each round claims what is due and sends it. A call to deliver while a round runs asks for
// one more round after it, so what was queued meanwhile does not wait for the next poll.

export type QueueRounds = {
  /** Sends everything that is due; resolves once the rounds in progress end. */
  deliver: () => Promise<void>;
  /** Starts looking for due work: now, then every pollMs. */
  start: () => void;
  /** Something was queued: send it at once, or after batchMs with whatever joins it meanwhile. */
  nudge: () => void;
  /** Stops looking, and waits for a round in progress to end. */
  stop: () => Promise<void>;
};

export function queueRounds(options: {
  /** Claims and sends what is due; answers whether to go on at once (more may be waiting). */
  round: () => Promise<boolean>;
  pollMs: number;
  batchMs?: number;
  onError: (error: unknown) => void;
}): QueueRounds {
  let running: Promise<void> | undefined;
  let again = false;
  let poll: NodeJS.Timeout | undefined;
  let soon: NodeJS.Timeout | undefined;

  async function rounds() {
    for (;;) {
      again = false;
      const more = await options.round();
      if (!again && !more) return;
    }
  }

  function deliver(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = rounds()
      .catch(options.onError)
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    deliver,
    start() {
      poll ??= setInterval(() => void deliver(), options.pollMs).unref();
      void deliver();
    },
    nudge() {
      if (options.batchMs === undefined) return void deliver();
      soon ??= setTimeout(() => {
        soon = undefined;
        void deliver();
      }, options.batchMs).unref();
    },
    async stop() {
      clearInterval(poll);
      clearTimeout(soon);
      poll = soon = undefined;
      await running;
    },
  };
}
