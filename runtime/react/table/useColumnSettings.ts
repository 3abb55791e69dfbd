/**
 * The column choices of a screen's list for the current module: loaded from the host's store, saved on change. A
 * user who has made no choice of their own starts from the administrator's arrangement of the page (column
 * authority, through the data provider), merged with the schema's columns like stored choices.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ScreenSchema } from '../../core/schema/types';
import { useHost } from '../host';
import { columnSettingsKey, loadColumnSettings, mergeColumnSettings, saveColumnSettings, type ColumnSetting } from './column-settings';

/** The column choices and their setter. */
export function useColumnSettings(schema: ScreenSchema): [ColumnSetting[], (settings: ColumnSetting[]) => void] {
  const host = useHost();
  const key = columnSettingsKey(host.modelId, schema.id);
  const initial = useMemo(() => loadColumnSettings(host.settings, key, schema.list.columns), [host.settings, key, schema]);
  const [settings, setSettings] = useState(initial);
  const ownChoice = host.settings.get(key) !== null;
  useEffect(() => {
    if (ownChoice || !host.modelId || schema.embedded || !host.data.columnArrangement) return;
    let live = true;
    host.data
      .columnArrangement(host.modelId)
      .then((arranged) => {
        if (live && arranged.length) setSettings(mergeColumnSettings(schema.list.columns, arranged.map((entry) => ({ prop: entry.prop, visible: entry.visible, fixed: (entry.fixed || '') as ColumnSetting['fixed'] }))));
      })
      // No arrangement (or not allowed to read it): the schema's order stays.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [ownChoice, host.modelId, host.data, schema]);
  const update = useCallback(
    (next: ColumnSetting[]) => {
      setSettings(next);
      saveColumnSettings(host.settings, key, next);
    },
    [host.settings, key],
  );
  return [settings, update];
}
