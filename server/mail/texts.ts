// What the server writes to end users, in English and Vietnamese: the verification email,
// an admin's invitation, the test email and the pages the verification link opens. The SPA's catalogs (i18n/) are
// not reachable from server/, so these live here, typed so neither language can miss a text.
import type { MailLanguage } from '../../contract/mail.js';

export type VerificationOutcome = 'verified' | 'used' | 'expired' | 'invalid';

interface MailTexts {
  verification: {
    subject: (site: string) => string;
    greeting: (firstName: string) => string;
    intro: (email: string, site: string) => string;
    button: string;
    linkHint: string;
    expiry: string;
    ignore: (site: string) => string;
  };
  /** An owner added an admin (or invited them again): a link to choose their password. */
  invitation: {
    subject: (site: string) => string;
    greeting: (firstName: string) => string;
    intro: (email: string, site: string) => string;
    button: string;
    expiry: string;
    fallback: string;
    ignore: string;
  };
  test: {
    subject: (site: string) => string;
    body: (site: string) => string;
  };
  signoff: (site: string) => string;
  pages: Record<VerificationOutcome, { title: string; text: (email: string, site: string) => string }>;
  /** The link's page before anything happens: a mail scanner opening it spends nothing. */
  confirm: { title: string; text: (email: string, site: string) => string; button: string };
}

export const MAIL_TEXTS: Record<MailLanguage, MailTexts> = {
  en: {
    verification: {
      subject: (site) => `Confirm your email address for ${site}`,
      greeting: (name) => `Hello ${name},`,
      intro: (email, site) => `Please confirm that ${email} is your email address at ${site}.`,
      button: 'Verify email address',
      linkHint: 'If the button does not work, copy this link into your browser:',
      expiry: 'The link works once and expires in 24 hours.',
      ignore: (site) => `If you did not create an account at ${site}, you can ignore this email.`,
    },
    invitation: {
      subject: (site) => `You are invited to the ${site} admin panel`,
      greeting: (name) => `Hello ${name},`,
      intro: (email, site) => `An owner of the ${site} admin panel has added you to the team. You sign in as ${email}: choose your password to start.`,
      button: 'Choose my password',
      expiry: 'The link works once and expires in 72 hours.',
      fallback: 'If it has expired, ask an owner to invite you again or to give you a temporary password.',
      ignore: 'If you did not expect this invitation, you can ignore this email.',
    },
    test: {
      subject: (site) => `Test email from ${site}`,
      body: (site) =>
        `This is a test email from the ${site} admin panel. Your SMTP settings work: the panel's mail, such as verification emails, can be delivered.`,
    },
    signoff: (site) => `The ${site} team`,
    confirm: {
      title: 'Verify your email address',
      text: (email, site) => `Press the button to confirm that ${email} is your email address at ${site}.`,
      button: 'Verify my email',
    },
    pages: {
      verified: { title: 'Email verified', text: (email, site) => `Thank you: ${email} is now verified. You can close this page and sign in to ${site}.` },
      used: {
        title: 'This link has already been used',
        text: () => 'A verification link works only once. If your email address is still not verified, ask for a new verification email.',
      },
      expired: { title: 'This link has expired', text: () => 'Verification links work for 24 hours. Ask for a new verification email.' },
      invalid: {
        title: 'This link is not valid',
        text: () => 'Check that you opened the whole link from the email, or ask for a new verification email.',
      },
    },
  },
  vi: {
    verification: {
      subject: (site) => `Xác nhận địa chỉ email của anh/chị tại ${site}`,
      greeting: (name) => `Kính gửi anh/chị ${name},`,
      intro: (email, site) => `Vui lòng xác nhận ${email} là địa chỉ email của anh/chị tại ${site}.`,
      button: 'Xác minh email',
      linkHint: 'Nếu nút không hoạt động, hãy sao chép liên kết này vào trình duyệt:',
      expiry: 'Liên kết chỉ dùng được một lần và hết hạn sau 24 giờ.',
      ignore: (site) => `Nếu anh/chị không tạo tài khoản tại ${site}, vui lòng bỏ qua email này.`,
    },
    invitation: {
      subject: (site) => `Lời mời tham gia trang quản trị ${site}`,
      greeting: (name) => `Kính gửi anh/chị ${name},`,
      intro: (email, site) =>
        `Một chủ sở hữu của trang quản trị ${site} đã thêm anh/chị vào nhóm quản trị. Anh/chị đăng nhập bằng ${email}: vui lòng chọn mật khẩu để bắt đầu.`,
      button: 'Chọn mật khẩu của tôi',
      expiry: 'Liên kết chỉ dùng được một lần và hết hạn sau 72 giờ.',
      fallback: 'Nếu liên kết đã hết hạn, anh/chị hãy nhờ một chủ sở hữu gửi lại lời mời hoặc cấp mật khẩu tạm thời.',
      ignore: 'Nếu anh/chị không mong đợi lời mời này, vui lòng bỏ qua email này.',
    },
    test: {
      subject: (site) => `Email thử nghiệm từ ${site}`,
      body: (site) =>
        `Đây là email thử nghiệm từ trang quản trị ${site}. Cấu hình SMTP đã hoạt động, nên các email của trang quản trị (như email xác minh) có thể được gửi đi.`,
    },
    signoff: (site) => `Đội ngũ ${site}`,
    confirm: {
      title: 'Xác minh địa chỉ email',
      text: (email, site) => `Vui lòng nhấn nút bên dưới để xác nhận ${email} là địa chỉ email của anh/chị tại ${site}.`,
      button: 'Xác minh email của tôi',
    },
    pages: {
      verified: {
        title: 'Đã xác minh email',
        text: (email, site) => `Cảm ơn anh/chị đã xác minh địa chỉ email ${email}. Giờ anh/chị có thể đóng trang này và đăng nhập vào ${site}.`,
      },
      used: {
        title: 'Liên kết này đã được sử dụng',
        text: () =>
          'Mỗi liên kết xác minh chỉ dùng được một lần. Nếu địa chỉ email của anh/chị vẫn chưa được xác minh, vui lòng yêu cầu gửi lại email xác minh.',
      },
      expired: {
        title: 'Liên kết này đã hết hạn',
        text: () => 'Liên kết xác minh chỉ có hiệu lực trong 24 giờ. Vui lòng yêu cầu gửi lại email xác minh.',
      },
      invalid: {
        title: 'Liên kết này không hợp lệ',
        text: () => 'Vui lòng kiểm tra xem anh/chị đã mở đúng và đủ đường liên kết trong email chưa, hoặc yêu cầu gửi lại email xác minh.',
      },
    },
  },
};
