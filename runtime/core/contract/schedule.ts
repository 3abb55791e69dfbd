/**
 * Schedules on the wire (spec 03 §3 "Schedule", §7 "Schedules"): the option codes the form offers and the server
 * accepts, and the record the calls answer. One list of each code, shared by the client's form and the server's
 * validation.
 */

/** Schedule kinds: 1 work, 2 meeting, 3 personal, 4 other. */
export const SCHEDULE_TYPES = ['1', '2', '3', '4'] as const;
/** Urgency: 1 normal (default), 2 important, 3 urgent. */
export const SCHEDULE_URGENCIES = [1, 2, 3] as const;
/** Repetition: "1" not repeating, "2" daily, "3" weekly, "4" monthly, "5" yearly. */
export const SCHEDULE_REPETITIONS = ['1', '2', '3', '4', '5'] as const;
/** Reminder, minutes before the start: -1 none, 0 at the start. */
export const SCHEDULE_REMINDERS = [-1, 0, 5, 10, 15, 30, 60, 120, 1440] as const;
/** The scopes of editing or deleting an occurrence of a repeating schedule: 1 this, 2 this and later, 3 all. */
export const SCHEDULE_SCOPES = [1, 2, 3] as const;

/** A repetition code. */
export type ScheduleRepetition = (typeof SCHEDULE_REPETITIONS)[number];
/** A scope code. */
export type ScheduleScope = (typeof SCHEDULE_SCOPES)[number];

/** A person named on a schedule. */
export interface ScheduleUser {
  id: string;
  /** "realName/account". */
  name: string;
}

/** One occurrence as the schedule calls answer it. Times are milliseconds since the epoch. */
export interface ScheduleRecord {
  id: string;
  /** Shared by every occurrence of one repeating schedule. */
  groupId: string;
  type: string;
  urgent: number;
  title: string;
  content: string;
  startDay: number;
  endDay: number;
  creatorUserId: string;
  creatorUser: ScheduleUser;
  /** Participants' user ids. */
  toUserIds: string[];
  toUsers: ScheduleUser[];
  repetition: ScheduleRepetition;
  /** The last instant an occurrence may start at, for a repeating schedule. */
  repeatTime: number | null;
  reminderTime: number;
  /** Whether the caller created it (and so may edit and delete it). */
  isCreator: boolean;
}

/** The body of a type-4 (schedule) message: which occurrence, and how the viewer opens (2 view, 3 gone: nothing opens). */
export interface ScheduleMessageBody {
  id: string;
  groupId: string;
  type: 1 | 2 | 3;
  startDay: number;
}
