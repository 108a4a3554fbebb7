import {
  type AgreementFields,
  agreementTexts,
  INSTRUMENT_LABELS,
  formatAgreementAmount as money,
} from '@angelbridge/contracts';

/**
 * AngelBridge's own plain-English "Investment summary and subscription", written for this product (no
 * third party's agreement text): the parties, the amount, the instrument's terms, the date and the
 * governing law. Each section is a heading and its paragraphs; the PDF makers lay them out.
 */
export interface Section {
  heading: string;
  paragraphs: string[];
}

const place = (fields: AgreementFields) =>
  [fields.incorporation.region, fields.incorporation.country_name].filter(Boolean).join(', ');

/** Whole shares the amount buys at a decimal price, in exact integer arithmetic (never a float). */
export function sharesFor(amount: number, pricePerShare: string): bigint {
  const [whole = '0', fraction = ''] = pricePerShare.split('.');
  const priceTenThousandths = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0').slice(0, 4));
  return (BigInt(amount) * 10_000n) / priceTenThousandths;
}

function instrumentParagraphs(fields: AgreementFields): string[] {
  const terms = fields.instrument_terms;
  const lines: string[] = [];
  switch (fields.instrument) {
    case 'safe':
      lines.push(
        'Instrument: SAFE. The Investor pays the amount now and receives shares later: when the Company next sells ' +
          'shares at a set price, the amount converts into shares of that kind. If the Company is sold or wound up ' +
          'before then, the Investor is paid back the amount, or receives what the shares would have been worth if ' +
          'that is more, before any shareholder is paid.',
      );
      if (terms.valuation_cap !== null) {
        lines.push(
          `Valuation cap: ${money(terms.valuation_cap)}. The price per share at conversion is never higher than the ` +
            'price that a company valuation of this amount gives.',
        );
      }
      if (terms.discount_percent !== null) {
        lines.push(
          `Discount: ${terms.discount_percent}%. The Investor converts at a price ${terms.discount_percent}% below ` +
            'the price the new investors pay. Where both a cap and a discount apply, the lower price is used.',
        );
      }
      if (terms.mfn) {
        lines.push(
          'Most favoured nation: yes. If, before conversion, the Company offers another investor an instrument of ' +
            'this kind on better terms, the Investor may choose to take those terms instead.',
        );
      }
      return lines;
    case 'convertible_note':
      lines.push(
        `Instrument: convertible note. The amount is a loan to the Company. It earns simple interest of ${terms.interest_percent}% ` +
          `a year and falls due on ${terms.maturity_date}. When the Company next sells shares at a set price before then, ` +
          'the amount and its interest convert into shares of that kind instead of being repaid.',
      );
      if (terms.valuation_cap !== null) {
        lines.push(`Valuation cap at conversion: ${money(terms.valuation_cap)}.`);
      }
      if (terms.discount_percent !== null) {
        lines.push(
          `Discount at conversion: ${terms.discount_percent}% below the price the new investors pay.`,
        );
      }
      return lines;
    case 'equity': {
      const price = terms.price_per_share ?? '0';
      lines.push(
        `Instrument: equity. The Investor subscribes for ${sharesFor(fields.amount, price).toLocaleString('en-US')} ` +
          `${terms.share_class} shares of the Company at C$${price} a share (the amount divided by the price, rounded ` +
          `down to a whole share), at a pre-money valuation of ${money(terms.pre_money_valuation ?? 0)}. The Company ` +
          'issues the shares once it has received the amount.',
      );
      return lines;
    }
    default:
      lines.push(
        `Instrument: ${INSTRUMENT_LABELS[fields.instrument].toLowerCase()}. The terms, as the Company set them out:`,
        terms.summary_terms ?? '',
      );
      return lines;
  }
}

/** The summary's sections for one investor. */
export function agreementSections(fields: AgreementFields): Section[] {
  return [
    {
      heading: '1. The parties',
      paragraphs: [
        `${fields.company_legal_name}, incorporated in ${place(fields)} (the "Company"), and ` +
          `${fields.investor_legal_name} (the "Investor").`,
      ],
    },
    {
      heading: '2. The investment',
      paragraphs: [
        `The Investor agrees to invest ${money(fields.amount)} (Canadian dollars) in the Company, and the Company ` +
          'agrees to accept it, on the terms in this document.',
        ...instrumentParagraphs(fields),
      ],
    },
    {
      heading: '3. Payment',
      paragraphs: [
        'Once both parties have signed, the Investor sends the amount to the Company in the way the Company gives ' +
          'in writing. The Company confirms in writing when it has received the money.',
      ],
    },
    {
      heading: '4. What each party confirms',
      paragraphs: [
        'Each party confirms that it may sign this document and that signing it breaks no other promise it has made.',
        'The Investor confirms that they invest their own money, by their own decision, and understand that a young ' +
          'company may fail, that the investment may be lost in full, and that it may not be possible to sell it.',
      ],
    },
    {
      heading: '5. Governing law',
      paragraphs: [`This document is governed by the laws of ${fields.governing_law}.`],
    },
    {
      heading: '6. About this document',
      paragraphs: [
        `Dated ${fields.date}. AngelBridge prepared this document from the terms the Company entered. AngelBridge is ` +
          'not a party to it and gives no legal, tax or financial advice; each party may ask its own adviser.',
        'The parties sign electronically. The signature certificate added after both have signed records who ' +
          'signed, when, and the SHA-256 hash of the document they were shown.',
      ],
    },
  ];
}

/** What the cover page of a founder's own agreement says before its pages. */
export function coverParagraphs(fields: AgreementFields, pages: number): string[] {
  return [
    `Between ${fields.company_legal_name}, incorporated in ${place(fields)} (the "Company"), and ` +
      `${fields.investor_legal_name} (the "Investor").`,
    `Amount: ${money(fields.amount)} (Canadian dollars).`,
    ...instrumentParagraphs(fields),
    `Governing law: ${fields.governing_law}. Dated ${fields.date}.`,
    `The ${pages} page${pages === 1 ? '' : 's'} after this cover are the Company's own agreement, reproduced ` +
      "exactly as the Company uploaded it. Where it and this cover differ, the Company's agreement governs.",
  ];
}

export const documentTitle = agreementTexts.documentTitle;
