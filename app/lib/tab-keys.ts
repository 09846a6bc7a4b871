/**
 * The keys of the WAI-ARIA tabs pattern: ArrowRight and ArrowLeft select the
 * next and the previous tab (going round at either end), Home the first and
 * End the last. Returns the index of the tab the key selects, or undefined
 * for any other key (which the tab then handles as usual).
 */
export function tabIndexForKey(key: string, index: number, count: number): number | undefined {
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  if (key === "ArrowRight") return (index + 1) % count;
  if (key === "ArrowLeft") return (index - 1 + count) % count;
  return undefined;
}
