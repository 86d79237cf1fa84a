// What a process builds from the signing keys in force (the OIDC provider, the SAML IdP's key pairs),
// kept between requests and built again when those keys change on any instance.

/** A value built from the keys in force, and which generations those were (`"2,1"`). */
export type BuiltFromKeys<T> = { value: T; generations: string };

/**
 * Gives the value for one use. `maxAgeMs` 0 (the default) reads the generations in force first; a use
 * that no cookie and no published key depends on may accept what a read at most `maxAgeMs` ago found.
 */
export type KeyRingUse<T> = (maxAgeMs?: number) => Promise<T>;

/**
 * Answers `build()`'s value while the generations in force (`generations()`, a few rows' ids) are the
 * ones it was built from; when they changed — another instance rotated, or a replaced key's time ran
 * out — builds again. A use reads the generations (unless a recent enough read satisfies it), so a key
 * another instance made is used here from the next request on: cookies it signs must verify everywhere
 * at once. Uses arriving while a read is in flight share it, and one build serves every use waiting for
 * it; a failed build is tried again by the next use.
 */
export function keyRingCache<T>(
  generations: () => Promise<string>,
  build: () => Promise<BuiltFromKeys<T>>,
  // Read through the global on each call, so a test's fake clock (vi.useFakeTimers) reaches a cache built
  // before it was installed.
  now: () => number = () => Date.now(),
): KeyRingUse<T> {
  // Reads finished so far: a build begun after the read a use relied on is at least as new as it.
  let reads = 0;
  let lastReadAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<string> | undefined;
  let built: Promise<BuiltFromKeys<T> & { from: number }> | undefined;
  const rebuild = () => {
    const from = reads;
    const next = build().then((answer) => ({ ...answer, from }));
    built = next;
    next.catch(() => {
      if (built === next) built = undefined;
    });
    return next;
  };
  return async (maxAgeMs = 0) => {
    if (built && maxAgeMs > 0 && now() - lastReadAt <= maxAgeMs) return (await built).value;
    reading ??= generations().finally(() => {
      reads += 1;
      reading = undefined;
    });
    const wanted = await reading;
    lastReadAt = now();
    const seen = reads;
    const mine = built ?? rebuild();
    const answer = await mine;
    if (answer.generations === wanted || answer.from >= seen) return answer.value;
    // Out of date: the first use to see it builds again, the others wait for that build.
    return (await (built === mine ? rebuild() : (built ?? rebuild()))).value;
  };
}
