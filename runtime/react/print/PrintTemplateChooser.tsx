/**
 * The print template chooser (spec 02, spec 03 "Print template chooser"): with exactly one template id it asks
 * nothing and uses that one; with several it fetches their names (`printDev/getListOptions`, enabled ones only) and
 * lists them in a 400 px dialog titled 选择打印模板, and the one picked opens the print preview.
 */
import { Empty, List, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import type { Translate } from '../../core/schema/messages';
import { useHost } from '../host';
import { PrintPreview } from './PrintPreview';

/** Props of {@link PrintTemplateChooser}. */
export interface PrintTemplateChooserProps {
  templateIds: string[];
  recordIds: string[];
  /** The document's title. */
  title: string;
  t: Translate;
  functionPreview?: boolean;
  onClose(): void;
}

/** The chooser, then the preview of the template chosen. */
export function PrintTemplateChooser({ templateIds, recordIds, title, t, functionPreview, onClose }: PrintTemplateChooserProps) {
  const host = useHost();
  const [chosen, setChosen] = useState<string | undefined>(templateIds.length === 1 ? templateIds[0] : undefined);
  const [options, setOptions] = useState<{ id: string; fullName: string }[] | undefined>();
  useEffect(() => {
    if (templateIds.length <= 1) return;
    let live = true;
    host.data
      .request<{ id: string; fullName: string }[]>('POST', '/api/system/printDev/getListOptions', { ids: templateIds })
      .then((list) => live && setOptions(list ?? []))
      .catch(() => live && onClose());
    return () => {
      live = false;
    };
  }, [host.data, templateIds, onClose]);

  if (chosen) return <PrintPreview templateId={chosen} recordIds={recordIds} title={title} t={t} functionPreview={functionPreview} onClose={onClose} />;
  return (
    <Modal open title={t('print.chooseTemplate')} width={400} footer={null} onCancel={onClose} destroyOnHidden>
      {options === undefined ? (
        <Spin style={{ display: 'block', margin: '24px auto' }} />
      ) : options.length === 0 ? (
        <Empty description={t('print.noTemplate')} />
      ) : (
        <List
          data-testid="print-template-chooser"
          dataSource={options}
          renderItem={(option) => (
            <List.Item style={{ cursor: 'pointer' }} onClick={() => setChosen(option.id)} data-template-id={option.id}>
              {option.fullName}
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
