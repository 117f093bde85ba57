// Professions the demo CVs are written for, in the three CV languages (en, vi, zh).

export type CvLanguage = 'en' | 'vi' | 'zh';
type L = Record<CvLanguage, string>;

export interface Profession {
  title: L;
  /** Title of an earlier, more junior role. */
  juniorTitle: L;
  degree: L;
  skills: readonly string[];
  /** One-line achievements for experience entries. */
  duties: Record<CvLanguage, readonly string[]>;
  /** What the person is good at, for the summary ("building fast web apps"). */
  focus: L;
}

export const PROFESSIONS: readonly Profession[] = [
  {
    title: { en: 'Senior Frontend Developer', vi: 'Lập trình viên Frontend cấp cao', zh: '高级前端开发工程师' },
    juniorTitle: { en: 'Frontend Developer', vi: 'Lập trình viên Frontend', zh: '前端开发工程师' },
    degree: { en: 'B.Sc. in Computer Science', vi: 'Cử nhân Khoa học Máy tính', zh: '计算机科学学士' },
    skills: ['TypeScript', 'React', 'Next.js', 'CSS / Tailwind', 'Web performance', 'Accessibility (WCAG)', 'Jest', 'GraphQL'],
    duties: {
      en: [
        'Rebuilt the checkout flow in React and TypeScript, cutting load time by 40%.',
        'Introduced a shared component library used by six product teams.',
        'Raised Lighthouse accessibility scores from 72 to 98 across the storefront.',
        'Mentored four junior developers and ran weekly code reviews.',
      ],
      vi: [
        'Xây dựng lại luồng thanh toán bằng React và TypeScript, giảm 40% thời gian tải trang.',
        'Phát triển thư viện component dùng chung cho sáu nhóm sản phẩm.',
        'Nâng điểm accessibility của Lighthouse từ 72 lên 98.',
        'Hướng dẫn bốn lập trình viên mới và tổ chức review code hằng tuần.',
      ],
      zh: [
        '使用 React 和 TypeScript 重构结算流程，页面加载时间缩短 40%。',
        '搭建供六个产品团队使用的公共组件库。',
        '将网站无障碍评分从 72 提升到 98。',
        '指导四名初级开发人员并主持每周代码评审。',
      ],
    },
    focus: { en: 'building fast, accessible web applications', vi: 'xây dựng ứng dụng web nhanh và dễ tiếp cận', zh: '构建高性能、易用的 Web 应用' },
  },
  {
    title: { en: 'Backend Engineer', vi: 'Kỹ sư Backend', zh: '后端工程师' },
    juniorTitle: { en: 'Software Engineer', vi: 'Kỹ sư phần mềm', zh: '软件工程师' },
    degree: { en: 'B.Eng. in Software Engineering', vi: 'Kỹ sư Kỹ thuật Phần mềm', zh: '软件工程学士' },
    skills: ['Go', 'Node.js', 'PostgreSQL', 'Redis', 'Kafka', 'Docker', 'Kubernetes', 'AWS'],
    duties: {
      en: [
        'Designed a payment service handling 2 million transactions a day.',
        'Moved a monolith to event-driven services on Kafka with zero downtime.',
        'Cut p95 API latency from 800 ms to 120 ms with query tuning and caching.',
        'Built CI/CD pipelines that ship to production twenty times a day.',
      ],
      vi: [
        'Thiết kế dịch vụ thanh toán xử lý 2 triệu giao dịch mỗi ngày.',
        'Chuyển hệ thống monolith sang kiến trúc hướng sự kiện trên Kafka, không gián đoạn dịch vụ.',
        'Giảm độ trễ p95 của API từ 800 ms xuống 120 ms.',
        'Xây dựng quy trình CI/CD triển khai hai mươi lần mỗi ngày.',
      ],
      zh: [
        '设计日处理 200 万笔交易的支付服务。',
        '将单体系统零停机迁移到基于 Kafka 的事件驱动架构。',
        '通过查询优化和缓存将接口 p95 延迟从 800 毫秒降至 120 毫秒。',
        '搭建每天可发布二十次的 CI/CD 流水线。',
      ],
    },
    focus: { en: 'reliable, scalable backend systems', vi: 'hệ thống backend ổn định và dễ mở rộng', zh: '稳定、可扩展的后端系统' },
  },
  {
    title: { en: 'Data Analyst', vi: 'Chuyên viên Phân tích Dữ liệu', zh: '数据分析师' },
    juniorTitle: { en: 'Business Intelligence Intern', vi: 'Thực tập sinh Phân tích Kinh doanh', zh: '商业智能实习生' },
    degree: { en: 'B.Sc. in Statistics', vi: 'Cử nhân Thống kê', zh: '统计学学士' },
    skills: ['SQL', 'Python', 'Power BI', 'Tableau', 'Excel', 'A/B testing', 'dbt', 'Statistics'],
    duties: {
      en: [
        'Built the sales dashboard used daily by 300 store managers.',
        'Designed A/B tests that lifted conversion by 12%.',
        'Automated monthly reporting, saving 40 hours of manual work.',
        'Modelled customer churn and flagged at-risk accounts for the CRM team.',
      ],
      vi: [
        'Xây dựng dashboard doanh số được 300 quản lý cửa hàng sử dụng hằng ngày.',
        'Thiết kế thử nghiệm A/B giúp tăng 12% tỷ lệ chuyển đổi.',
        'Tự động hóa báo cáo hằng tháng, tiết kiệm 40 giờ làm thủ công.',
        'Xây dựng mô hình dự báo khách hàng rời bỏ cho bộ phận CRM.',
      ],
      zh: [
        '搭建供 300 名门店经理每日使用的销售看板。',
        '设计 A/B 测试，使转化率提升 12%。',
        '实现月度报表自动化，每月节省 40 小时人工。',
        '建立客户流失模型并为 CRM 团队标记高风险客户。',
      ],
    },
    focus: { en: 'turning data into clear business decisions', vi: 'biến dữ liệu thành quyết định kinh doanh rõ ràng', zh: '用数据支持清晰的业务决策' },
  },
  {
    title: { en: 'Chief Accountant', vi: 'Kế toán trưởng', zh: '会计主管' },
    juniorTitle: { en: 'General Accountant', vi: 'Kế toán tổng hợp', zh: '总账会计' },
    degree: { en: 'Bachelor of Accounting', vi: 'Cử nhân Kế toán', zh: '会计学学士' },
    skills: ['VAS / IFRS', 'MISA', 'SAP FI', 'Tax reporting', 'Budgeting', 'Excel', 'Internal control', 'Audit'],
    duties: {
      en: [
        'Closed the monthly books in 5 working days instead of 12.',
        'Led the migration of the general ledger to SAP.',
        'Prepared VAT, CIT and PIT filings with no penalties in four years.',
        'Coordinated the annual audit with a Big Four firm.',
      ],
      vi: [
        'Rút ngắn thời gian khóa sổ hằng tháng từ 12 xuống 5 ngày làm việc.',
        'Chủ trì chuyển đổi sổ cái sang hệ thống SAP.',
        'Lập tờ khai thuế GTGT, TNDN, TNCN không bị phạt trong bốn năm.',
        'Phối hợp kiểm toán độc lập hằng năm với công ty Big Four.',
      ],
      zh: [
        '将月度结账时间从 12 个工作日缩短至 5 个。',
        '主导总账系统迁移至 SAP。',
        '负责增值税、企业所得税和个人所得税申报，四年零罚款。',
        '配合四大会计师事务所完成年度审计。',
      ],
    },
    focus: { en: 'accurate books and clean audits', vi: 'sổ sách chính xác và kiểm toán minh bạch', zh: '准确的账务与合规审计' },
  },
  {
    title: { en: 'Digital Marketing Specialist', vi: 'Chuyên viên Marketing số', zh: '数字营销专员' },
    juniorTitle: { en: 'Content Executive', vi: 'Nhân viên Nội dung', zh: '内容专员' },
    degree: { en: 'Bachelor of Marketing', vi: 'Cử nhân Marketing', zh: '市场营销学士' },
    skills: ['Facebook Ads', 'Google Ads', 'SEO', 'TikTok Shop', 'Content strategy', 'Google Analytics 4', 'Email marketing', 'Canva'],
    duties: {
      en: [
        'Grew organic traffic from 20k to 180k monthly visits in 18 months.',
        'Ran paid campaigns with a 4.2x return on ad spend.',
        'Launched the brand TikTok channel, reaching 350k followers.',
        'Planned the Tết campaign that doubled December sales.',
      ],
      vi: [
        'Tăng lượng truy cập tự nhiên từ 20 nghìn lên 180 nghìn lượt mỗi tháng trong 18 tháng.',
        'Chạy quảng cáo trả phí với ROAS đạt 4,2 lần.',
        'Xây dựng kênh TikTok của thương hiệu đạt 350 nghìn người theo dõi.',
        'Lên kế hoạch chiến dịch Tết giúp doanh số tháng 12 tăng gấp đôi.',
      ],
      zh: [
        '18 个月内将自然流量从每月 2 万提升至 18 万。',
        '投放付费广告，广告支出回报率达 4.2 倍。',
        '运营品牌抖音账号，粉丝达 35 万。',
        '策划春节营销活动，使 12 月销售额翻倍。',
      ],
    },
    focus: { en: 'campaigns that grow brands and revenue', vi: 'chiến dịch giúp thương hiệu và doanh thu tăng trưởng', zh: '推动品牌与营收增长的营销活动' },
  },
  {
    title: { en: 'HR Business Partner', vi: 'Chuyên viên Nhân sự', zh: '人力资源业务伙伴' },
    juniorTitle: { en: 'Recruitment Executive', vi: 'Chuyên viên Tuyển dụng', zh: '招聘专员' },
    degree: { en: 'Bachelor of Human Resource Management', vi: 'Cử nhân Quản trị Nhân lực', zh: '人力资源管理学士' },
    skills: ['Talent acquisition', 'Labour law', 'Performance reviews', 'Onboarding', 'Payroll', 'Employer branding', 'HRIS', 'Coaching'],
    duties: {
      en: [
        'Hired 120 engineers in one year with a 92% probation pass rate.',
        'Rolled out a new performance review process for 800 staff.',
        'Cut time-to-hire from 45 to 28 days.',
        'Launched an onboarding programme that halved first-year attrition.',
      ],
      vi: [
        'Tuyển dụng 120 kỹ sư trong một năm với tỷ lệ qua thử việc 92%.',
        'Triển khai quy trình đánh giá hiệu suất mới cho 800 nhân viên.',
        'Rút ngắn thời gian tuyển dụng từ 45 xuống 28 ngày.',
        'Xây dựng chương trình hội nhập giúp giảm một nửa tỷ lệ nghỉ việc năm đầu.',
      ],
      zh: [
        '一年内招聘 120 名工程师，试用期通过率 92%。',
        '为 800 名员工推行新的绩效考核流程。',
        '将招聘周期从 45 天缩短至 28 天。',
        '推出入职培训计划，使首年离职率减半。',
      ],
    },
    focus: { en: 'hiring and growing great teams', vi: 'tuyển dụng và phát triển đội ngũ giỏi', zh: '招聘并培养优秀团队' },
  },
  {
    title: { en: 'Sales Manager', vi: 'Trưởng phòng Kinh doanh', zh: '销售经理' },
    juniorTitle: { en: 'Account Executive', vi: 'Nhân viên Kinh doanh', zh: '客户经理' },
    degree: { en: 'Bachelor of Business Administration', vi: 'Cử nhân Quản trị Kinh doanh', zh: '工商管理学士' },
    skills: ['B2B sales', 'Negotiation', 'Salesforce', 'Key account management', 'Forecasting', 'Team leadership', 'Presentation', 'CRM'],
    duties: {
      en: [
        'Exceeded the annual revenue target by 135% with a team of 12.',
        'Opened 40 new enterprise accounts in the southern region.',
        'Introduced Salesforce and weekly pipeline reviews.',
        'Negotiated a three-year contract worth 25 billion VND.',
      ],
      vi: [
        'Vượt 135% chỉ tiêu doanh thu năm với đội ngũ 12 người.',
        'Mở mới 40 khách hàng doanh nghiệp khu vực phía Nam.',
        'Triển khai Salesforce và họp rà soát pipeline hằng tuần.',
        'Đàm phán thành công hợp đồng ba năm trị giá 25 tỷ đồng.',
      ],
      zh: [
        '带领 12 人团队完成年度营收目标的 135%。',
        '在南部地区新开拓 40 家企业客户。',
        '引入 Salesforce 并建立每周销售漏斗复盘。',
        '谈成一份价值 250 亿越南盾的三年合同。',
      ],
    },
    focus: { en: 'building lasting client relationships', vi: 'xây dựng quan hệ khách hàng bền vững', zh: '建立长期稳定的客户关系' },
  },
  {
    title: { en: 'Graphic Designer', vi: 'Nhà thiết kế Đồ họa', zh: '平面设计师' },
    juniorTitle: { en: 'Junior Designer', vi: 'Nhân viên Thiết kế', zh: '初级设计师' },
    degree: { en: 'Bachelor of Fine Arts in Graphic Design', vi: 'Cử nhân Thiết kế Đồ họa', zh: '平面设计学士' },
    skills: ['Adobe Illustrator', 'Photoshop', 'Figma', 'Brand identity', 'Typography', 'Motion graphics', 'Packaging', 'Art direction'],
    duties: {
      en: [
        'Designed the rebrand of a coffee chain with 60 stores.',
        'Produced packaging for a product line sold in Co.opmart and Big C.',
        'Set up the design system in Figma for the marketing team.',
        'Won a Vietnam Design Award for a poster series.',
      ],
      vi: [
        'Thiết kế bộ nhận diện mới cho chuỗi cà phê 60 cửa hàng.',
        'Thiết kế bao bì cho dòng sản phẩm phân phối tại Co.opmart và Big C.',
        'Xây dựng design system trên Figma cho phòng marketing.',
        'Đoạt giải thiết kế cho loạt poster triển lãm.',
      ],
      zh: [
        '为拥有 60 家门店的咖啡连锁品牌完成品牌升级设计。',
        '为在 Co.opmart 和 Big C 销售的产品线设计包装。',
        '在 Figma 中为市场团队建立设计系统。',
        '凭借系列海报获得越南设计奖。',
      ],
    },
    focus: { en: 'visual identities people remember', vi: 'bộ nhận diện thương hiệu đáng nhớ', zh: '令人印象深刻的视觉形象' },
  },
  {
    title: { en: 'Project Manager', vi: 'Quản lý Dự án', zh: '项目经理' },
    juniorTitle: { en: 'Project Coordinator', vi: 'Điều phối viên Dự án', zh: '项目协调员' },
    degree: { en: 'Master of Business Administration', vi: 'Thạc sĩ Quản trị Kinh doanh', zh: '工商管理硕士' },
    skills: ['Agile / Scrum', 'PMP', 'Jira', 'Stakeholder management', 'Risk management', 'Budget control', 'Confluence', 'OKRs'],
    duties: {
      en: [
        'Delivered a core banking upgrade for 3 million customers on time and on budget.',
        'Ran five Scrum teams across Hanoi and Singapore.',
        'Set up the PMO reporting used by the board.',
        'Recovered a late ERP project and shipped it within two months.',
      ],
      vi: [
        'Triển khai nâng cấp core banking cho 3 triệu khách hàng đúng tiến độ và ngân sách.',
        'Điều phối năm nhóm Scrum tại Hà Nội và Singapore.',
        'Xây dựng hệ thống báo cáo PMO cho ban lãnh đạo.',
        'Cứu một dự án ERP chậm tiến độ và bàn giao trong hai tháng.',
      ],
      zh: [
        '按时按预算完成服务 300 万客户的核心银行系统升级。',
        '管理分布在河内和新加坡的五个 Scrum 团队。',
        '建立供董事会使用的项目管理报告体系。',
        '挽救延期的 ERP 项目并在两个月内交付。',
      ],
    },
    focus: { en: 'delivering complex projects on time', vi: 'đưa các dự án phức tạp về đích đúng hạn', zh: '按时交付复杂项目' },
  },
  {
    title: { en: 'English Teacher', vi: 'Giáo viên Tiếng Anh', zh: '英语教师' },
    juniorTitle: { en: 'Teaching Assistant', vi: 'Trợ giảng', zh: '助教' },
    degree: { en: 'Bachelor of English Language Teaching', vi: 'Cử nhân Sư phạm Tiếng Anh', zh: '英语教育学士' },
    skills: ['IELTS preparation', 'Curriculum design', 'Classroom management', 'CELTA', 'Google Classroom', 'Public speaking', 'Assessment', 'Mentoring'],
    duties: {
      en: [
        'Taught IELTS classes with an average band score of 7.0.',
        'Designed a speaking curriculum for 1,200 secondary students.',
        'Trained 15 new teachers in communicative methods.',
        'Organised the city-wide English speaking contest.',
      ],
      vi: [
        'Giảng dạy các lớp IELTS với điểm trung bình học viên đạt 7.0.',
        'Thiết kế chương trình luyện nói cho 1.200 học sinh THCS.',
        'Đào tạo 15 giáo viên mới về phương pháp giao tiếp.',
        'Tổ chức cuộc thi hùng biện tiếng Anh cấp thành phố.',
      ],
      zh: ['教授雅思课程，学员平均分达 7.0。', '为 1,200 名中学生设计口语课程。', '培训 15 名新教师掌握交际教学法。', '组织全市英语演讲比赛。'],
    },
    focus: { en: 'helping students speak with confidence', vi: 'giúp học viên tự tin giao tiếp', zh: '帮助学生自信地表达' },
  },
  {
    title: { en: 'Civil Engineer', vi: 'Kỹ sư Xây dựng', zh: '土木工程师' },
    juniorTitle: { en: 'Site Engineer', vi: 'Kỹ sư Hiện trường', zh: '现场工程师' },
    degree: { en: 'B.Eng. in Civil Engineering', vi: 'Kỹ sư Xây dựng Dân dụng và Công nghiệp', zh: '土木工程学士' },
    skills: ['AutoCAD', 'Revit', 'ETABS', 'Site supervision', 'Cost estimation', 'Quality control', 'Safety management', 'MS Project'],
    duties: {
      en: [
        'Supervised the structure of a 32-storey residential tower.',
        'Cut concrete waste by 8% through better pour planning.',
        'Prepared bills of quantities for projects worth 400 billion VND.',
        'Kept a 600-worker site at zero lost-time accidents for two years.',
      ],
      vi: [
        'Giám sát phần kết cấu tòa nhà chung cư 32 tầng.',
        'Giảm 8% hao hụt bê tông nhờ lập kế hoạch đổ hợp lý.',
        'Lập dự toán cho các dự án trị giá 400 tỷ đồng.',
        'Duy trì công trường 600 công nhân không có tai nạn lao động trong hai năm.',
      ],
      zh: [
        '负责一栋 32 层住宅楼的结构施工监理。',
        '通过优化浇筑计划减少 8% 的混凝土损耗。',
        '为总价值 4000 亿越南盾的项目编制工程量清单。',
        '600 人工地连续两年无工伤事故。',
      ],
    },
    focus: { en: 'safe, high-quality construction', vi: 'thi công an toàn và chất lượng', zh: '安全、高质量的工程建设' },
  },
  {
    title: { en: 'Customer Success Lead', vi: 'Trưởng nhóm Chăm sóc Khách hàng', zh: '客户成功主管' },
    juniorTitle: { en: 'Customer Service Agent', vi: 'Nhân viên Chăm sóc Khách hàng', zh: '客服专员' },
    degree: { en: 'Bachelor of Tourism and Hospitality', vi: 'Cử nhân Du lịch và Khách sạn', zh: '旅游与酒店管理学士' },
    skills: ['Zendesk', 'Customer onboarding', 'Conflict resolution', 'NPS programmes', 'Team coaching', 'Knowledge base', 'SLA management', 'Upselling'],
    duties: {
      en: [
        'Raised NPS from 31 to 58 in one year.',
        'Led a 20-person support team across three shifts.',
        'Wrote the knowledge base that deflected 30% of tickets.',
        'Cut first response time to under 5 minutes.',
      ],
      vi: [
        'Nâng chỉ số NPS từ 31 lên 58 trong một năm.',
        'Quản lý đội hỗ trợ 20 người làm việc ba ca.',
        'Xây dựng kho kiến thức giúp giảm 30% yêu cầu hỗ trợ.',
        'Rút ngắn thời gian phản hồi đầu tiên xuống dưới 5 phút.',
      ],
      zh: ['一年内将 NPS 从 31 提升至 58。', '管理三班倒的 20 人客服团队。', '编写知识库，减少 30% 的工单量。', '将首次响应时间缩短至 5 分钟以内。'],
    },
    focus: { en: 'keeping customers happy and loyal', vi: 'giữ chân và làm hài lòng khách hàng', zh: '提升客户满意度与忠诚度' },
  },
];

