import { sepaIdentifier, sepaText } from './sepa-text.ts';

// The SEPA credit transfer file the owner uploads in her online banking: ISO 20022
// pain.001.001.09 as the EPC's SCT implementation guidelines (EPC132-08) restrict it, the version
// German banks take since November 2025 (decision 072). Pure: the run goes in, the XML comes out.
//
// One payment information block (one debit on the shop's account, BtchBookg) holding one
// CdtTrfTxInf per seller. Every text is written in the SEPA character set (sepa-text.ts).

export const PAIN_001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';

export type SepaTransfer = {
  /** Unique per payout; the seller's bank statement shows it. */
  endToEndId: string;
  amountCents: number;
  creditorName: string;
  creditorIban: string;
  /** Verwendungszweck, at most 140 characters once written in the SEPA set. */
  remittance: string;
};

export type SepaCreditTransferRun = {
  messageId: string;
  createdAt: Date;
  /** The day the bank should execute it, YYYY-MM-DD. */
  executionDate: string;
  debtor: { name: string; iban: string; bic: string | null };
  transfers: readonly SepaTransfer[];
};

/** 1234 → '12.34': the file's amounts, a decimal point and two digits. */
export function sepaAmount(cents: number): string {
  if (!Number.isInteger(cents) || cents <= 0) throw new Error(`Not a transfer amount: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

type Node = string | [name: string, children: Node[] | string, attributes?: Record<string, string>];

function render(node: Node, depth: number): string {
  const indent = '  '.repeat(depth);
  if (typeof node === 'string') return `${indent}${node}`;
  const [name, children, attributes] = node;
  const attributeText = Object.entries(attributes ?? {})
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  if (typeof children === 'string') {
    return `${indent}<${name}${attributeText}>${escapeXml(children)}</${name}>`;
  }
  const inner = children.map((child) => render(child, depth + 1)).join('\n');
  return `${indent}<${name}${attributeText}>\n${inner}\n${indent}</${name}>`;
}

/** The file's CreDtTm: the instant in UTC, whole seconds. */
function isoDateTime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/** The pain.001.001.09 document of a payout run. */
export function buildPain001(run: SepaCreditTransferRun): string {
  if (run.transfers.length === 0) throw new Error('A SEPA file needs at least one transfer');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(run.executionDate)) {
    throw new Error(`Not an execution date: ${run.executionDate}`);
  }
  const count = String(run.transfers.length);
  const controlSum = sepaAmount(run.transfers.reduce((sum, t) => sum + t.amountCents, 0));
  const messageId = sepaIdentifier(run.messageId);
  const debtorName = sepaText(run.debtor.name, 70);
  const debtorAgent: Node = run.debtor.bic
    ? ['FinInstnId', [['BICFI', run.debtor.bic]]]
    : ['FinInstnId', [['Othr', [['Id', 'NOTPROVIDED']]]]];
  const transfers: Node[] = run.transfers.map((transfer) => [
    'CdtTrfTxInf',
    [
      ['PmtId', [['EndToEndId', sepaIdentifier(transfer.endToEndId)]]],
      ['Amt', [['InstdAmt', sepaAmount(transfer.amountCents), { Ccy: 'EUR' }]]],
      ['Cdtr', [['Nm', sepaText(transfer.creditorName, 70)]]],
      ['CdtrAcct', [['Id', [['IBAN', transfer.creditorIban]]]]],
      ['RmtInf', [['Ustrd', sepaText(transfer.remittance, 140)]]],
    ],
  ]);
  const document: Node = [
    'Document',
    [
      [
        'CstmrCdtTrfInitn',
        [
          [
            'GrpHdr',
            [
              ['MsgId', messageId],
              ['CreDtTm', isoDateTime(run.createdAt)],
              ['NbOfTxs', count],
              ['CtrlSum', controlSum],
              ['InitgPty', [['Nm', debtorName]]],
            ],
          ],
          [
            'PmtInf',
            [
              ['PmtInfId', messageId],
              ['PmtMtd', 'TRF'],
              ['BtchBookg', 'true'],
              ['NbOfTxs', count],
              ['CtrlSum', controlSum],
              ['PmtTpInf', [['SvcLvl', [['Cd', 'SEPA']]]]],
              ['ReqdExctnDt', [['Dt', run.executionDate]]],
              ['Dbtr', [['Nm', debtorName]]],
              ['DbtrAcct', [['Id', [['IBAN', run.debtor.iban]]]]],
              ['DbtrAgt', [debtorAgent]],
              ['ChrgBr', 'SLEV'],
              ...transfers,
            ],
          ],
        ],
      ],
    ],
    { xmlns: PAIN_001_NAMESPACE },
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n${render(document, 0)}\n`;
}
