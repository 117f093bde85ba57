// The column headers of the CSV exports, in the language of the admin who asks: an accountant
// opens the file in a spreadsheet, where the headers are all the labels there are. The SPA
// sends its language (Accept-Language, read as for the emails) and the server picks the
// table; the cells stay as the API gives them (codes, ISO times), so a file reads the same
// into any tool.
// The Vietnamese table is a catalog like i18n/vi.ts: `npm run i18n` exports, checks and
// imports it under the keys csv.<export>.<column>.

import type { MailLanguage } from './mail.js';

export const CSV_HEADERS_EN = {
  orders: {
    id: 'Order ID',
    orderCode: 'Order Code',
    status: 'Status',
    customerName: 'Customer Name',
    customerEmail: 'Customer Email',
    package: 'Package',
    amount: 'Amount',
    currency: 'Currency',
    paymentMethod: 'Payment Method',
    createdAt: 'Created At',
    paidAt: 'Paid At',
    verifiedAt: 'Verified At',
    expiresAt: 'Expires At',
  },
  users: {
    id: 'ID',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    status: 'Status',
    premium: 'Premium',
    emailVerified: 'Email Verified',
    cvsCreated: 'CVs Created',
    creditsUsed: 'Credits Used',
    cvCreation: 'CV Creation Credits',
    aiOptimization: 'AI Optimization Credits',
    premiumTemplates: 'Premium Template Credits',
    aiTemplates: 'AI Template Credits',
    lastLogin: 'Last Login',
    joined: 'Joined',
  },
  creditLedger: {
    createdAt: 'Date',
    reason: 'Reason',
    note: 'Note',
    cvCreation: 'CV Creation',
    aiOptimization: 'AI Optimization',
    premiumTemplates: 'Premium Templates',
    aiTemplates: 'AI Templates',
    admin: 'By',
    orderId: 'Order ID',
    subscriptionId: 'Subscription ID',
  },
  templates: {
    id: 'ID',
    name: 'Name',
    description: 'Description',
    category: 'Category',
    type: 'Type',
    status: 'Status',
    usageCount: 'Usage Count',
    preview: 'Preview',
    createdAt: 'Created At',
    updatedAt: 'Updated At',
  },
  contacts: {
    id: 'ID',
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    category: 'Category',
    status: 'Status',
    createdAt: 'Created At',
    updatedAt: 'Updated At',
  },
};

type Headers<T> = { [K in keyof T]: T[K] extends string ? string : Headers<T[K]> };
export type CsvHeaders = Headers<typeof CSV_HEADERS_EN>;

export const CSV_HEADERS_VI: CsvHeaders = {
  orders: {
    id: 'ID đơn hàng',
    orderCode: 'Mã đơn hàng',
    status: 'Trạng thái',
    customerName: 'Tên khách hàng',
    customerEmail: 'Email khách hàng',
    package: 'Gói',
    amount: 'Số tiền',
    currency: 'Tiền tệ',
    paymentMethod: 'Phương thức thanh toán',
    createdAt: 'Ngày tạo',
    paidAt: 'Ngày thanh toán',
    verifiedAt: 'Ngày xác minh',
    expiresAt: 'Ngày hết hạn',
  },
  users: {
    id: 'ID',
    firstName: 'Tên',
    lastName: 'Họ',
    email: 'Email',
    status: 'Trạng thái',
    premium: 'Premium',
    emailVerified: 'Đã xác minh email',
    cvsCreated: 'CV đã tạo',
    creditsUsed: 'Lượt đã dùng',
    cvCreation: 'Lượt tạo CV',
    aiOptimization: 'Lượt tối ưu AI',
    premiumTemplates: 'Lượt mẫu Premium',
    aiTemplates: 'Lượt mẫu AI',
    lastLogin: 'Đăng nhập gần nhất',
    joined: 'Ngày tham gia',
  },
  creditLedger: {
    createdAt: 'Thời gian',
    reason: 'Lý do',
    note: 'Ghi chú',
    cvCreation: 'Lượt tạo CV',
    aiOptimization: 'Lượt tối ưu AI',
    premiumTemplates: 'Lượt mẫu Premium',
    aiTemplates: 'Lượt mẫu AI',
    admin: 'Người thực hiện',
    orderId: 'ID đơn hàng',
    subscriptionId: 'ID gói đã mua',
  },
  templates: {
    id: 'ID',
    name: 'Tên',
    description: 'Mô tả',
    category: 'Danh mục',
    type: 'Loại',
    status: 'Trạng thái',
    usageCount: 'Lượt sử dụng',
    preview: 'Ảnh xem trước',
    createdAt: 'Ngày tạo',
    updatedAt: 'Ngày cập nhật',
  },
  contacts: {
    id: 'ID',
    name: 'Họ tên',
    email: 'Email',
    subject: 'Tiêu đề',
    message: 'Nội dung',
    category: 'Danh mục',
    status: 'Trạng thái',
    createdAt: 'Ngày gửi',
    updatedAt: 'Ngày cập nhật',
  },
};

/** By the languages the server writes in (the emails' languages). */
export const CSV_HEADERS: Record<MailLanguage, CsvHeaders> = { en: CSV_HEADERS_EN, vi: CSV_HEADERS_VI };
