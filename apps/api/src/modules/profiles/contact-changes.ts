import { messages } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/transaction.js';
import { AppError } from '../../http/app-error.js';
import { emailChangeCodeMail, mobileChangeCodeMail } from '../../mail/templates/code-mails.js';
import {
  type Account,
  CODE_TTL_MINUTES,
  type CodeRequest,
  type Codes,
  findAccountByEmail,
  findAccountById,
  type Phone,
} from '../auth/index.js';
import { checkPhoneCountry } from '../reference/index.js';
import { type UserColumns, updateUser } from './profiles.queries.js';

/** What an edit form says about e-mail and phone; a missing value means "unchanged". */
export interface ContactInput {
  email?: string | undefined;
  country_id?: string | undefined;
  isd_code?: string | undefined;
  mobile_number?: string | undefined;
}

/** The columns an edit writes, and which codes it must send once the edit is stored. */
export interface ContactPlan {
  columns: UserColumns;
  emailCode: CodeRequest | null;
  mobileCode: CodeRequest | null;
}

/** A code for a phone only verifies against the very number it was sent for. */
const phoneKey = (p: Phone) => `${p.countryId}|${p.isdCode}|${p.mobileNumber}`;
const samePhone = (a: Phone, b: Phone) => phoneKey(a) === phoneKey(b);
const shownPhone = (p: Phone) => `+${p.isdCode} ${p.mobileNumber}`;

const taken = () =>
  new AppError('CONFLICT', messages.server.emailTaken, { errors: { email: messages.server.emailTaken } });
const nothingPending = () =>
  new AppError('BAD_REQUEST', messages.server.noPendingChange, {
    errors: { otp: messages.server.noPendingChange },
  });

function pendingPhone(account: Account): Phone | null {
  const { pendingCountryId, pendingIsdCode, pendingMobileNumber } = account;
  if (!pendingCountryId || !pendingIsdCode || !pendingMobileNumber) return null;
  return { countryId: pendingCountryId, isdCode: pendingIsdCode, mobileNumber: pendingMobileNumber };
}

/**
 * A changed e-mail or mobile number is held in the pending_* columns until the code sent for it is
 * entered: the new e-mail's code goes to the new address (it proves the address), the new number's to
 * the account's address (there is no SMS gateway).
 */
