/** A value loaded once per key (options of the designers' selects); undefined while loading or after a failure. */
import { useEffect, useState } from 'react';

/** Loads `load()` whenever `key` changes; `undefined` skips loading. */
export function useAsync<T>(load: () => Promise<T>, key: string | undefined): T | undefined {
  const [value, setValue] = useState<T | undefined>();
  useEffect(() => {
    let live = true;
    setValue(undefined);
    if (key === undefined) return;
    load()
      .then((result) => live && setValue(result))
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // `load` is recreated each render; the key says when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return value;
}
