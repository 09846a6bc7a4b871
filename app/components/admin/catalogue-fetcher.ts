import { useEffect, useRef } from "react";
import type { FetcherWithComponents } from "react-router";

/**
 * Calls `onAnswer` once for each answer the fetcher receives, when it has
 * settled: `fetcher.data` stays set across renders, so a plain effect on it
 * would report the same answer again.
 */
export function useFetcherAnswer<T>(fetcher: FetcherWithComponents<T>, onAnswer: (answer: T) => void) {
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && handled.current !== fetcher.data) {
      handled.current = fetcher.data;
      onAnswer(fetcher.data);
    }
  }, [fetcher.state, fetcher.data, onAnswer]);
}
