/** What parents type on a phone, typing mistakes included: the searches the benches ask. */
export const TYPED_SEARCHES = [
  'jacke 98',
  'schlafsak winter',
  'Muetze',
  'mütze 48',
  'regenjake 104',
  'mini rodni',
  'h&m kleid',
  'tonie',
  'rote jacke',
  'strickjacke grau 86',
  'latzhose',
  'body langarm 62',
];
