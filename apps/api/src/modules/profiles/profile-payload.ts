import { OTHER_OPTION_ID } from '@angelbridge/contracts';
import type { Prepare } from '../../http/contract-router.js';

type Body = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Copies `from` into `to` when only `from` was sent (a spec name for one of ours). */
function alias(body: Body, from: string, to: string) {
  if (!given(body[to]) && given(body[from])) body[to] = body[from];
}

/** A new_* field replaces ours when sent: it is the changed value, ours may hold the current one. */
function replaceWith(body: Body, from: string, to: string) {
  if (given(body[from])) body[to] = body[from];
}

/** §3: a business type or alma mater is an id, or free text that stands for "other". */
function idOrText(body: Body, field: string, otherField: string) {
  const value = body[field];
  if (typeof value !== 'string') return;
  const text = value.trim();
  if (text === '' || text === OTHER_OPTION_ID || UUID.test(text)) return;
  body[field] = OTHER_OPTION_ID;
  if (!given(body[otherField])) body[otherField] = text;
}

/** user_type comes from the token when the body leaves it out (§7 sends none). */
function fromCaller(body: Body, caller: Parameters<Prepare>[1]) {
  if (!given(body.user_type) && caller) body.user_type = caller.userType;
}

/**
 * /completeProfile as §3 and §7 word it, mapped onto the contract's names: country_id/state_id/city_id,
 * business_id, alma_master_id, free-text choices; the kind comes from the completion token.
 */
export const prepareCompletion: Prepare = (input, caller) => {
  const body: Body = { ...input };
  fromCaller(body, caller);
  alias(body, 'country_id', 'register_country');
  alias(body, 'state_id', 'register_state');
  alias(body, 'city_id', 'register_city');
  alias(body, 'business_id', 'type_business');
  alias(body, 'alma_master_id', 'alma_master');
  idOrText(body, 'type_business', 'other_type_business');
  idOrText(body, 'alma_master', 'other_alma_master');
  return body;
};

/**
 * /updateProfile as §7 words it: new_* fields carry a changed e-mail or phone, an investor's
 * intermediate_project_type is its desired projects, other_* hold free-text choices.
 */
export const prepareUpdate: Prepare = (input, caller) => {
  const body: Body = { ...input };
  fromCaller(body, caller);
  replaceWith(body, 'new_email', 'email');
  replaceWith(body, 'new_mobile_number', 'mobile_number');
  replaceWith(body, 'new_isd_code', 'isd_code');
  replaceWith(body, 'new_country_id', 'country_id');
  alias(body, 'intermediate_project_type', 'desired_project');
  alias(body, 'business_id', 'type_business');
  alias(body, 'alma_master_id', 'alma_master');
  idOrText(body, 'type_business', 'other_type_business');
  idOrText(body, 'alma_master', 'other_alma_master');
  return body;
};
