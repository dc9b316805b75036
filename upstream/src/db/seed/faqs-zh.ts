import type { SeedFaq } from './seed-types.ts';

/** Simplified Chinese (language type 1) questions and answers: the English ones (faqs-en.ts), translated. */
export const faqsZh: SeedFaq[] = [
  {
    slug: 'demo-and-real',
    category: 'account',
    question: '模拟账户和真实账户有什么区别？',
    paragraphs: [
      '每个新账户都从模拟账户开始，内含 10,000.00 USDT 练习资金，您可以无风险地尝试下单。您可以在账户页面重置模拟余额。',
      '真实账户中是您充值的资金。在账户页面切换两个账户；订单、余额和记录相互独立。',
    ],
  },
  {
    slug: 'verify-identity',
    category: 'account',
    question: '如何进行身份认证？',
    paragraphs: [
      '打开“贷款”并完成三个步骤：填写个人信息、上传身份证件照片（正面、背面及手持证件照）并签名。团队会在 48 小时内审核。',
      '如果审核被拒绝，页面会显示原因，表单会保留您填写的内容，您只需修改有问题的部分。',
    ],
  },
  {
    slug: 'how-orders-work',
    category: 'trading',
    question: '涨跌订单是如何运作的？',
    paragraphs: [
      '您选择市场、方向（涨或跌）、金额和周期。周期结束时，订单按到期时刻或之后记录的第一个价格结算。',
      '如果价格朝您选择的方向变动，您将收回本金并获得按钮上显示的收益；如果反向变动，您将损失全部投入；如果价格不变，本金将退回。',
    ],
  },
  {
    slug: 'settlement-price',
    category: 'trading',
    question: '我的订单按哪个价格结算？',
    paragraphs: [
      '开仓价是下单时最后记录的价格，平仓价是到期时刻或之后记录的第一个价格。两者连同时间都显示在订单上，您可以核对每一个结果。',
      '本平台的价格来自市场模拟器，并标注为模拟价格。',
    ],
  },
  {
    slug: 'market-closed',
    category: 'trading',
    question: '为什么现在不能交易某个市场？',
    paragraphs: [
      '股票、期货和部分外汇市场只在交易所开市时间交易。休市的市场会显示原因和下次开市时间，在此之前其下单表单不可用。',
    ],
  },
  {
    slug: 'how-to-deposit',
    category: 'funds',
    question: '如何充值？',
    paragraphs: [
      '进入“账户”→“余额”，选择币种和网络。将币转到显示的地址或二维码，然后提交金额和转账截图。',
      '团队核对转账后会计入您的真实账户，记录会显示每一步。最低充值金额显示在充值表单上。',
    ],
  },
  {
    slug: 'withdrawal-time',
    category: 'funds',
    question: '提现需要多长时间？',
    paragraphs: [
      '提现需要资金密码。金额会立即冻结，团队审核申请，网络确认转账后提现完成。手续费从金额中扣除，并在您确认前显示。',
      '如果申请被拒绝，冻结的金额会退回余额，原因显示在提现记录中。',
    ],
  },
  {
    slug: 'smart-plans',
    category: 'products',
    question: '什么是智能交易计划？',
    paragraphs: [
      '计划将一笔金额投资您选择的天数。每日收益率在购买时从产品的区间中抽取，并按周期支付；收益不作保证。',
      '提前退出会从本金中扣除违约金，退出对话框会在您确认前显示。请只投入您能承受损失的资金。',
    ],
  },
  {
    slug: 'crypto-loans',
    category: 'products',
    question: '加密货币抵押贷款如何运作？',
    paragraphs: [
      '您以价值为贷款 150% 的 BTC 或 ETH 作抵押借入 USDT。前 7 天免息，之后每天 0.05% 的利息；计算器和协议会在您签署前显示准确的总额。',
      '已认证用户可以借更多。您可以随时从余额中全额还款；逾期还款会产生违约金。',
    ],
  },
  {
    slug: 'charity-nfts',
    category: 'products',
    question: '慈善 NFT 的款项去了哪里？',
    paragraphs: ['NFT 以限时拍卖方式出售。中标金额全部捐出，NFT 页面上的捐赠总额会随每次成交的价格增加。'],
  },
  {
    slug: 'forgot-password',
    category: 'security',
    question: '忘记密码怎么办？',
    paragraphs: [
      '在登录页面选择“忘记密码？”，输入您的邮箱和我们发送的验证码，然后设置 6 到 32 个字符的新密码。重置密码会让您的其他会话退出登录。',
    ],
  },
  {
    slug: 'signed-out',
    category: 'security',
    question: '为什么我被退出登录了？',
    paragraphs: [
      '会话有效期为七天，在您退出登录或重置密码时结束。会话过期时应用会告诉您，重新登录后会回到您原来所在的页面。',
    ],
  },
];