export function createContactChanges({ db, codes }: { db: Db; codes: Codes }) {
  const emailCode = (account: Account, email: string): CodeRequest => ({
    cooldownKey: account.id,
    userId: account.id,
    purpose: 'update_email',
    bind: email,
    mailTo: email,
    mail: (code) => ({
      to: email,
      ...emailChangeCodeMail({ firstName: account.firstName, code, minutes: CODE_TTL_MINUTES }),
    }),
  });
  const mobileCode = (account: Account, phone: Phone): CodeRequest => ({
    cooldownKey: account.id,
    userId: account.id,
    purpose: 'update_mobile_number',
    bind: phoneKey(phone),
    mailTo: account.email,
    mail: (code) => ({
      to: account.email,
      ...mobileChangeCodeMail({
        firstName: account.firstName,
        code,
        minutes: CODE_TTL_MINUTES,
        mobile: shownPhone(phone),
      }),
    }),
  });

  async function planEmail(account: Account, email: string | undefined, plan: ContactPlan) {
    if (email === undefined || email === account.pendingEmail) return;
    if (email === account.email.toLowerCase()) {
      // back to the current address: the change waiting for a code is dropped
      plan.columns.pendingEmail = null;
      return;
    }
    if (await findAccountByEmail(db, email)) throw taken();
    plan.columns.pendingEmail = email;
    plan.emailCode = emailCode(account, email);
  }

  async function planPhone(account: Account, input: ContactInput, plan: ContactPlan) {
    if (input.country_id === undefined && input.isd_code === undefined && input.mobile_number === undefined)
      return;
    const phone: Phone = {
      countryId: input.country_id ?? account.countryId ?? '',
      isdCode: input.isd_code ?? account.isdCode,
      mobileNumber: input.mobile_number ?? account.mobileNumber,
    };
    const current = {
      countryId: account.countryId ?? '',
      isdCode: account.isdCode,
      mobileNumber: account.mobileNumber,
    };
    const pending = pendingPhone(account);
    if (pending && samePhone(phone, pending)) return;
    if (samePhone(phone, current)) {
      plan.columns.pendingCountryId = null;
      plan.columns.pendingIsdCode = null;
      plan.columns.pendingMobileNumber = null;
      return;
    }
    await checkPhoneCountry(db, phone.countryId, phone.isdCode);
    plan.columns.pendingCountryId = phone.countryId;
    plan.columns.pendingIsdCode = phone.isdCode;
    plan.columns.pendingMobileNumber = phone.mobileNumber;
    plan.mobileCode = mobileCode(account, phone);
  }

  async function pendingAccount(userId: string): Promise<Account> {
    const account = await findAccountById(db, userId);
    if (!account) throw new AppError('NOT_FOUND', messages.server.userNotFound);
    return account;
  }

  return {
    /**
     * Decides, before anything is written, what the edit's e-mail and phone mean: nothing, dropping a
     * held change, or a new held change with its code. Refuses a taken e-mail (409) and a resend too soon (429).
     */
    async plan(account: Account, input: ContactInput): Promise<ContactPlan> {
      const plan: ContactPlan = { columns: {}, emailCode: null, mobileCode: null };
      await planEmail(account, input.email, plan);
      await planPhone(account, input, plan);
      if (plan.emailCode) await codes.reserve(plan.emailCode);
      if (plan.mobileCode) await codes.reserve(plan.mobileCode);
      return plan;
    },

    /** Sends the codes of a plan whose columns are stored. */
    async sendCodes(plan: ContactPlan): Promise<void> {
      if (plan.emailCode) await codes.issue(plan.emailCode);
      if (plan.mobileCode) await codes.issue(plan.mobileCode);
    },

    /** /otpSend update_email or update_mobile_number: a new code for the held change. */
    async resend(userId: string, what: 'update_email' | 'update_mobile_number'): Promise<void> {
      const account = await pendingAccount(userId);
      if (what === 'update_email') {
        if (!account.pendingEmail) throw nothingPending();
        await codes.send(emailCode(account, account.pendingEmail));
        return;
      }
      const phone = pendingPhone(account);
      if (!phone) throw nothingPending();
      await codes.send(mobileCode(account, phone));
    },

    /** Applies the held e-mail once its code is right; the address is checked again, it may be taken by now. */
    async confirmEmail(userId: string, email: string, code: string): Promise<void> {
      const account = await pendingAccount(userId);
      if (!account.pendingEmail || account.pendingEmail !== email) throw nothingPending();
      await codes.verify({ userId, purpose: 'update_email', bind: email, code });
      const other = await findAccountByEmail(db, email);
      if (other && other.id !== userId) throw taken();
      try {
        await updateUser(db, userId, { email, pendingEmail: null, emailVerified: true });
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
    },

    /** Applies the held phone once its code is right; the phone sent must be the one held. */
    async confirmMobile(userId: string, phone: Phone, code: string): Promise<void> {
      const account = await pendingAccount(userId);
      const pending = pendingPhone(account);
      if (!pending || !samePhone(pending, phone)) throw nothingPending();
      await codes.verify({ userId, purpose: 'update_mobile_number', bind: phoneKey(phone), code });
      await updateUser(db, userId, {
        countryId: phone.countryId,
        isdCode: phone.isdCode,
        mobileNumber: phone.mobileNumber,
        pendingCountryId: null,
        pendingIsdCode: null,
        pendingMobileNumber: null,
      });
    },
  };
}

export type ContactChanges = ReturnType<typeof createContactChanges>;
