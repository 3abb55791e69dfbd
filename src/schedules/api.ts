/** The schedule calls under /api/system/Schedule (spec 03 §7 "Schedules"). */
import type { ScheduleRecord, ScheduleScope } from '../../runtime/core/contract/schedule';
import { http } from '../api/client';

/** What the create/edit form sends; times in milliseconds. */
export interface ScheduleBody {
  type: string;
  urgent: number;
  title: string;
  content: string;
  startDay: number;
  endDay: number;
  toUserIds: string[];
  repetition: string;
  repeatTime: number | null;
  reminderTime: number;
}

/** The occurrences overlapping [from, to). */
export const listSchedules = (from: number, to: number) => http.get<{ list: ScheduleRecord[] }>('/api/system/Schedule', { startTime: from, endTime: to });
/** One occurrence (by id, else the group's first), as the view dialog loads it. */
export const scheduleDetail = (id: string, groupId = '') => http.get<ScheduleRecord>('/api/system/Schedule/detail/', { groupId, id });
/** Creates; answers the server's message. */
export const createSchedule = (body: ScheduleBody) => http.send<{ id: string; groupId: string }>('POST', '/api/system/Schedule', { data: body });
/** Edits with a scope; answers the server's message. */
export const updateSchedule = (id: string, scope: ScheduleScope, body: ScheduleBody) => http.send('PUT', `/api/system/Schedule/${encodeURIComponent(id)}/${scope}`, { data: body });
/** Deletes with a scope; answers the server's message. */
export const deleteSchedule = (id: string, scope: ScheduleScope) => http.send('DELETE', `/api/system/Schedule/${encodeURIComponent(id)}/${scope}`);
