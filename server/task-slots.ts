/**
 * At most `limit` tasks at a time, the rest waiting in order: worker threads that each take a core and a heap (the
 * spreadsheet reader, the PDF check) run a few at once, so a burst of uploads cannot starve the site's own requests.
 */
export function taskSlots(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // The slot passes to the next waiting task, or is freed.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
