/**
 * The JSON view of the definition being designed: edit the text (validated and completed from the definition's
 * JSON Schema) and apply it, which replaces the designed definition as one undoable step. Text that does not parse,
 * or is not a definition's shape, is not applied and says why.
 */
import { Alert, Modal, Spin } from 'antd';
import Ajv from 'ajv';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { definitionJsonSchema } from '../../../../runtime/core/lowcode/definition-json-schema';
import type { Definition } from '../../../../runtime/core/lowcode/definition';

const JsonEditor = lazy(() => import('./JsonEditor'));

/** Props of {@link JsonDialog}. */
export interface JsonDialogProps {
  open: boolean;
  definition: Definition;
  onClose(): void;
  onApply(definition: Definition): void;
}

/** The JSON dialog. */
export function JsonDialog({ open, definition, onClose, onApply }: JsonDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const validate = useMemo(() => new Ajv({ allErrors: true, strict: false }).compile(definitionJsonSchema()), []);
  useEffect(() => {
    if (open) {
      setText(JSON.stringify(definition, null, 2));
      setError(undefined);
    }
  }, [open, definition]);
  const apply = () => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (problem) {
      setError(t('designer.jsonUnreadable', { reason: problem instanceof Error ? problem.message : String(problem) }));
      return;
    }
    if (!validate(parsed)) {
      const first = validate.errors?.[0];
      setError(t('designer.jsonInvalid', { path: first?.instancePath || '/', reason: first?.message ?? '' }));
      return;
    }
    onApply(parsed as Definition);
    onClose();
  };
  return (
    <Modal title={t('designer.json')} open={open} onCancel={onClose} onOk={apply} okText={t('designer.jsonApply')} cancelText={t('common.cancel')} width={900} destroyOnHidden mask={{ closable: false }}>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 8 }} data-testid="designer-json-error" /> : null}
      <div data-testid="designer-json">
        <Suspense fallback={<Spin />}>
          <JsonEditor value={text} onChange={setText} />
        </Suspense>
      </div>
    </Modal>
  );
}
