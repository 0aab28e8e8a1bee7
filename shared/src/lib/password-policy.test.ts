import { describe, expect, it } from 'vitest';
import { userCreateSchemaWith, userUpdateSchemaWith } from '../contracts/users';
import { ownerWords, PASSWORD_MESSAGES, passwordProblem, passwordShapeProblem } from './password-policy';
import { passwordStrength } from './password-strength';

const ayse = { firstName: 'Ayşe', lastName: 'Yılmaz', email: 'admin@likyavilla.com.tr' };

describe('password rule', () => {
  it("refuses '12345678', 'password' and eight spaces", () => {
    expect(passwordProblem('12345678', ayse, passwordStrength)).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('password', ayse, passwordStrength)).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('        ', ayse, passwordStrength)).toBe(PASSWORD_MESSAGES.blank);
    expect(passwordProblem('', ayse, passwordStrength)).toBe(PASSWORD_MESSAGES.required);
  });

  it('refuses common passwords of 10 characters and more, with a Turkish reason', () => {
    for (const password of ['1234567890', 'password12', 'qwertyuiop', 'iloveyou12', 'abcdefghijk']) {
      const problem = passwordProblem(password, ayse, passwordStrength);
      expect(problem, password).toMatch(/^Bu şifre kolay tahmin edilir\./);
    }
    expect(passwordProblem('qwertyuiop', ayse, passwordStrength)).toBe(
      `${PASSWORD_MESSAGES.weak} Bu, çok sık kullanılan bir şifre.`,
    );
  });

  it('refuses passwords built from the name or e-mail, case- and Turkish-letter-insensitive', () => {
    const owner = { firstName: 'Şükrü', lastName: 'Işık Öztürk', email: 'sukru.isik@ornek.com.tr' };
    expect(ownerWords(owner)).toEqual(
      expect.arrayContaining(['sukru', 'isikozturk', 'isik', 'ozturk', 'sukru.isik']),
    );
    for (const password of ['SUKRU-ozturk-1', 'şükrüIŞIK1990', 'sukru.isik.99', 'Öztürk_Şükrü!']) {
      expect(passwordShapeProblem(password, owner), password).toBe(PASSWORD_MESSAGES.personal);
    }
  });

  it('accepts strong passwords and the seeded demo and test passwords for their accounts', () => {
    const cases: [string, typeof ayse][] = [
      ['Admin-Test-2025', ayse],
      ['Owner-Test-2025', { firstName: 'Mehmet', lastName: 'Öztürk', email: 'owner@likyavilla.com.tr' }],
      ['E2e-Admin-Pass-1', { ...ayse, email: 'admin@e2e.test' }],
      ['E2e-Owner-Pass-1', { firstName: 'Mehmet', lastName: 'Öztürk', email: 'owner@likyavilla.com.tr' }],
      ['Mavi-Kapi-Ardinda-7', ayse],
      // The seed's generated passwords: 14 characters of letters and digits.
      ['k7MwQ2xPz9RtVb', ayse],
    ];
    for (const [password, owner] of cases) {
      expect(passwordProblem(password, owner, passwordStrength), password).toBeNull();
    }
  });

  it('the user contracts apply it; an empty password on update keeps the current one', () => {
    const body = { email: 'deniz@ornek.com.tr', role: 'OWNER', firstName: 'Deniz', lastName: 'Kaya' };
    const create = userCreateSchemaWith(passwordStrength);
    const update = userUpdateSchemaWith(passwordStrength);
    const issue = (
      r:
        { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
    ) => (r.success ? null : { path: r.error.issues[0]?.path, message: r.error.issues[0]?.message });
    expect(issue(create.safeParse({ ...body, password: 'password' }))).toEqual({
      path: ['password'],
      message: PASSWORD_MESSAGES.tooShort,
    });
    expect(issue(create.safeParse({ ...body, password: 'DenizKaya-2025' }))).toEqual({
      path: ['password'],
      message: PASSWORD_MESSAGES.personal,
    });
    expect(create.safeParse({ ...body, password: 'Mavi-Kapi-Ardinda-7' }).success).toBe(true);
    expect(update.safeParse({ ...body, password: '' }).success).toBe(true);
    expect(update.safeParse({ ...body }).success).toBe(true);
    expect(issue(update.safeParse({ ...body, password: '1234567890' }))?.path).toEqual(['password']);
    // Without the estimate (a form before it has loaded) the shape rules still hold.
    expect(userCreateSchemaWith(null).safeParse({ ...body, password: '          ' }).success).toBe(false);
  });
});
