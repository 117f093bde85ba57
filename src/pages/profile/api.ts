// The profile page's calls (sign-in, me and sign-out are the authProvider's).
import type { Admin, AdminProfile, FreshToken } from '../../../contract/auth';
import type { Envelope } from '../../../contract/envelope';
import { request } from '../../api/httpClient';

export const profileApi = {
  updateProfile: (profile: Partial<AdminProfile>) => request<Envelope<Admin>>('/api/admin/auth/profile', { method: 'PUT', body: profile }),
  changePassword: (body: { currentPassword: string; newPassword: string }) =>
    request<Envelope<FreshToken>>('/api/admin/auth/change-password', { method: 'PUT', body }),
};
