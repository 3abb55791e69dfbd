/**
 * The database tables (drizzle, PostgreSQL dialect: the same schema runs on PGlite and PostgreSQL).
 * Migrations in server/db/migrations are generated from this file with `npm run db:generate`; never edit an
 * applied migration.
 */
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Companies and departments (permission organisations). */
export const organizes = pgTable('base_organize', {
  id: text('id').primaryKey(),
  parentId: text('parent_id').notNull(),
  category: text('category').notNull(),
  fullName: text('full_name').notNull(),
  enCode: text('en_code').notNull(),
  sortCode: integer('sort_code').notNull().default(0),
  enabledMark: integer('enabled_mark').notNull().default(1),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

/** Permission positions (job posts) within an organisation. */
export const positions = pgTable('base_position', {
  id: text('id').primaryKey(),
  organizeId: text('organize_id').notNull(),
  fullName: text('full_name').notNull(),
  enCode: text('en_code').notNull(),
  sortCode: integer('sort_code').notNull().default(0),
  enabledMark: integer('enabled_mark').notNull().default(1),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

/** Roles: the usual holders of menu, button, column and form grants. */
export const roles = pgTable('base_role', {
  id: text('id').primaryKey(),
  /** 1: a global role (the role dialog's global tab); 0: a role of its organisations (base_role_organize). */
  globalMark: integer('global_mark').notNull().default(1),
  fullName: text('full_name').notNull(),
  enCode: text('en_code').notNull().unique(),
  sortCode: integer('sort_code').notNull().default(0),
  enabledMark: integer('enabled_mark').notNull().default(1),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

/** Accounts. The password is a slow salted hash of the client's md5, never the md5 itself. */
export const users = pgTable(
  'base_user',
  {
    id: text('id').primaryKey(),
    account: text('account').notNull(),
    realName: text('real_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    organizeId: text('organize_id').notNull().default(''),
    headIcon: text('head_icon').notNull().default(''),
    gender: text('gender').notNull().default(''),
    mobilePhone: text('mobile_phone').notNull().default(''),
    email: text('email').notNull().default(''),
    isAdministrator: boolean('is_administrator').notNull().default(false),
    enabledMark: integer('enabled_mark').notNull().default(1),
    /** 0 sends the account to the empower page after sign-in. */
    isActive: integer('is_active').notNull().default(1),
    /** 1 while locked after too many failed sign-ins; cleared by the unlock action. */
    lockMark: integer('lock_mark').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    failedLogins: integer('failed_logins').notNull().default(0),
    /** 0 until the user changes the initial password. */
    firstLoginUpDate: integer('first_login_up_date').notNull().default(0),
    changePasswordDate: timestamp('change_password_date', { withTimezone: true, mode: 'date' }),
    prevLoginTime: timestamp('prev_login_time', { withTimezone: true, mode: 'date' }),
    prevLoginIp: text('prev_login_ip').notNull().default(''),
    lastLoginTime: timestamp('last_login_time', { withTimezone: true, mode: 'date' }),
    lastLoginIp: text('last_login_ip').notNull().default(''),
    theme: text('theme').notNull().default(''),
    language: text('language').notNull().default(''),
    currentSystemId: text('current_system_id').notNull().default(''),
    portalId: text('portal_id').notNull().default(''),
    signImg: text('sign_img').notNull().default(''),
    sortCode: integer('sort_code').notNull().default(0),
    description: text('description').notNull().default(''),
    // Employee details edited in the user/employee dialog (spec 03 §3).
    managerId: text('manager_id').notNull().default(''),
    nation: text('nation').notNull().default(''),
    nativePlace: text('native_place').notNull().default(''),
    /** Milliseconds since the epoch, as the date widgets send it. */
    entryDate: bigint('entry_date', { mode: 'number' }),
    certificatesType: text('certificates_type').notNull().default(''),
    certificatesNumber: text('certificates_number').notNull().default(''),
    education: text('education').notNull().default(''),
    /** Milliseconds since the epoch, as the date widgets send it. */
    birthday: bigint('birthday', { mode: 'number' }),
    telePhone: text('tele_phone').notNull().default(''),
    landline: text('landline').notNull().default(''),
    urgentContacts: text('urgent_contacts').notNull().default(''),
    urgentTelePhone: text('urgent_tele_phone').notNull().default(''),
    postalAddress: text('postal_address').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('base_user_account_uq').on(table.account)],
);

/** Links a user to roles, positions, groups and organisations. */
export const userRelations = pgTable(
  'base_user_relation',
  {
    userId: text('user_id').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.objectType, table.objectId] }), index('base_user_relation_object').on(table.objectId)],
);

/**
 * One row (id 1) whose version rises whenever anything a user's grants or menu are made of changes: database
 * triggers on users (administrator flag, organisation), relations, roles, grants, menus, permission items, systems,
 * organisations, positions and groups (migration 0013), or `invalidateGrants` (server/modules/permission/grant-version.ts).
 * Caches of grants compare it, so every instance drops them the moment they may be wrong.
 */
export const grantVersion = pgTable('base_grant_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** Application systems; each owns a menu subtree. */
export const systems = pgTable('base_system', {
  id: text('id').primaryKey(),
  fullName: text('full_name').notNull(),
  fullNameI18n: jsonb('full_name_i18n').$type<Record<string, string>>().notNull().default({}),
  enCode: text('en_code').notNull().unique(),
  icon: text('icon').notNull().default(''),
  sortCode: integer('sort_code').notNull().default(0),
  enabledMark: integer('enabled_mark').notNull().default(1),
  isMain: boolean('is_main').notNull().default(false),
});

/** Menu entries (spec 01 §2.2). */
export const modules = pgTable(
  'base_module',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id').notNull(),
    systemId: text('system_id').notNull(),
    fullName: text('full_name').notNull(),
    /** The name in every language, so the client can switch language without asking again. */
    fullNameI18n: jsonb('full_name_i18n').$type<Record<string, string>>().notNull().default({}),
    enCode: text('en_code').notNull(),
    type: integer('type').notNull(),
    urlAddress: text('url_address').notNull().default(''),
    linkTarget: text('link_target').notNull().default('_self'),
    icon: text('icon').notNull().default(''),
    propertyJson: text('property_json').notNull().default('{}'),
    sortCode: integer('sort_code').notNull().default(0),
    enabledMark: integer('enabled_mark').notNull().default(1),
    description: text('description').notNull().default(''),
  },
  (table) => [uniqueIndex('base_module_system_code_uq').on(table.systemId, table.enCode)],
);

/** Buttons, list columns, form fields and data resources of a module, told apart by `kind`. */
export const modulePermissions = pgTable(
  'base_module_permission',
  {
    id: text('id').primaryKey(),
    moduleId: text('module_id').notNull(),
    kind: text('kind').notNull(),
    fullName: text('full_name').notNull(),
    fullNameI18n: jsonb('full_name_i18n').$type<Record<string, string>>().notNull().default({}),
    enCode: text('en_code').notNull(),
    sortCode: integer('sort_code').notNull().default(0),
    enabledMark: integer('enabled_mark').notNull().default(1),
  },
  (table) => [uniqueIndex('base_module_permission_uq').on(table.moduleId, table.kind, table.enCode)],
);

/** A grant: an item (system, module or module permission) to an object (role, position, organisation, user, group). */
export const authorizations = pgTable(
  'base_authorize',
  {
    itemType: text('item_type').notNull(),
    itemId: text('item_id').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.objectId, table.itemType, table.itemId, table.objectType] })],
);

/** Sessions. The token itself is never stored: `id` is its SHA-256. */
export const sessions = pgTable(
  'base_session',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** logout, forcedOut, signedInElsewhere, passwordChanged */
    revokedReason: text('revoked_reason'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (table) => [index('base_session_user').on(table.userId)],
);

/** System configuration, one row per key (spec 01 §3 defaults are seeded). */
export const sysConfig = pgTable('base_sys_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** Issued image captchas, kept in the database so that any server instance can check them. */
export const captchas = pgTable(
  'base_captcha',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The address it was issued to: each address may hold only a few live captchas. */
    ip: text('ip').notNull().default(''),
  },
  (table) => [index('base_captcha_ip').on(table.ip)],
);

/** Sign-in attempts, for audit and for throttling by address. */
export const loginLogs = pgTable(
  'base_login_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    account: text('account').notNull(),
    userId: text('user_id'),
    success: boolean('success').notNull(),
    reason: text('reason').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('base_login_log_ip_time').on(table.ip, table.createdAt)],
);

/**
 * Records of schema-driven screens (positions, asset categories, dictionaries, bill rules, and any screen added by
 * a schema file alone). The screen's model describes `data`; tree and scope keys are lifted into columns so that
 * lists, trees and scopes are indexed.
 */
export const records = pgTable(
  'lc_record',
  {
    id: text('id').primaryKey(),
    screen: text('screen').notNull(),
    /** The tree parent ('' when the screen is not a tree). */
    parentId: text('parent_id').notNull().default(''),
    /** The owning record for scoped screens (e.g. the dictionary type of an entry; '' otherwise). */
    scopeId: text('scope_id').notNull().default(''),
    sortCode: integer('sort_code').notNull().default(0),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    createdBy: text('created_by').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
    updatedBy: text('updated_by').notNull().default(''),
  },
  (table) => [index('lc_record_screen_scope_parent').on(table.screen, table.scopeId, table.parentId)],
);

/** The last number issued per bill rule; updated atomically so concurrent callers never share a number. */
export const billCounters = pgTable('base_bill_counter', {
  ruleId: text('rule_id').primaryKey(),
  lastNumber: bigint('last_number', { mode: 'number' }).notNull(),
  /** The date part of the last issued number ('' for the "no" date format). */
  datePart: text('date_part').notNull().default(''),
  issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * A bill number drawn for a user's form and not used yet (issue 8 §12): opening a form again shows the same number
 * instead of burning a new one; saving the record uses it up. One per user and rule; kept only for the date part it
 * was drawn in.
 */
export const billReservations = pgTable(
  'base_bill_reservation',
  {
    userId: text('user_id').notNull(),
    ruleId: text('rule_id').notNull(),
    number: text('number').notNull(),
    /** The date part the number carries ('' for the "no" date format). */
    datePart: text('date_part').notNull().default(''),
    reservedAt: timestamp('reserved_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.ruleId] })],
);

/**
 * Reminders an organisation shows its staff after sign-in (spec 01 §2.8, §4.3): up to two texts and a contact
 * phone. The reminder of the user's own organisation wins over its ancestors'.
 */
export const reminders = pgTable('eam_reminder', {
  organizeId: text('organize_id').primaryKey(),
  description0: text('description0').notNull().default(''),
  description1: text('description1').notNull().default(''),
  phone: text('phone').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Which reminder texts (0, 1) a user has seen and when; a text seen after its last change is not shown again. */
export const reminderLogs = pgTable(
  'eam_reminder_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').notNull(),
    organizeId: text('organize_id').notNull(),
    reminderIndex: integer('reminder_index').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('eam_reminder_log_user').on(table.userId, table.reminderIndex)],
);

/**
 * In-site messages (spec 01 §2.5, §4.4): announcements (type 1, written and released on system → notice), flow
 * (2), system (3) and schedule reminders (4). An announcement is a draft (`enabledMark` 0) until released; each
 * recipient then gets a row in base_message_receive, which holds their read state.
 */
export const messages = pgTable(
  'base_message',
  {
    id: text('id').primaryKey(),
    /** 1 announcement, 2 flow, 3 system, 4 schedule. */
    type: integer('type').notNull(),
    title: text('title').notNull(),
    /** Sanitised HTML for announcements; JSON text for schedule and flow messages. */
    bodyText: text('body_text').notNull().default(''),
    excerpt: text('excerpt').notNull().default(''),
    /** JSON array text of attachments `{ name, fileId, url, fileSize }`. */
    files: text('files').notNull().default('[]'),
    /** Flow messages: 2 sends the reader to the entrust page. */
    flowType: integer('flow_type').notNull().default(1),
    /** Announcement recipients as `id--kind` (kind organize, role or user); empty means everyone. */
    toUserIds: jsonb('to_user_ids').$type<string[]>().notNull().default([]),
    /** 0 draft, 1 released. */
    enabledMark: integer('enabled_mark').notNull().default(0),
    releaseUserId: text('release_user_id').notNull().default(''),
    releaseTime: timestamp('release_time', { withTimezone: true, mode: 'date' }),
    createdBy: text('created_by').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('base_message_type').on(table.type, table.enabledMark)],
);

/**
 * The send log of 消息中心 → 消息监控 (issue 12): one row per recipient of every delivery through a channel
 * provider (server/modules/message/sending.ts), with what was sent and whether it went out.
 */
export const messageSendLog = pgTable(
  'base_message_send_log',
  {
    id: text('id').primaryKey(),
    /** The channel (channels/types.ts `Channel`). */
    channel: integer('channel').notNull(),
    /** What it was sent for (sending.ts `MessageSource`), 0 for a channel test. */
    source: integer('source').notNull().default(0),
    templateId: text('template_id').notNull().default(''),
    templateName: text('template_name').notNull().default(''),
    recipientId: text('recipient_id').notNull().default(''),
    recipientName: text('recipient_name').notNull().default(''),
    recipientAddress: text('recipient_address').notNull().default(''),
    title: text('title').notNull().default(''),
    /** The content, cut to an excerpt. */
    content: text('content').notNull().default(''),
    /** 1 sent, 0 failed. */
    status: integer('status').notNull(),
    /** Why it failed: the provider's answer, or `noAddress`. */
    error: text('error').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('base_message_send_log_time').on(table.createdAt)],
);

/** One recipient's copy of a message: whether and when it was read. Deleting it removes the message from their record. */
export const messageReceives = pgTable(
  'base_message_receive',
  {
    messageId: text('message_id').notNull(),
    userId: text('user_id').notNull(),
    /** 0 unread, 1 read. */
    isRead: integer('is_read').notNull().default(0),
    readTime: timestamp('read_time', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.messageId] }), index('base_message_receive_message').on(table.messageId)],
);

/**
 * Schedules (spec 03 §3 "Schedule", §7 "Schedules"). A repeating schedule is stored as one row per occurrence, all
 * sharing `groupId`, expanded from its rule with rrule; the delete scopes (this, this and later, all) then act on
 * rows. A reminder is due at `remindAt`; the first instance that claims it (one UPDATE setting `remindedAt`)
 * delivers it, so it fires once across instances and still fires after a restart.
 */
export const schedules = pgTable(
  'base_schedule',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id').notNull(),
    /** The schedule kind, a dictionary-style code chosen in the form. */
    type: text('type').notNull().default('1'),
    /** 1 normal, 2 important, 3 urgent. */
    urgent: integer('urgent').notNull().default(1),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    startDay: timestamp('start_day', { withTimezone: true, mode: 'date' }).notNull(),
    endDay: timestamp('end_day', { withTimezone: true, mode: 'date' }).notNull(),
    creatorUserId: text('creator_user_id').notNull(),
    toUserIds: jsonb('to_user_ids').$type<string[]>().notNull().default([]),
    /** "1" not repeating, "2" daily, "3" weekly, "4" monthly, "5" yearly. */
    repetition: text('repetition').notNull().default('1'),
    /** The last day a repeating schedule may start on. */
    repeatTime: timestamp('repeat_time', { withTimezone: true, mode: 'date' }),
    /** Minutes before the start to remind; -1 none. */
    reminderTime: integer('reminder_time').notNull().default(-1),
    remindAt: timestamp('remind_at', { withTimezone: true, mode: 'date' }),
    remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('base_schedule_group').on(table.groupId, table.startDay), index('base_schedule_remind').on(table.remindAt)],
);

/**
 * Low-code definitions (spec 03 §7 "Visual development"): the form and list as edited (`formData`, `columnData`)
 * and, once released, the copy that is live (`releasedFormData`, `releasedColumnData`). Editing changes only the
 * first pair; a release copies it to the second, so nothing live changes until the next release. Records of a
 * released form model live in `lc_record` under the screen id the adapter gives the definition.
 */
export const visualDevs = pgTable(
  'base_visual_dev',
  {
    id: text('id').primaryKey(),
    fullName: text('full_name').notNull(),
    enCode: text('en_code').notNull(),
    /** A category code (the original's dictionary of form categories). */
    category: text('category').notNull().default(''),
    /** 2 form model with list (the kind dynamic pages of menu type 3 render). */
    webType: integer('web_type').notNull().default(2),
    description: text('description').notNull().default(''),
    sortCode: integer('sort_code').notNull().default(0),
    enabledMark: integer('enabled_mark').notNull().default(1),
    /** 0 never released, 1 released and unchanged since, 2 released and edited since. */
    state: integer('state').notNull().default(0),
    formData: jsonb('form_data').$type<Record<string, unknown>>().notNull(),
    columnData: jsonb('column_data').$type<Record<string, unknown>>().notNull(),
    releasedFormData: jsonb('released_form_data').$type<Record<string, unknown>>(),
    releasedColumnData: jsonb('released_column_data').$type<Record<string, unknown>>(),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    createdBy: text('created_by').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
    updatedBy: text('updated_by').notNull().default(''),
  },
  (table) => [uniqueIndex('base_visual_dev_code_uq').on(table.enCode)],
);

/** The columns data reports and portals share: a definition edited as data and the copy its last release made live. */
const boardColumns = () => ({
  id: text('id').primaryKey(),
  fullName: text('full_name').notNull(),
  enCode: text('en_code').notNull(),
  category: text('category').notNull().default(''),
  description: text('description').notNull().default(''),
  sortCode: integer('sort_code').notNull().default(0),
  enabledMark: integer('enabled_mark').notNull().default(1),
  /** 0 never released, 1 released and unchanged since, 2 released and edited since. */
  state: integer('state').notNull().default(0),
  definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
  releasedDefinition: jsonb('released_definition').$type<Record<string, unknown>>(),
  releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
  createdBy: text('created_by').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
  updatedBy: text('updated_by').notNull().default(''),
});

/** Data reports (menu type 5, issue 9 §4): runtime/core/lowcode/report.ts describes the definition. */
export const dataReports = pgTable('base_data_report', boardColumns(), (table) => [uniqueIndex('base_data_report_code_uq').on(table.enCode)]);

/** Portals (menu type 8, issue 9 §4): runtime/core/lowcode/portal.ts describes the definition. */
export const portals = pgTable('base_portal', boardColumns(), (table) => [uniqueIndex('base_portal_code_uq').on(table.enCode)]);

/** Permission groups (spec 03 §7 "Permission groups"): a set of users granted menus and items together. */
export const groups = pgTable('base_group', {
  id: text('id').primaryKey(),
  fullName: text('full_name').notNull(),
  enCode: text('en_code').notNull(),
  /** The group's kind, free text from the dialog (e.g. 项目组). */
  type: text('type').notNull().default(''),
  sortCode: integer('sort_code').notNull().default(0),
  enabledMark: integer('enabled_mark').notNull().default(1),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

/**
 * Which organisations an organisation role belongs to (a global role has none): the role dialog's organisation
 * tab lists a role under each of its organisations.
 */
export const roleOrganizes = pgTable(
  'base_role_organize',
  {
    roleId: text('role_id').notNull(),
    organizeId: text('organize_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.organizeId] }), index('base_role_organize_org').on(table.organizeId)],
);

/**
 * Data-permission schemes (row level) of a menu page: named conditions over the page's record fields, granted like
 * buttons (item type "resource"). `conditions` is a runtime/core/permission/data-scheme.ts DataScheme; `allData`
 * marks the scheme that grants every row.
 */
export const dataSchemes = pgTable(
  'base_data_scheme',
  {
    id: text('id').primaryKey(),
    moduleId: text('module_id').notNull(),
    fullName: text('full_name').notNull(),
    enCode: text('en_code').notNull(),
    allData: boolean('all_data').notNull().default(false),
    conditions: jsonb('conditions').$type<unknown>().notNull().default({}),
    sortCode: integer('sort_code').notNull().default(0),
    enabledMark: integer('enabled_mark').notNull().default(1),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('base_data_scheme_module_code_uq').on(table.moduleId, table.enCode)],
);

/**
 * Grade management (分级管理): a user made the administrator of an organisation, with what they may do on that
 * organisation itself (this layer) and on everything below it (sub layers). Confines their organisation management.
 */
export const organizeAdministrators = pgTable(
  'base_organize_administrator',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    organizeId: text('organize_id').notNull(),
    thisLayerSelect: integer('this_layer_select').notNull().default(1),
    thisLayerAdd: integer('this_layer_add').notNull().default(0),
    thisLayerEdit: integer('this_layer_edit').notNull().default(0),
    thisLayerDelete: integer('this_layer_delete').notNull().default(0),
    subLayerSelect: integer('sub_layer_select').notNull().default(1),
    subLayerAdd: integer('sub_layer_add').notNull().default(0),
    subLayerEdit: integer('sub_layer_edit').notNull().default(0),
    subLayerDelete: integer('sub_layer_delete').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('base_organize_administrator_user_org_uq').on(table.userId, table.organizeId)],
);

/**
 * Administrative areas (province, city, district; spec 03 §7 Areas): a tree by `parentId` from root "-1". The
 * seeded ones carry their GB/T 2260 code as id and enCode; codes are unique in any case.
 */
export const areas = pgTable(
  'base_area',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id').notNull().default('-1'),
    fullName: text('full_name').notNull(),
    enCode: text('en_code').notNull(),
    sortCode: integer('sort_code').notNull().default(0),
    enabledMark: integer('enabled_mark').notNull().default(1),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('base_area_parent').on(table.parentId, table.sortCode)],
);

/** Seed steps that run once per database, even on one made before they existed (e.g. "areas"). */
export const seedSteps = pgTable('base_seed_step', {
  name: text('name').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Column authority (模块列表权限, the original's base_columnspurview): per menu entry, the list's columns as an
 * administrator arranged them — order, shown or not, pinned — the default every user's list starts from.
 */
export const columnsPurview = pgTable(
  'base_columns_purview',
  {
    id: text('id').primaryKey(),
    moduleId: text('module_id').notNull(),
    fieldList: jsonb('field_list').$type<unknown>().notNull().default([]),
    lastModifyUserId: text('last_modify_user_id').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('base_columns_purview_module_uq').on(table.moduleId)],
);

/**
 * Internal chat messages (spec 01 §2.6, §3 "Chat message"; the original's base_imcontent). `state` 0 is unread by
 * the receiver, 1 read; unread counts are counted from these rows. Deleting chat records hides them from one side
 * only (`send_deleted` / `receive_deleted`); a row hidden from both sides is removed.
 */
export const imContents = pgTable(
  'base_im_content',
  {
    id: text('id').primaryKey(),
    sendUserId: text('send_user_id').notNull(),
    receiveUserId: text('receive_user_id').notNull(),
    /** text or image. */
    contentType: text('content_type').notNull(),
    /** The text, or for images JSON text `{ path, name, width?, height? }`. */
    content: text('content').notNull(),
    sendTime: timestamp('send_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    state: integer('state').notNull().default(0),
    readTime: timestamp('read_time', { withTimezone: true, mode: 'date' }),
    sendDeleted: integer('send_deleted').notNull().default(0),
    receiveDeleted: integer('receive_deleted').notNull().default(0),
  },
  (table) => [
    index('base_im_content_unread').on(table.receiveUserId, table.state, table.sendUserId),
    index('base_im_content_pair').on(table.sendUserId, table.receiveUserId, table.sendTime),
  ],
);

/** A user's chat conversations (the original's base_imreply): one row per other user; removing one deletes the row. */
export const imReplies = pgTable(
  'base_im_reply',
  {
    userId: text('user_id').notNull(),
    otherUserId: text('other_user_id').notNull(),
    latestDate: timestamp('latest_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.otherUserId] })],
);

/** Tables kept in files of their own. */
export * from './tables/print';
export * from './tables/data-interface';
