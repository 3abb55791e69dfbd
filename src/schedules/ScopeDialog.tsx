/**
 * The scope choice for a repeating schedule (spec 03 "Schedule view dialog"): 删除确认, 380 px, offering 此日程 (1),
 * 此日程及后续 (2) and 所有日程 (3). Confirming with no choice says 请选择日程 and keeps the dialog open. Editing a
 * repeating schedule asks the same question under 修改确认.
 */
import { Modal, Radio, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleScope } from '../../runtime/core/contract/schedule';
import { notifyWarning } from '../host/notify';

/** The dialog's width (spec 03 §9). */
export const SCOPE_DIALOG_WIDTH = 380;

const CHOICES: Array<{ scope: ScheduleScope; label: 'schedule.scopeThis' | 'schedule.scopeLater' | 'schedule.scopeAll' }> = [
  { scope: 1, label: 'schedule.scopeThis' },
  { scope: 2, label: 'schedule.scopeLater' },
  { scope: 3, label: 'schedule.scopeAll' },
];

/** The dialog; `purpose` picks the title. `onConfirm` may be async: the OK button shows loading meanwhile. */
export function ScopeDialog(props: { open: boolean; purpose: 'delete' | 'edit'; onCancel(): void; onConfirm(scope: ScheduleScope): Promise<void> | void }) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<ScheduleScope>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (props.open) setScope(undefined);
  }, [props.open]);
  const confirm = async () => {
    if (!scope) {
      notifyWarning(t('schedule.chooseScope'));
      return;
    }
    setBusy(true);
    try {
      await props.onConfirm(scope);
    } catch {
      // The http client has shown the server's message; the choice stays open.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={props.open}
      title={t(props.purpose === 'delete' ? 'schedule.deleteConfirmTitle' : 'schedule.editConfirmTitle')}
      width={SCOPE_DIALOG_WIDTH}
      mask={{ closable: false }}
      destroyOnHidden
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => void confirm()}
      onCancel={props.onCancel}
      data-testid="schedule-scope-dialog"
    >
      <Radio.Group value={scope} onChange={(event) => setScope(event.target.value as ScheduleScope)}>
        <Space orientation="vertical">
          {CHOICES.map((choice) => (
            <Radio key={choice.scope} value={choice.scope} data-testid={`schedule-scope-${choice.scope}`}>
              {t(choice.label)}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Modal>
  );
}
