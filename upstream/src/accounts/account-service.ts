import type { Clock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import { Code } from '../http/codes.ts';
import { ApiError } from '../http/envelope.ts';
import { insertNotification, publishNotifications } from '../notifications/notifications.ts';
import type { CredentialThrottle } from '../throttle/credential-throttle.ts';
import type { AccountEvents } from '../trading/account-events.ts';
import type { CodePurpose, CodeSender } from './code-sender.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { createSession, endOtherSessions, endUserSessions } from './sessions.ts';
import {
  findUserByEmail,
  findUserByUserName,
  insertUser,
  toUserInfo,
  type UserInfo,
  type UserRecord,
  updatePasswordHash,
} from './users.ts';
import {
  isValidEmail,
  isValidPassword,
  isValidUserName,
  looksLikeEmail,
  normaliseEmail,
} from './validation.ts';
import { checkCode, consumeCode, issueCode } from './verification-codes.ts';

export type Session = { token: string; expiresAt: number; user: UserInfo };

/** Wrong guesses the throttle counts at login: no such account, wrong password. */
function isWrongPassword(error: unknown): boolean {
  return error instanceof ApiError && (error.code === Code.userNotFound || error.code === Code.passwordWrong);
}

/** Wrong guesses the throttle counts for e-mailed codes: none was sent, or it is wrong, used or burnt. */
function isWrongCode(error: unknown): boolean {
  return error instanceof ApiError && (error.code === Code.codeNotSent || error.code === Code.codeWrong);
}

/** Throttle keys: one per user however it is named (username or e-mail), else the name or mailbox tried. */
const userKey = (id: number) => `user:${id}`;

export type RegisterInput = {
  userName: string;
  email: string;
  password: string;
  code: string;
  areaCode: string | null;
  phone: string | null;
  inviteCode: string | null;
};

/**
 * Sign-up, sign-in and password reset, with the contract's validation order and codes. Every
 * password or code check runs through the credential throttle, keyed by the caller's address.
 */
export class AccountService {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly codeSender: CodeSender;
  private readonly throttle: CredentialThrottle;
  private readonly events: AccountEvents | undefined;

  constructor(
    db: Db,
    clock: Clock,
    codeSender: CodeSender,
    throttle: CredentialThrottle,
    events?: AccountEvents,
  ) {
    this.db = db;
    this.clock = clock;
    this.codeSender = codeSender;
    this.throttle = throttle;
    this.events = events;
  }

  /** GET /login/checkUserNameOrPhone: is this username (or e-mail) still free? */
  async isAvailable(userNameOrEmail: string): Promise<boolean> {
    if (looksLikeEmail(userNameOrEmail)) {
      if (!isValidEmail(userNameOrEmail)) throw new ApiError(Code.emailWrong);
      return (await findUserByEmail(this.db, normaliseEmail(userNameOrEmail))) === undefined;
    }
    if (!isValidUserName(userNameOrEmail)) throw new ApiError(Code.userNameWrong);
    return (await findUserByUserName(this.db, userNameOrEmail)) === undefined;
  }

  /** POST /login/sendCode */
  async sendCode(rawEmail: string, purpose: CodePurpose, address: string): Promise<{ expiresAt: number }> {
    const email = normaliseEmail(rawEmail);
    if (!isValidEmail(email)) throw new ApiError(Code.emailWrong);
    const send = this.throttle.beginCodeSend(email, address);
    try {
      return await this.issueAndSendCode(email, purpose);
    } catch (error) {
      send.notSent();
      throw error;
    }
  }

  private async issueAndSendCode(email: string, purpose: CodePurpose): Promise<{ expiresAt: number }> {
    const user = await findUserByEmail(this.db, email);
    if (purpose === 'register' && user) throw new ApiError(Code.emailExists);
    if (purpose === 'reset' && !user) throw new ApiError(Code.userNotFound);
    const { code, expiresAt } = await issueCode(this.db, email, purpose, this.clock.now());
    try {
      await this.codeSender.send(email, code, purpose);
    } catch {
      throw new ApiError(Code.codeSendFailed);
    }
    return { expiresAt };
  }

  /** POST /login/register: checks in the contract's order, consumes the code only when the account is created. */
  async register(input: RegisterInput, address: string): Promise<Session> {
    const email = normaliseEmail(input.email);
    if (!isValidUserName(input.userName)) throw new ApiError(Code.userNameWrong);
    if (await findUserByUserName(this.db, input.userName)) throw new ApiError(Code.userNameExists);
    if (!isValidEmail(email)) throw new ApiError(Code.emailWrong);
    if (await findUserByEmail(this.db, email)) throw new ApiError(Code.emailExists);
    if (!isValidPassword(input.password)) throw new ApiError(Code.passwordWrong);
    const session = await this.throttle.guard(
      `email:${email}`,
      address,
      () => this.createAccount(input, email),
      isWrongCode,
    );
    // The address that proved the mailbox is the owner's: it stays welcome if the account is attacked later.
    this.throttle.rememberAddress(userKey(session.user.id), address);
    return session;
  }

  private async createAccount(input: RegisterInput, email: string): Promise<Session> {
    const now = this.clock.now();
    const codeId = await checkCode(this.db, email, 'register', input.code, now);
    const passwordHash = await hashPassword(input.password);
    // An unknown invite code is ignored rather than refused: the contract has no code for it.
    const inviter = input.inviteCode ? await this.inviterId(input.inviteCode) : null;

    return this.db.transaction(async (tx) => {
      if (!(await consumeCode(tx, codeId, now))) throw new ApiError(Code.codeWrong);
      const newUser = {
        userName: input.userName,
        email,
        passwordHash,
        areaCode: input.areaCode,
        phone: input.phone,
        invitedBy: inviter,
      };
      // A collision here is a concurrent sign-up with the same name or e-mail, or (rarely) a duplicate invite code.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const user = await insertUser(tx, newUser, now);
        if (user) {
          const session = await createSession(tx, user.id, now);
          return { ...session, user: toUserInfo(user) };
        }
        if (await findUserByUserName(tx, input.userName)) throw new ApiError(Code.userNameExists);
        if (await findUserByEmail(tx, email)) throw new ApiError(Code.emailExists);
      }
      throw new ApiError(Code.operationFailed);
    });
  }

  /** POST /login/login: by username or e-mail. */
  async login(account: string, password: string, address: string): Promise<Session> {
    if (account === '') throw new ApiError(Code.enterAccount);
    const user = looksLikeEmail(account)
      ? await findUserByEmail(this.db, normaliseEmail(account))
      : await findUserByUserName(this.db, account);
    // Unknown names are throttled too, so the throttle tells nobody which accounts exist.
    const key = user ? userKey(user.id) : `name:${account.toLowerCase()}`;
    return this.throttle.guard(
      key,
      address,
      async () => {
        if (!user) throw new ApiError(Code.userNotFound);
        if (!(await verifyPassword(password, user.passwordHash))) throw new ApiError(Code.passwordWrong);
        // Checked after the password so the status of an account is only told to its owner.
        if (user.status !== 1) throw new ApiError(Code.userStatusAbnormal);
        const session = await createSession(this.db, user.id, this.clock.now());
        return { ...session, user: toUserInfo(user) };
      },
      isWrongPassword,
    );
  }

  /** POST /user/repassword: reset with an e-mailed code; ends the user's other sessions. */
  async resetPassword(rawEmail: string, code: string, password: string, address: string): Promise<void> {
    const email = normaliseEmail(rawEmail);
    if (!isValidEmail(email)) throw new ApiError(Code.emailWrong);
    const user = await findUserByEmail(this.db, email);
    if (!user) throw new ApiError(Code.userNotFound);
    // Same key as login: code guesses and password guesses against one user share its budgets.
    await this.throttle.guard(
      userKey(user.id),
      address,
      async () => {
        const now = this.clock.now();
        const codeId = await checkCode(this.db, email, 'reset', code, now);
        if (!isValidPassword(password)) throw new ApiError(Code.passwordWrong);
        const passwordHash = await hashPassword(password);
        const created = await this.db.transaction(async (tx) => {
          if (!(await consumeCode(tx, codeId, now))) throw new ApiError(Code.codeWrong);
          await updatePasswordHash(tx, user.id, passwordHash, now);
          await endUserSessions(tx, user.id);
          return insertNotification(tx, user.id, { type: 'passwordChanged', remark: 'reset' }, now);
        });
        await publishNotifications(this.db, this.events, [created]);
      },
      // A right code with an unusable new password (10004) is no failed guess.
      isWrongCode,
    );
  }

  /**
   * Checks the signed-in user's own login password (changing the password or the fund password),
   * through the same throttle and budgets as a login: 10004 when wrong, 429 when throttled.
   */
  async checkOwnPassword(user: UserRecord, password: string, address: string): Promise<void> {
    await this.throttle.guard(
      userKey(user.id),
      address,
      async () => {
        if (!(await verifyPassword(password, user.passwordHash))) throw new ApiError(Code.passwordWrong);
      },
      isWrongPassword,
    );
  }

  /**
   * POST /user/repassword while signed in: the current password proves it is the owner. Every
   * other session ends (whoever knew the old password is signed out); the one asking stays.
   */
  async changePassword(
    user: UserRecord,
    token: string,
    oldPassword: string,
    password: string,
    address: string,
  ): Promise<void> {
    await this.checkOwnPassword(user, oldPassword, address);
    if (!isValidPassword(password)) throw new ApiError(Code.passwordWrong);
    const passwordHash = await hashPassword(password);
    const now = this.clock.now();
    const created = await this.db.transaction(async (tx) => {
      await updatePasswordHash(tx, user.id, passwordHash, now);
      await endOtherSessions(tx, user.id, token);
      return insertNotification(tx, user.id, { type: 'passwordChanged', remark: 'change' }, now);
    });
    await publishNotifications(this.db, this.events, [created]);
  }

  private async inviterId(inviteCode: string): Promise<number | null> {
    const rows = await this.db.query<{ id: unknown }>('SELECT id FROM users WHERE invite_code = $1', [
      inviteCode.toUpperCase(),
    ]);
    return rows[0] ? Number(rows[0].id) : null;
  }
}
