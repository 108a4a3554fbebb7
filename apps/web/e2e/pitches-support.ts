import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { api, PASSWORD, readCode } from './accounts-support';

// completeProfile is multipart; every other call here is JSON
const call = (request: APIRequestContext, path: string, data: object, token?: string) =>
  api(request, path, data, token, path === '/completeProfile');

/** A verified entrepreneur with a complete profile, made through the API, ready to sign in. */
export async function registerCompleteEntrepreneur(request: APIRequestContext, email: string) {
  const { country_data } = await call(request, '/getCountries', {});
  const canada = country_data.find((c: { alpha_2: string }) => c.alpha_2 === 'CA');
  await call(request, '/doRegister', {
    first_name: 'Pia',
    last_name: 'Founder',
    email,
    mobile_number: '4165550142',
    country_id: canada._id,
    isd_code: canada.isd_code,
    password: PASSWORD,
    cPassword: PASSWORD,
    user_type: 'entrepreneur',
  });
  const code = await readCode(request, email, /sign-up code/);
  const verified = await call(request, '/otpVerify', { action: 'register', email, otp: code });
  const { states_data } = await call(request, '/state/getByCountryId', { country_id: canada._id });
  const { city_data } = await call(request, '/city/getByStateId', { state_id: states_data[0]._id });
  const { projectType_data } = await call(request, '/getProjectType', {});
  const { skill_data } = await call(request, '/getSkill', {});
  const { archeType_data } = await call(request, '/getArcheType', {});
  const { almaMater_data } = await call(request, '/getAlmaMater', {});
  await call(
    request,
    '/completeProfile',
    {
      user_type: 'entrepreneur',
      register_country: canada._id,
      register_state: states_data[0]._id,
      register_city: city_data[0]._id,
      arche_type: archeType_data[0]._id,
      professional_experience: '4',
      skills: [skill_data[0]._id],
      new_skills: [],
      alma_master: almaMater_data[0]._id,
      desired_project: [projectType_data[0]._id],
      bio: 'Builds solar roofs for small towns.',
    },
    verified.token,
  );
}

export async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/');
}

/** A small, valid one-page PDF, made here so the server's byte check sees a real document. */
export function makePdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 40 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
