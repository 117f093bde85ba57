// Contact-form submissions in both languages, a few per contact category.

export const CONTACT_CATEGORIES = ['general', 'technical', 'billing', 'feedback', 'partnership', 'other'] as const;
export const CONTACT_STATUSES = ['new', 'read', 'responded', 'closed'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

export interface ContactMessage {
  subject: string;
  message: string;
  vietnamese: boolean;
}

export const CONTACT_MESSAGES: Record<ContactCategory, readonly ContactMessage[]> = {
  general: [
    {
      vietnamese: true,
      subject: 'Hỏi về cách xuất CV sang file Word',
      message:
        'Chào đội ngũ CV Builder,\n\nMình muốn hỏi là có thể xuất CV sang định dạng Word (.docx) không, hay chỉ tải được PDF thôi? Công ty mình ứng tuyển yêu cầu file Word.\n\nCảm ơn các bạn!',
    },
    {
      vietnamese: false,
      subject: 'Can I use the same CV in two languages?',
      message:
        'Hi,\n\nI am applying to companies in Vietnam and Singapore. Is there a way to keep one CV in English and a Vietnamese copy that stays in sync, or do I need to create two separate CVs?\n\nThanks,',
    },
    {
      vietnamese: true,
      subject: 'Tài khoản sinh viên có được ưu đãi không?',
      message: 'Em là sinh viên năm cuối Đại học Kinh tế Quốc dân. Bên mình có chương trình giảm giá cho sinh viên không ạ? Em cảm ơn.',
    },
  ],
  technical: [
    {
      vietnamese: true,
      subject: 'Không tải được CV về máy',
      message:
        'Mình bấm nút "Tải PDF" nhưng trang cứ quay mãi rồi báo lỗi. Mình dùng Chrome trên Windows 11. Đã thử xóa cache nhưng vẫn không được.\n\nNhờ các bạn kiểm tra giúp.',
    },
    {
      vietnamese: false,
      subject: 'Template preview shows broken layout on Safari',
      message:
        'Hello,\n\nWhen I open the "Modern Timeline" template on Safari 17 (macOS), the left column overlaps the main content. On Chrome it looks fine. Screenshot attached in my next email.\n\nRegards,',
    },
    {
      vietnamese: true,
      subject: 'Mất dữ liệu sau khi chỉnh sửa',
      message:
        'Hôm qua mình sửa phần kinh nghiệm làm việc và bấm lưu, nhưng hôm nay mở lại thì nội dung cũ vẫn còn. Mong các bạn khôi phục giúp phiên bản mới nhất.',
    },
    {
      vietnamese: false,
      subject: 'Verification email never arrives',
      message:
        'I registered two days ago and still have not received the verification email. I checked spam as well. Could you resend it or verify my account manually?',
    },
  ],
  billing: [
    {
      vietnamese: true,
      subject: 'Đã chuyển khoản nhưng đơn hàng chưa được xác nhận',
      message:
        'Chào admin,\n\nMình đã chuyển khoản 99.000đ cho gói Tiêu chuẩn lúc 9h sáng nay, nội dung ghi đúng mã đơn hàng, nhưng đến giờ tài khoản vẫn chưa được cộng tín dụng.\n\nMình gửi kèm ảnh biên lai. Cảm ơn!',
    },
    {
      vietnamese: false,
      subject: 'Request for a VAT invoice',
      message:
        'Hello,\n\nOur company purchased the Professional package for three employees. Could you issue a VAT invoice to our company name and tax code? Details below.\n\nBest regards,',
    },
    {
      vietnamese: true,
      subject: 'Yêu cầu hoàn tiền do mua nhầm gói',
      message: 'Mình lỡ mua gói Chuyên nghiệp thay vì gói Tiêu chuẩn. Mình chưa dùng tín dụng nào. Bên bạn có thể hoàn tiền hoặc đổi gói giúp mình không?',
    },
  ],
  feedback: [
    {
      vietnamese: true,
      subject: 'Góp ý về mẫu CV',
      message: 'Các mẫu CV rất đẹp! Mình mong có thêm mẫu dành cho ngành y tế và giáo dục, và cho phép đổi màu chủ đạo của mẫu.',
    },
    {
      vietnamese: false,
      subject: 'Love the AI optimisation feature',
      message:
        'Just wanted to say the AI optimisation rewrote my experience section much better than I could. I got two interview calls this week. Great job, team!',
    },
    {
      vietnamese: false,
      subject: 'Suggestion: dark mode for the editor',
      message: 'I often edit my CV late at night. A dark mode for the editor would be very welcome. Also, keyboard shortcuts for moving sections up and down.',
    },
  ],
  partnership: [
    {
      vietnamese: true,
      subject: 'Đề xuất hợp tác với trung tâm hướng nghiệp',
      message:
        'Kính gửi CV Builder,\n\nTrung tâm Hướng nghiệp của trường chúng tôi muốn hợp tác cung cấp tài khoản cho khoảng 2.000 sinh viên mỗi năm. Mong nhận được báo giá và đề xuất từ quý công ty.\n\nTrân trọng.',
    },
    {
      vietnamese: false,
      subject: 'Integration partnership with our job board',
      message:
        'Hi,\n\nWe run a job board with 300k monthly visitors in Southeast Asia. We would like to offer "Apply with your CV Builder CV" on our site. Who is the right person to talk to about an integration?\n\nBest,',
    },
  ],
  other: [
    {
      vietnamese: true,
      subject: 'Xóa tài khoản và dữ liệu cá nhân',
      message: 'Mình muốn xóa hoàn toàn tài khoản và tất cả CV đã tạo. Nhờ các bạn hướng dẫn hoặc xử lý giúp. Cảm ơn.',
    },
    {
      vietnamese: false,
      subject: 'Media inquiry',
      message:
        'I am a journalist writing about how young Vietnamese professionals look for jobs online. Would someone from your team be available for a short interview next week?',
    },
  ],
};
