/** Loads the option labels of a list's "option" columns from their form fields' sources. */
import { useEffect, useState } from 'react';
import type { Translate } from '../../core/schema/messages';
import type { ScreenSchema } from '../../core/schema/types';
import { useHost } from '../host';
import { loadOptions } from '../options';
import { labelsOf, type OptionLabels } from '../table/cells';

/** Labels by value for each "option" column of the screen. */
export function useOptionLabels(schema: ScreenSchema, t: Translate, context: Record<string, unknown> | undefined): OptionLabels {
  const host = useHost();
  const [labels, setLabels] = useState<OptionLabels>({});
  useEffect(() => {
    let live = true;
    const fields = schema.list.columns.filter((column) => column.render === 'option');
    void Promise.all(
      fields.map(async (column) => {
        const source = schema.form.fields.find((field) => field.name === column.field)?.source;
        const options = await loadOptions(source, host.data, { t, context: context ?? {}, values: {} }).catch(() => []);
        return [column.field, labelsOf(options)] as const;
      }),
    ).then((entries) => live && setLabels(Object.fromEntries(entries)));
    return () => {
      live = false;
    };
  }, [schema, t, host, context]);
  return labels;
}
