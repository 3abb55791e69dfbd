/** The column choices of a screen's list for the current module: loaded from the host's store, saved on change. */
import { useCallback, useMemo, useState } from 'react';
import type { ScreenSchema } from '../../core/schema/types';
import { useHost } from '../host';
import { columnSettingsKey, loadColumnSettings, saveColumnSettings, type ColumnSetting } from './column-settings';

/** The column choices and their setter. */
export function useColumnSettings(schema: ScreenSchema): [ColumnSetting[], (settings: ColumnSetting[]) => void] {
  const host = useHost();
  const key = columnSettingsKey(host.modelId, schema.id);
  const initial = useMemo(() => loadColumnSettings(host.settings, key, schema.list.columns), [host.settings, key, schema]);
  const [settings, setSettings] = useState(initial);
  const update = useCallback(
    (next: ColumnSetting[]) => {
      setSettings(next);
      saveColumnSettings(host.settings, key, next);
    },
    [host.settings, key],
  );
  return [settings, update];
}
