/**
 * The server's check of an `address` field's value (spec 02 "Address picker"): the shape of the field's mode (one
 * id-path, or with `multiple` a list of unique paths), and every path a real chain of areas from a province down to
 * a node the picker lets one choose at its `level` — a client may send any ids. A refusal is `invalidField` naming
 * the field; an empty value is left as it is.
 */
import { addressLevel, readAddressValue } from '../../../runtime/core/address/selection';
import type { Translate } from '../../../runtime/core/schema/messages';
import type { FormField } from '../../../runtime/core/schema/types';
import { fail } from '../../errors';
import { pathsAreChoosable } from '../area/area-store';
import type { Executor } from './store';

/** Checks an address value; throws `invalidField` for one it refuses. */
export async function checkAddressValue(db: Executor, field: Pick<FormField, 'props'>, value: unknown, label: string, t: Translate): Promise<void> {
  const paths = readAddressValue(value, field.props?.multiple === true);
  if (!paths || !(await pathsAreChoosable(db, paths, addressLevel(field.props?.level)))) throw fail('invalidField', { message: t('error.areaPathInvalid', { field: label }) });
}