/** Vietnamese employers, and international ones for English-named people. */
export const COMPANIES_VN = [
  'FPT Software',
  'Viettel Group',
  'VNG Corporation',
  'Tiki',
  'Shopee Việt Nam',
  'MoMo',
  'Vinamilk',
  'Techcombank',
  'Vietcombank',
  'VPBank',
  'Grab Việt Nam',
  'Masan Group',
  'Thế Giới Di Động',
  'Sun Asterisk',
  'KMS Technology',
  'NashTech',
  'Haravan',
  'Base.vn',
  'Vingroup',
  'PNJ',
  'Unilever Việt Nam',
  'Samsung Electronics Việt Nam',
  'Deloitte Việt Nam',
  'Coteccons',
  'Highlands Coffee',
  'VinFast',
  'Bosch Việt Nam',
  'Home Credit Việt Nam',
];
export const COMPANIES_INTL = [
  'Atlassian',
  'Canva',
  'Shopify',
  'Accenture',
  'HSBC',
  'ANZ Bank',
  'Grab',
  'Sea Group',
  'Deloitte',
  'KPMG',
  'Unilever',
  'Procter & Gamble',
  'Intel',
  'Bosch',
  'Employment Hero',
  'Zalora',
  'Lazada',
  'British Council',
];

export interface School {
  name: L;
  location: L;
}
export const SCHOOLS_VN: readonly School[] = [
  {
    name: { en: 'Hanoi University of Science and Technology', vi: 'Đại học Bách khoa Hà Nội', zh: '河内百科大学' },
    location: { en: 'Hanoi', vi: 'Hà Nội', zh: '河内' },
  },
  {
    name: { en: 'Vietnam National University, Ho Chi Minh City', vi: 'Đại học Quốc gia TP. Hồ Chí Minh', zh: '胡志明市国家大学' },
    location: { en: 'Ho Chi Minh City', vi: 'TP. Hồ Chí Minh', zh: '胡志明市' },
  },
  {
    name: { en: 'University of Economics Ho Chi Minh City', vi: 'Đại học Kinh tế TP. Hồ Chí Minh', zh: '胡志明市经济大学' },
    location: { en: 'Ho Chi Minh City', vi: 'TP. Hồ Chí Minh', zh: '胡志明市' },
  },
  { name: { en: 'Foreign Trade University', vi: 'Đại học Ngoại thương', zh: '外贸大学' }, location: { en: 'Hanoi', vi: 'Hà Nội', zh: '河内' } },
  { name: { en: 'National Economics University', vi: 'Đại học Kinh tế Quốc dân', zh: '国民经济大学' }, location: { en: 'Hanoi', vi: 'Hà Nội', zh: '河内' } },
  {
    name: { en: 'RMIT University Vietnam', vi: 'Đại học RMIT Việt Nam', zh: '越南皇家墨尔本理工大学' },
    location: { en: 'Ho Chi Minh City', vi: 'TP. Hồ Chí Minh', zh: '胡志明市' },
  },
  { name: { en: 'FPT University', vi: 'Đại học FPT', zh: 'FPT 大学' }, location: { en: 'Hanoi', vi: 'Hà Nội', zh: '河内' } },
  {
    name: { en: 'University of Danang – University of Science and Technology', vi: 'Đại học Bách khoa – Đại học Đà Nẵng', zh: '岘港大学理工学院' },
    location: { en: 'Da Nang', vi: 'Đà Nẵng', zh: '岘港' },
  },
  {
    name: { en: 'Hanoi National University of Education', vi: 'Đại học Sư phạm Hà Nội', zh: '河内师范大学' },
    location: { en: 'Hanoi', vi: 'Hà Nội', zh: '河内' },
  },
  { name: { en: 'Can Tho University', vi: 'Đại học Cần Thơ', zh: '芹苴大学' }, location: { en: 'Can Tho', vi: 'Cần Thơ', zh: '芹苴' } },
];
export const SCHOOLS_INTL: readonly School[] = [
  { name: { en: 'University of Melbourne', vi: 'Đại học Melbourne', zh: '墨尔本大学' }, location: { en: 'Melbourne', vi: 'Melbourne', zh: '墨尔本' } },
  {
    name: { en: 'National University of Singapore', vi: 'Đại học Quốc gia Singapore', zh: '新加坡国立大学' },
    location: { en: 'Singapore', vi: 'Singapore', zh: '新加坡' },
  },
  { name: { en: 'University of Manchester', vi: 'Đại học Manchester', zh: '曼彻斯特大学' }, location: { en: 'Manchester', vi: 'Manchester', zh: '曼彻斯特' } },
  { name: { en: 'University of Toronto', vi: 'Đại học Toronto', zh: '多伦多大学' }, location: { en: 'Toronto', vi: 'Toronto', zh: '多伦多' } },
  { name: { en: 'Monash University', vi: 'Đại học Monash', zh: '莫纳什大学' }, location: { en: 'Melbourne', vi: 'Melbourne', zh: '墨尔本' } },
];

