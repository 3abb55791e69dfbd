/**
 * The messages of the shared pattern library (patterns.ts) in English; ./pattern-messages.ts gathers the languages.
 */
import type { PatternMessageKey } from './patterns';

/** The strings in English, by key. */
export const patternMessagesEn: Record<PatternMessageKey, string> = {
  'pattern.mobile': 'Please enter a valid mobile number',
  'pattern.password': 'Password of 6-16 characters (letters and digits)',
  'pattern.idCard': 'Please enter a valid ID card number',
  'pattern.email': 'Please enter a valid e-mail address',
  'pattern.carPlate': 'Please enter a valid licence plate number',
  'pattern.chinese': 'Please enter Chinese characters only',
  'pattern.account': 'Only letters and digits are allowed',
  'pattern.numericCode': 'The code may contain digits only',
  'pattern.halfMultiple': 'The time must be a whole number or a multiple of 0.5',
  'pattern.positiveInteger': 'Please enter a positive integer',
  'pattern.fieldName': 'Only letters, digits and underscores, not starting with a digit or underscore',
};
