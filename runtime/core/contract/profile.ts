/** Wire shape of the signed-in user's own base information (GET /api/permission/Users/Current/BaseInfo). */

/** What GET BaseInfo answers. */
export interface BaseInfo {
  id: string;
  account: string;
  realName: string;
  gender: string;
  mobilePhone: string;
  telePhone: string;
  landline: string;
  email: string;
  postalAddress: string;
  description: string;
  headIcon: string;
  signImg: string;
  organizeName: string;
  positionNames: string[];
  roleNames: string[];
  prevLoginTime: number | null;
  prevLoginIPAddress: string;
  changePasswordDate: number | null;
}