export const CITIES_VN: readonly L[] = [
  { en: 'Ho Chi Minh City, Vietnam', vi: 'TP. Hồ Chí Minh, Việt Nam', zh: '越南胡志明市' },
  { en: 'Hanoi, Vietnam', vi: 'Hà Nội, Việt Nam', zh: '越南河内' },
  { en: 'Da Nang, Vietnam', vi: 'Đà Nẵng, Việt Nam', zh: '越南岘港' },
  { en: 'Hai Phong, Vietnam', vi: 'Hải Phòng, Việt Nam', zh: '越南海防' },
  { en: 'Can Tho, Vietnam', vi: 'Cần Thơ, Việt Nam', zh: '越南芹苴' },
  { en: 'Nha Trang, Vietnam', vi: 'Nha Trang, Việt Nam', zh: '越南芽庄' },
  { en: 'Hue, Vietnam', vi: 'Huế, Việt Nam', zh: '越南顺化' },
  { en: 'Binh Duong, Vietnam', vi: 'Bình Dương, Việt Nam', zh: '越南平阳' },
];
export const CITIES_INTL: readonly L[] = [
  { en: 'Singapore', vi: 'Singapore', zh: '新加坡' },
  { en: 'Sydney, Australia', vi: 'Sydney, Úc', zh: '澳大利亚悉尼' },
  { en: 'London, United Kingdom', vi: 'London, Vương quốc Anh', zh: '英国伦敦' },
  { en: 'Toronto, Canada', vi: 'Toronto, Canada', zh: '加拿大多伦多' },
  { en: 'Ho Chi Minh City, Vietnam', vi: 'TP. Hồ Chí Minh, Việt Nam', zh: '越南胡志明市' },
];

