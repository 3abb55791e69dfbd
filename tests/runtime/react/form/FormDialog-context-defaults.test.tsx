// @vitest-environment jsdom
/**
 * Context defaults in the new-record dialog (issue 9 §5): the creator, their organisation and the creation time show
 * filled in from the host's session and cannot be typed; an edited record shows what it stored.
 */
import { waitFor } from '@testing-library/react';
import { definitionToScreen } from '../../../../runtime/core/lowcode/adapter';
import type { Definition } from '../../../../runtime/core/lowcode/definition';
import { screenTranslator } from '../../../../runtime/core/schema/messages';
import { FormDialog } from '../../../../runtime/react/form/FormDialog';
import { fieldCell } from '../support/form-queries';
import { createMemoryProvider } from '../support/memory-provider';
import { createTestHost, renderWithHost } from '../support/test-host';

const definition: Definition = {
  formData: {
    fields: [
      { __config__: { klxKey: 'comInput', label: '事由' }, __vModel__: 'reason' },
      { __config__: { klxKey: 'createUser', label: '申请人' }, __vModel__: 'applicant' },
      { __config__: { klxKey: 'currOrganize', label: '部门' }, __vModel__: 'department' },
      { __config__: { klxKey: 'createTime', label: '申请时间' }, __vModel__: 'appliedAt' },
    ],
  },
  columnData: {},
};
const schema = definitionToScreen(definition, { id: 'vdContext', route: 'model/context', api: '/api/visualdev/OnlineDev/context', title: { 'zh-CN': '申请' } });
const inputOf = (name: string) => fieldCell(name).querySelector('input') as HTMLInputElement;

describe('context defaults in the form dialog', () => {
  it('shows the creator, their organisation and the time in a new record, none of them editable', async () => {
    const host = createTestHost();
    host.currentUser = { userName: '张敏', organizeName: '资产管理部', positionName: '资产专员' };
    renderWithHost(<FormDialog schema={schema} t={screenTranslator(schema, 'zh-CN')} open onSaved={() => undefined} onClose={() => undefined} />, host);
    await waitFor(() => expect(inputOf('applicant').value).toBe('张敏'));
    expect(inputOf('department').value).toBe('资产管理部');
    expect(inputOf('appliedAt').value).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    for (const name of ['applicant', 'department', 'appliedAt']) expect(inputOf(name).disabled, name).toBe(true);
    expect(inputOf('reason').disabled).toBe(false);
  });

  it('shows what an edited record stored, not the current user', async () => {
    const data = createMemoryProvider({ '/api/visualdev/OnlineDev/context': [{ id: 'r1', reason: '维修', applicant: '管理员', department: '信息部', appliedAt: new Date(2026, 0, 2, 3, 4, 5).getTime() }] });
    const host = createTestHost({ data });
    host.currentUser = { userName: '张敏', organizeName: '资产管理部', positionName: '' };
    renderWithHost(<FormDialog schema={schema} t={screenTranslator(schema, 'zh-CN')} open recordId="r1" onSaved={() => undefined} onClose={() => undefined} />, host);
    await waitFor(() => expect(inputOf('applicant').value).toBe('管理员'));
    await waitFor(() => expect(inputOf('appliedAt').value).toBe('2026-01-02 03:04:05'));
  });
});
