import type { SeedNotice } from './seed-types.ts';

/** 简体中文公告（语言类型 1）。 */
export const noticesZh: SeedNotice[] = [
  {
    slug: 'welcome',
    title: '欢迎体验 SWX 演示平台',
    createdAt: '2026-09-01T08:00:00Z',
    paragraphs: [
      'SWX 是一个演示平台：所有价格均为模拟，不涉及任何真实资金。',
      '注册账户即可体验模拟账户、实时行情列表和行情详情图表。',
    ],
  },
  {
    slug: 'new-features-markets',
    title: '新功能：五大类实时行情',
    createdAt: '2026-10-15T08:00:00Z',
    paragraphs: [
      '行情列表现已涵盖外汇、加密货币、股票、期货和贵金属，每个品种附带 100 个点的走势迷你图，价格每秒实时推送。',
      '股票和期货遵循其交易所的交易时段；休市期间价格保持不变，也不接受相关订单。',
    ],
  },
  {
    slug: 'new-features-languages',
    title: '新功能：支持十一种界面语言',
    createdAt: '2026-11-01T08:00:00Z',
    paragraphs: [
      '界面现已支持英语、日语、韩语、德语、法语、意大利语、阿拉伯语、葡萄牙语、西班牙语、繁体中文和简体中文。',
    ],
  },
  {
    slug: 'security-reminder',
    title: '安全提醒：切勿泄露验证码',
    createdAt: '2026-11-10T08:00:00Z',
    paragraphs: ['我们的工作人员绝不会索要您的密码或邮箱验证码。验证码有效期为十分钟，且只能使用一次。'],
  },
];
