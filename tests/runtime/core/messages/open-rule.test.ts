/** Opening a message by type (spec 01 §4.4). */
import { openAction } from '../../../../runtime/core/messages/open-rule';

describe('opening a message by type', () => {
  it('opens the detail dialog for announcements and system messages', () => {
    expect(openAction({ type: 1, bodyText: '<p>x</p>' })).toEqual({ kind: 'dialog' });
    expect(openAction({ type: 3, bodyText: '' })).toEqual({ kind: 'dialog' });
  });
  it('opens the schedule viewer for a schedule message, unless its body type is 3', () => {
    expect(openAction({ type: 4, bodyText: '{"id":"s1","groupId":"g1","type":1}' })).toEqual({ kind: 'schedule', id: 's1', groupId: 'g1', type: 1 });
    expect(openAction({ type: 4, bodyText: '{"id":"s1","type":3}' })).toEqual({ kind: 'none' });
  });
  it('sends flow messages with flowType 2 to the entrust page and others to the flow detail', () => {
    expect(openAction({ type: 2, flowType: 2, bodyText: '{}' })).toEqual({ kind: 'entrust' });
    expect(openAction({ type: 2, flowType: 1, bodyText: '{"id":"f"}' })).toEqual({ kind: 'flowDetail', config: '{"id":"f"}' });
  });
});