/** Words the CV uses in each language. */
export const WORDS: Record<
  CvLanguage,
  {
    present: string;
    levels: readonly string[];
    summary: (years: number, title: string, focus: string) => string;
    cvName: (title: string) => string;
    languages: (vietnamese: boolean) => { name: string; level: string }[];
  }
> = {
  en: {
    present: 'Present',
    levels: ['Expert', 'Advanced', 'Advanced', 'Intermediate'],
    summary: (years, title, focus) =>
      `${title} with ${years} years of experience in ${focus}. Known for clear communication, ownership and results that can be measured.`,
    cvName: (title) => `${title} CV`,
    languages: (vietnamese) =>
      vietnamese
        ? [
            { name: 'Vietnamese', level: 'Native' },
            { name: 'English', level: 'Professional (IELTS 7.0)' },
          ]
        : [
            { name: 'English', level: 'Native' },
            { name: 'Vietnamese', level: 'Conversational' },
          ],
  },
  vi: {
    present: 'Hiện tại',
    levels: ['Thành thạo', 'Tốt', 'Tốt', 'Khá'],
    summary: (years, title, focus) =>
      `${title} với ${years} năm kinh nghiệm trong lĩnh vực ${focus}. Giao tiếp rõ ràng, chủ động và luôn hướng đến kết quả đo lường được.`,
    cvName: (title) => `CV ${title}`,
    languages: (vietnamese) =>
      vietnamese
        ? [
            { name: 'Tiếng Việt', level: 'Bản ngữ' },
            { name: 'Tiếng Anh', level: 'TOEIC 850' },
          ]
        : [
            { name: 'Tiếng Anh', level: 'Bản ngữ' },
            { name: 'Tiếng Việt', level: 'Giao tiếp' },
          ],
  },
  zh: {
    present: '至今',
    levels: ['精通', '熟练', '熟练', '良好'],
    summary: (years, title, focus) => `${title}，拥有 ${years} 年经验，专注于${focus}。沟通清晰，责任心强，注重可量化的成果。`,
    cvName: (title) => `${title}简历`,
    languages: (vietnamese) =>
      vietnamese
        ? [
            { name: '越南语', level: '母语' },
            { name: '中文', level: 'HSK 5 级' },
            { name: '英语', level: '流利' },
          ]
        : [
            { name: '英语', level: '母语' },
            { name: '中文', level: 'HSK 4 级' },
          ],
  },
};

export const CERTIFICATIONS = [
  { name: 'IELTS Academic 7.5', issuer: 'British Council' },
  { name: 'AWS Certified Solutions Architect – Associate', issuer: 'Amazon Web Services' },
  { name: 'Google Data Analytics Certificate', issuer: 'Google' },
  { name: 'PMP – Project Management Professional', issuer: 'PMI' },
  { name: 'ACCA', issuer: 'Association of Chartered Certified Accountants' },
  { name: 'Google Ads Search Certification', issuer: 'Google' },
  { name: 'Professional Scrum Master I', issuer: 'Scrum.org' },
  { name: 'HSK 5', issuer: 'Hanban / CLEC' },
];

export const PROJECT_NAMES = [
  'Personal finance tracker',
  'Open-source UI kit',
  'Community book exchange',
  'Volunteer tutoring platform',
  'Coffee shop loyalty app',
  'Mekong travel blog',
  'Small-business invoicing tool',
  'Campus events calendar',
];
