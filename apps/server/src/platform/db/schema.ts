import type { ColumnType, Generated, RawBuilder } from 'kysely';
import type {
  AnnouncementStatus,
  ApiLanguage,
  auditActorKinds,
  CertificateContentType,
  DividendAnnouncementStatus,
  DividendOption,
  EddaState,
  featureStatuses,
  FundRequestStatus,
  FundRequestType,
  EipoFlag,
  EipoStatusCode,
  IpoApplicationStatus,
  IpoApplicationType,
  IpoFinancingTerms,
  IpoStatus,
  LedgerReason,
  LocalizedText,
  MessageType,
  OrderRejectReason,
  OrderSide,
  OrderStatus,
  OrderType,
  PriceAlertStatus,
  QuotePlan,
  QuotePlanApplicationStatus,
  StaffRole,
  TimeInForce,
  WatchlistColour,
} from '@lantau/contract';

// Columns that hold one of the contract's enums are typed with it, so a query reads (and must write) the
// contract's values: a status never needs a cast, and a new status is a compile error where it is not handled.
// schema-matches-database.test.ts checks these interfaces against the migrated database.

type AuditActorKind = (typeof auditActorKinds)[number];
type FeatureStatus = (typeof featureStatuses)[number];

/** A jsonb column: read as the parsed value, written through `jsonb()` so both drivers store the same JSON. */
export type JsonColumn<T> = ColumnType<T, RawBuilder<T>, RawBuilder<T>>;
/** NUMERIC: decimals travel as strings, never as binary floats. */
export type Decimal = ColumnType<string, string, string>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** Names in the three interface languages, one column each. */
export interface LocalizedNameColumns {
  name_en_us: string;
  name_zh_hk: string;
  name_zh_cn: string;
}

export interface BrokersTable extends LocalizedNameColumns {
  broker_code: string;
  display_code: string;
  logo_path: string;
  primary_color: string;
  /** API languages the broker offers, its default first. */
  languages: JsonColumn<string[]>;
  sort_order: number;
  created_at: CreatedAt;
}

export interface BrokerConfigurationsTable {
  broker_code: string;
  config_key: string;
  value: JsonColumn<unknown>;
  updated_at: Timestamp;
}

export interface BrokerTipsTable {
  broker_code: string;
  tip_key: string;
  language: ApiLanguage;
  content: string;
}

export interface BrokerTextOverridesTable {
  broker_code: string;
  language: ApiLanguage;
  text_key: string;
  text: string;
}

export interface CurrenciesTable extends LocalizedNameColumns {
  currency_code: string;
  sort_order: number;
}

export interface MarketCurrenciesTable {
  market: string;
  currency_code: string;
  sort_order: number;
}

export interface BanksTable extends LocalizedNameColumns {
  bank_code: string;
  swift_code: string;
  fps: boolean;
  edda: boolean;
}

export interface ProductLinesTable extends LocalizedNameColumns {
  prod_line_code: string;
  markets: JsonColumn<string[]>;
  currencies: JsonColumn<string[]>;
  sort_order: number;
}

export interface MarketTimeTablesTable {
  market: string;
  sub_market: string;
  time_zone: string;
  sessions: JsonColumn<{ kind: string; start: string; end: string }[]>;
  sort_order: number;
}

export interface MarketHolidaysTable {
  market: string;
  sub_market: string;
  /** Local exchange date; select it as text ('YYYY-MM-DD'), drivers would turn a date into a time. */
  trade_date: ColumnType<Date, string, string>;
  half_day: boolean;
}

export interface FeatureRequestsTable {
  id: Generated<number>;
  broker_code: string;
  feature_key: string;
  status: FeatureStatus;
  language: ApiLanguage;
  request_id: string;
  user_id: string | null;
  created_at: CreatedAt;
}

export interface UsersTable {
  user_id: string;
  broker_code: string;
  password_hash: string;
  name_en: string;
  name_zh: string;
  email: string;
  mobile_area_code: string;
  mobile_number: string;
  totp_secret: string;
  must_change_password: boolean;
  password_changed_at: Timestamp;
  /** Null until the client accepts the additional agreement (a post-login task). */
  additional_agreement_accepted_at: NullableTimestamp;
  created_at: CreatedAt;
  /** HKID or passport number: what the simulated bank checks eDDA authorisations against. */
  id_number: Generated<string>;
  /** The API language the client last used (migration 0019); null: the broker's default language. */
  language: ColumnType<ApiLanguage | null, ApiLanguage | null | undefined, ApiLanguage | null>;
  /** An institutional professional investor (migration 0022): may buy ChiNext and STAR shares northbound. */
  professional_investor: Generated<boolean>;
}

export interface AccountsTable {
  account_number: string;
  user_id: string;
  /**
   * CRYPTO rows are clients' crypto accounts (crypto_accounts pairs each with a stock account): the ledger
   * keeps their cash, the funds capability moves it. The accounts calls never list them, so every other reader
   * sees stock accounts only and keeps the narrower type.
   */
  account_type: ColumnType<'CASH' | 'MARGIN', 'CASH' | 'MARGIN' | 'CRYPTO', never>;
  /** The client's own name for the account; null when never set. */
  nickname: ColumnType<string | null, string | null | undefined, string | null>;
  /** A relevant regulated intermediary's account: its orders must name a BCAN. */
  rri: Generated<boolean>;
  ce_number: Generated<string>;
  bcan: Generated<string>;
  markets: ColumnType<string[], RawBuilder<string[]> | undefined, RawBuilder<string[]>>;
  currencies: ColumnType<string[], RawBuilder<string[]> | undefined, RawBuilder<string[]>>;
  /** Margin accounts: the most the broker lends, in HKD. */
  credit_limit: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

export type LedgerAssetKind = 'cash' | 'security';

/** The asset columns of the ledger's tables: a currency's cash, or a market's security. */
export interface LedgerAssetColumns {
  asset_kind: LedgerAssetKind;
  currency_code: string | null;
  market: string | null;
  stock_code: string | null;
  /** 'cash:HKD' or 'security:HK:00700': one key per asset for grouping and locking. */
  asset_key: string;
}

export interface LedgerJournalsTable {
  journal_id: string;
  reason: LedgerReason;
  reference: string;
  description: JsonColumn<Record<string, string>>;
  business_date: ColumnType<string, string, never>;
  created_at: CreatedAt;
}

export interface LedgerEntriesTable extends LedgerAssetColumns {
  entry_id: Generated<string>;
  journal_id: string;
  account: string;
  amount: Decimal;
  value_date: ColumnType<string, string, never>;
  reason: LedgerReason;
  business_date: ColumnType<string, string, never>;
  cost: ColumnType<string | null, string | null | undefined, never>;
  balance_after: ColumnType<string | null, string | null | undefined, never>;
  created_at: CreatedAt;
}

export interface LedgerBalancesTable extends LedgerAssetColumns {
  account: string;
  balance: ColumnType<string, string | undefined, string>;
  on_hold: ColumnType<string, string | undefined, string>;
  cost: ColumnType<string, string | undefined, string>;
  may_borrow: boolean;
  updated_at: Timestamp;
}

export type HoldState = 'ACTIVE' | 'POSTED' | 'VOIDED';

export interface LedgerHoldsTable extends LedgerAssetColumns {
  hold_id: string;
  account: string;
  amount: Decimal;
  remaining: Decimal;
  reason: string;
  reference: string;
  state: HoldState;
  business_date: ColumnType<string, string, never>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface PositionCostOverridesTable {
  account: string;
  market: string;
  stock_code: string;
  average_cost: Decimal;
  updated_at: Timestamp;
}

export interface MarginRatiosTable {
  market: string;
  /** '*' for the market's default. */
  stock_code: string;
  ratio: Decimal;
}

export interface ReferenceRatesTable {
  currency_code: string;
  hkd_per_unit: Decimal;
  updated_at: Timestamp;
}

export interface SessionsTable {
  session_id: string;
  user_id: string;
  broker_code: string;
  token_hash: string;
  refresh_token_hash: string;
  signing_key: string;
  otp_channel: CodeChannel;
  device_uuid: string | null;
  created_at: CreatedAt;
  /** The call that last moved expires_at: authenticated calls are seen to within one slide step. */
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  revoke_reason: string | null;
}

export interface RetiredRefreshTokensTable {
  refresh_token_hash: string;
  session_id: string;
  retired_at: CreatedAt;
}

export interface LoginRecordsTable {
  id: Generated<number>;
  user_id: string;
  broker_code: string;
  otp_channel: CodeChannel;
  device_uuid: string | null;
  address: string;
  logged_in_at: CreatedAt;
}

export interface LoginAttemptsTable {
  broker_code: string;
  user_ref: string;
  /** What failed: logins (passwords and second-factor codes), password-reset codes, or staff logins. */
  purpose: Generated<AttemptPurpose>;
  /** The client address counted, or '*' for the count across all addresses. */
  address: Generated<string>;
  failures: number;
  locked_until: NullableTimestamp;
  updated_at: Timestamp;
}

export type OtpPurpose = 'LOGIN' | 'RESET_PASSWORD' | 'WITHDRAWAL' | 'THIRD_PARTY';
/** What a failed-login counter counts (migration 0021 added staff logins). */
export type AttemptPurpose = 'LOGIN' | 'RESET_PASSWORD' | 'STAFF_LOGIN';
/** How a code travels; APP codes are computed by the companion app and never sent. */
export type CodeChannel = 'SMS' | 'EMAIL' | 'APP';

export interface OtpChallengesTable {
  challenge_id: string;
  purpose: OtpPurpose;
  broker_code: string;
  user_id: string;
  user_known: boolean;
  channel: CodeChannel;
  contact: string;
  two_fa_token_hash: string | null;
  validation_token_hash: string | null;
  code_hash: string | null;
  code_expires_at: NullableTimestamp;
  mismatches: Generated<number>;
  resend_after: NullableTimestamp;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  created_at: CreatedAt;
  /** THIRD_PARTY: the third party's reference of the request the code confirms (migration 0029). */
  reference: Generated<string | null>;
}

export interface AppOtpPrefixesTable {
  id: Generated<number>;
  challenge_id: string;
  prefix: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface ValidationChallengesTable {
  key_hash: string;
  width: number;
  gap_x: number;
  piece_y: number;
  expires_at: Timestamp;
  spent_at: NullableTimestamp;
  token_hash: string | null;
  token_expires_at: NullableTimestamp;
  token_user_id: string | null;
  token_contact: string | null;
  token_used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface OutboxMessagesTable {
  id: Generated<number>;
  channel: 'SMS' | 'EMAIL';
  recipient: string;
  user_id: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
}

export interface UserConfigurationsTable {
  user_id: string;
  item: string;
  value: JsonColumn<unknown>;
  updated_at: Timestamp;
}

export interface ClientReportsTable {
  id: Generated<number>;
  kind: 'function_log' | 'product_usage_error';
  type: string;
  payload: JsonColumn<unknown>;
  broker_code: string | null;
  user_id: string | null;
  created_at: CreatedAt;
}

/** Rows written by one subject (an address, a client, all anonymous callers) in one fixed window. */
export interface AnonymousWriteQuotasTable {
  id: Generated<number>;
  subject: string;
  window_end: Timestamp;
  used: number;
}

export interface QuotePlansTable {
  user_id: string;
  market: string;
  plan: QuotePlan;
  /** CLICK plan only: snapshot clicks left. */
  clicks_remaining: number | null;
  updated_at: Timestamp;
}

export interface QuotePlanApplicationsTable {
  application_id: string;
  user_id: string;
  market: string;
  plan: Extract<QuotePlan, 'LEVEL1' | 'LEVEL2'>;
  status: QuotePlanApplicationStatus;
  created_at: CreatedAt;
  /** The staff member who granted or refused it (migration 0014), when and why. */
  decided_by: ColumnType<string | null, string | null | undefined, string | null>;
  decided_at: NullableTimestamp;
  decision_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OrdersTable {
  order_id: string;
  /** 'O-2611-000123': the short number people read (migration 0026); the database's trigger gives it. */
  order_number: Generated<string>;
  user_id: string;
  broker_code: string;
  account_number: string;
  market: string;
  stock_code: string;
  currency: string;
  side: OrderSide;
  order_type: OrderType;
  price: Decimal | null;
  quantity: number;
  filled_quantity: Generated<number>;
  remaining_quantity: number;
  filled_value: Generated<string>;
  status: OrderStatus;
  time_in_force: TimeInForce;
  expiry_date: string | null;
  condition: JsonColumn<unknown> | null;
  linked_order_id: string | null;
  reject_reason: OrderRejectReason | null;
  order_account: JsonColumn<unknown> | null;
  estimate: JsonColumn<unknown>;
  hold_id: string | null;
  hold_amount: Generated<string>;
  exchange_order_id: string | null;
  exchange_entries: Generated<number>;
  entry_filled_quantity: Generated<number>;
  trade_date: string;
  /** The investor identification sent to the exchange (migration 0022); null outside HK and northbound. */
  investor_ce_number: ColumnType<string | null, string | null | undefined, string | null>;
  investor_bcan: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /**
   * The status is final (DIS, FFL, CAN, CLS, REJ): computed by the database (migration 0032), never written.
   * The open orders' index is over `not final`, so an order's moves while it works leave every index alone.
   */
  final: ColumnType<boolean, never, never>;
}

export interface OrderEventsTable {
  event_id: Generated<string>;
  order_id: string;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  actor: 'client' | 'exchange' | 'platform';
  reason: string | null;
  created_at: CreatedAt;
}

export interface ExecutionsTable {
  execution_id: string;
  order_id: string;
  user_id: string;
  account_number: string;
  price: Decimal;
  quantity: number;
  fees: JsonColumn<unknown>;
  trade_date: string;
  settlement_date: string;
  executed_at: Timestamp;
}

/**
 * Every Idempotency-Key a caller used for a call that declares `idempotent` (migration 0025): what its request
 * created, and the SHA-256 of the request's content (null for keys carried over from before the one table).
 */
export interface IdempotencyKeysTable {
  scope: string;
  idempotency_key: string;
  call: string;
  request_hash: string | null;
  reference: string;
  created_at: CreatedAt;
}

/** A message to one client (message center); title and content in the three languages. */
export interface ClientMessagesTable {
  message_id: string;
  broker_code: string;
  user_id: string;
  type: MessageType;
  title: JsonColumn<LocalizedText>;
  content: JsonColumn<LocalizedText>;
  reference: string | null;
  created_at: CreatedAt;
  read_at: NullableTimestamp;
  deleted_at: NullableTimestamp;
}

export interface ExchangeReportsTable {
  sequence: Generated<string>;
  report_key: string;
  order_id: string;
  report: JsonColumn<unknown>;
  state: ColumnType<'PENDING' | 'APPLIED', 'PENDING' | 'APPLIED' | undefined, 'PENDING' | 'APPLIED'>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  received_at: CreatedAt;
  applied_at: NullableTimestamp;
}

export interface StaffMembersTable {
  broker_code: string;
  staff_id: string;
  name: string;
  email: string;
  password_hash: string;
  roles: JsonColumn<StaffRole[]>;
  disabled: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface StaffLoginStepsTable {
  step_token_hash: string;
  broker_code: string;
  staff_id: string;
  code_hash: string;
  mismatches: ColumnType<number, number | undefined, number>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface StaffSessionsTable {
  session_id: string;
  token_hash: string;
  broker_code: string;
  staff_id: string;
  signing_key: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  ended_at: NullableTimestamp;
  /** Where the login came from (migration 0021): a known origin is not slowed by strangers' failures. */
  device_uuid: string | null;
  address: string | null;
}

export interface AuditRecordsTable {
  audit_id: Generated<string>;
  broker_code: string;
  actor_kind: AuditActorKind;
  actor_id: string;
  action: string;
  subject_type: string;
  subject_id: string;
  /** The subject before and after the action (null where there was none: a request just made). */
  before: ColumnType<unknown, RawBuilder<unknown> | null | undefined, never>;
  after: ColumnType<unknown, RawBuilder<unknown> | null | undefined, never>;
  at: CreatedAt;
}

/** A new issue listed in the simulated exchange by the IPO desk (migration 0028; markets/new-issues.ts). */
export interface NewIssueListingsTable {
  market: string;
  stock_code: string;
  name: JsonColumn<LocalizedText>;
  lot_size: number;
  currency: string;
  offer_price: Decimal;
  grey_market_date: string;
  listing_date: string;
  status: ColumnType<'LISTED' | 'CANCELLED', 'LISTED' | 'CANCELLED' | undefined, 'LISTED' | 'CANCELLED'>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface Database {
  brokers: BrokersTable;
  broker_configurations: BrokerConfigurationsTable;
  broker_tips: BrokerTipsTable;
  broker_text_overrides: BrokerTextOverridesTable;
  currencies: CurrenciesTable;
  market_currencies: MarketCurrenciesTable;
  banks: BanksTable;
  product_lines: ProductLinesTable;
  market_time_tables: MarketTimeTablesTable;
  market_holidays: MarketHolidaysTable;
  feature_requests: FeatureRequestsTable;
  users: UsersTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  retired_refresh_tokens: RetiredRefreshTokensTable;
  login_records: LoginRecordsTable;
  login_attempts: LoginAttemptsTable;
  otp_challenges: OtpChallengesTable;
  app_otp_prefixes: AppOtpPrefixesTable;
  validation_challenges: ValidationChallengesTable;
  outbox_messages: OutboxMessagesTable;
  user_configurations: UserConfigurationsTable;
  client_reports: ClientReportsTable;
  quote_plans: QuotePlansTable;
  quote_plan_applications: QuotePlanApplicationsTable;
  anonymous_write_quotas: AnonymousWriteQuotasTable;
  ledger_journals: LedgerJournalsTable;
  ledger_entries: LedgerEntriesTable;
  ledger_balances: LedgerBalancesTable;
  ledger_holds: LedgerHoldsTable;
  new_issue_listings: NewIssueListingsTable;
  position_cost_overrides: PositionCostOverridesTable;
  margin_ratios: MarginRatiosTable;
  reference_rates: ReferenceRatesTable;
  orders: OrdersTable;
  order_events: OrderEventsTable;
  executions: ExecutionsTable;
  idempotency_keys: IdempotencyKeysTable;
  client_messages: ClientMessagesTable;
  exchange_reports: ExchangeReportsTable;
  staff_members: StaffMembersTable;
  staff_login_steps: StaffLoginStepsTable;
  staff_sessions: StaffSessionsTable;
  audit_records: AuditRecordsTable;
  dividend_announcements: DividendAnnouncementsTable;
  dividend_announcement_events: DividendAnnouncementEventsTable;
  dividend_entitlements: DividendEntitlementsTable;
  dividend_elections: DividendElectionsTable;
  dividend_payments: DividendPaymentsTable;
  fund_currency_rules: FundCurrencyRulesTable;
  payee_banks: PayeeBanksTable;
  client_bank_accounts: ClientBankAccountsTable;
  crypto_accounts: CryptoAccountsTable;
  fund_certificates: FundCertificatesTable;
  fund_requests: FundRequestsTable;
  fund_request_events: FundRequestEventsTable;
  edda_authorisations: EddaAuthorisationsTable;
  announcements: AnnouncementsTable;
  announcement_events: AnnouncementEventsTable;
  stock_screeners: StockScreenersTable;
  price_alerts: PriceAlertsTable;
  watchlist_groups: WatchlistGroupsTable;
  watchlist_stocks: WatchlistStocksTable;
  help_faqs: HelpFaqsTable;
  broker_contacts: BrokerContactsTable;
  feedbacks: FeedbacksTable;
  feedback_images: FeedbackImagesTable;
  upload_usage: UploadUsageTable;
  ipo_issues: IpoIssuesTable;
  ipo_issue_events: IpoIssueEventsTable;
  ipo_applications: IpoApplicationsTable;
  ipo_application_events: IpoApplicationEventsTable;
}

/** One file or feedback a client stored, for the upload quota's rolling day (migration 0021). */
export interface UploadUsageTable {
  id: Generated<number>;
  user_id: string;
  kind: 'CERTIFICATE' | 'FEEDBACK';
  bytes: number;
  stored_at: CreatedAt;
}

export interface DividendAnnouncementsTable {
  announcement_id: string;
  broker_code: string;
  market: string;
  stock_code: string;
  currency: string;
  cash_rate: Decimal;
  scrip_price: ColumnType<string | null, string | null, string | null>;
  ex_date: string;
  record_date: string;
  election_deadline: string;
  payment_date: string;
  status: DividendAnnouncementStatus;
  created_by: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}
export interface DividendAnnouncementEventsTable {
  event_id: Generated<string>;
  announcement_id: string;
  from_status: DividendAnnouncementStatus | null;
  to_status: DividendAnnouncementStatus;
  actor: string;
  at: CreatedAt;
}
export interface DividendEntitlementsTable {
  announcement_id: string;
  account_number: string;
  shares_held: number;
  gross_amount: Decimal;
  fixed_at: CreatedAt;
}
export interface DividendElectionsTable {
  election_id: string;
  announcement_id: string;
  account_number: string;
  user_id: string;
  option: DividendOption;
  mixed_scrip_shares: number;
  elected_at: CreatedAt;
  replaced_at: NullableTimestamp;
}
export interface DividendPaymentsTable {
  announcement_id: string;
  account_number: string;
  option: DividendOption;
  scrip_shares: number;
  cash_amount: Decimal;
  scrip_quantity: number;
  scrip_cost: Decimal;
  journal_id: string | null;
  paid_at: CreatedAt;
}

/** Per broker and currency: minimum deposit and handling fees (null: not set, so unavailable). */
export interface FundCurrencyRulesTable {
  broker_code: string;
  currency_code: string;
  minimum_deposit: Decimal;
  withdrawal_fee: string | null;
  exchange_fee: string | null;
  /**
   * Four-eyes: a deposit or an exchange (selling this currency) of more than this waits for a second member's
   * approval before money moves. 0 (the column's default): every one does.
   */
  four_eyes_above: ColumnType<string, string | undefined, string>;
}

/** The broker's own bank accounts clients pay deposits into. */
export interface PayeeBanksTable {
  payee_bank_id: string;
  broker_code: string;
  currency_code: string;
  bank_code: string;
  account_name: string;
  account_number: string;
  fps_id: string | null;
  sort_order: Generated<number>;
}

/** Bank accounts registered in the client's own name: where withdrawals are paid. */
export interface ClientBankAccountsTable {
  bank_account_id: string;
  user_id: string;
  bank_code: string;
  account_name: string;
  account_number: string;
  currencies: JsonColumn<string[]>;
}

export interface CryptoAccountsTable {
  stock_account_number: string;
  crypto_account_number: string;
}

export interface FundCertificatesTable {
  certificate_id: string;
  user_id: string;
  file_name: string;
  content_type: CertificateContentType;
  size_bytes: number;
  content: Buffer;
  /** A PDF's first pages drawn as one JPEG, the only form staff see it in; null for pictures. */
  preview_jpeg: Buffer | null;
  created_at: CreatedAt;
}

export interface FundRequestsTable {
  request_id: string;
  /** 'D-2611-000042' (D, W, X or T by type): the short number people read (migration 0026), from a trigger. */
  request_number: Generated<string>;
  broker_code: string;
  user_id: string;
  account_number: string;
  type: FundRequestType;
  currency_code: string;
  amount: Decimal;
  fee: ColumnType<string, string | undefined, string>;
  status: FundRequestStatus;
  details: JsonColumn<Record<string, unknown>>;
  hold_id: string | null;
  prepared_by: string | null;
  reject_reason: string | null;
  certificate_id: string | null;
  business_date: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface FundRequestEventsTable {
  event_id: Generated<string>;
  request_id: string;
  from_status: FundRequestStatus | null;
  to_status: FundRequestStatus;
  actor_kind: AuditActorKind;
  actor_id: string;
  reason: string | null;
  at: CreatedAt;
}

export interface EddaAuthorisationsTable {
  edda_id: string;
  broker_code: string;
  user_id: string;
  account_number: string;
  bank_code: string;
  bank_account_number: string;
  account_holder_name: string;
  matches_record: boolean;
  state: EddaState;
  state_reason: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A broker's notice or announcement for its clients' home pages (migration 0014). */
export interface AnnouncementsTable {
  announcement_id: string;
  broker_code: string;
  kind: 'NOTICE' | 'ANNOUNCEMENT';
  title: JsonColumn<LocalizedText>;
  content: JsonColumn<LocalizedText>;
  status: AnnouncementStatus;
  created_by: string;
  first_published_at: NullableTimestamp;
  published_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AnnouncementEventsTable {
  event_id: Generated<string>;
  announcement_id: string;
  from_status: AnnouncementStatus | null;
  to_status: AnnouncementStatus;
  staff_id: string;
  at: CreatedAt;
}

/** A client's saved screener strategy (migration 0017): conditions as the contract's ScreenerConditions. */
export interface StockScreenersTable {
  screener_id: string;
  user_id: string;
  name: string;
  conditions: JsonColumn<Record<string, unknown>>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}
/** A client's price alert with the evaluator's state (migration 0016). */
export interface PriceAlertsTable {
  alert_id: string;
  broker_code: string;
  user_id: string;
  market: string;
  stock_code: string;
  type: 'NominalUp' | 'NominalDown' | 'ChangePctUp' | 'ChangePctDown';
  frequency: 'OFA' | 'OPD' | 'EFA';
  value: Decimal;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  status: ColumnType<PriceAlertStatus, PriceAlertStatus | undefined, PriceAlertStatus>;
  armed: ColumnType<boolean, boolean | undefined, boolean>;
  last_fired_date: string | null;
  last_fired_at: NullableTimestamp;
  fire_count: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A client's watchlist group (migration 0015); name_key is the trimmed, case-folded name, unique per client. */
export interface WatchlistGroupsTable {
  group_id: string;
  user_id: string;
  name: string;
  name_key: string;
  colour: WatchlistColour;
  position: number;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface WatchlistStocksTable {
  group_id: string;
  market: string;
  stock_code: string;
  position: number;
  added_at: CreatedAt;
}

/** One question of a broker's FAQ, in three languages (migration 0020). */
export interface HelpFaqsTable {
  broker_code: string;
  faq_id: string;
  position: number;
  question: JsonColumn<LocalizedText>;
  answer: JsonColumn<LocalizedText>;
}

/** How a broker's clients reach it, for the help center (migration 0020). */
export interface BrokerContactsTable {
  broker_code: string;
  phone: string;
  email: string;
  address: JsonColumn<LocalizedText>;
  hours: JsonColumn<LocalizedText>;
}

export interface FeedbacksTable {
  feedback_id: string;
  broker_code: string;
  user_id: string;
  type: 'CS' | 'Tech';
  content: string;
  /** '' (no reply), '852-91234567' style mobile, or an e-mail. */
  contact: string;
  created_at: CreatedAt;
}

export interface FeedbackImagesTable {
  feedback_id: string;
  position: number;
  /** The type its first bytes prove, not the one the browser declared. */
  content_type: string;
  size_bytes: number;
  content: Buffer;
}

/** The money-moving step of an IPO one member of staff prepared for another to approve (migration 0027). */
export interface IpoPendingStepColumn {
  kind: 'RESULTS' | 'CANCELLATION';
  preparedBy: string;
  preparedAt: string;
  finalPrice: string | null;
  /** RESULTS: shares allotted per application ID. */
  allotments: Record<string, number> | null;
  reason: string | null;
}

/** An IPO issue of a broker (migration 0027). */
export interface IpoIssuesTable {
  ipo_id: string;
  broker_code: string;
  market: ColumnType<string, string | undefined, string>;
  stock_code: string;
  name: JsonColumn<LocalizedText>;
  currency: string;
  offer_price_low: ColumnType<string | null, string | null, string | null>;
  offer_price_high: Decimal;
  lot_size: number;
  shares_offered: ColumnType<string, number | string, number | string>;
  quantities: JsonColumn<number[]>;
  cash_handling_fee: Decimal;
  financed_handling_fee: Decimal;
  financing: ColumnType<
    IpoFinancingTerms | null,
    RawBuilder<IpoFinancingTerms> | null,
    RawBuilder<IpoFinancingTerms> | null
  >;
  open_at: Timestamp;
  financed_cutoff_at: Timestamp;
  cash_cutoff_at: Timestamp;
  close_at: Timestamp;
  price_fixing_date: string;
  results_date: string;
  grey_market_date: string;
  listing_date: string;
  status: IpoStatus;
  final_price: ColumnType<string | null, string | null | undefined, string | null>;
  oversubscription: ColumnType<string | null, string | null | undefined, string | null>;
  pool_used: ColumnType<string, string | undefined, string>;
  pending_step: ColumnType<
    IpoPendingStepColumn | null,
    RawBuilder<IpoPendingStepColumn> | null | undefined,
    RawBuilder<IpoPendingStepColumn> | null
  >;
  published_at: NullableTimestamp;
  created_by: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface IpoIssueEventsTable {
  event_id: Generated<string>;
  ipo_id: string;
  from_status: IpoStatus | null;
  to_status: IpoStatus;
  actor_kind: AuditActorKind;
  actor_id: string;
  reason: string | null;
  at: CreatedAt;
}

/** One account's eIPO application for an issue (migration 0027). */
export interface IpoApplicationsTable {
  application_id: string;
  /** 'P-2611-000012': the short number people read, from a trigger (migration 0026's numbering). */
  application_number: Generated<string>;
  broker_code: string;
  ipo_id: string;
  user_id: string;
  account_number: string;
  type: IpoApplicationType;
  quantity: number;
  status: IpoApplicationStatus;
  eipo_code: EipoStatusCode;
  eipo_flag: EipoFlag | null;
  amount: Decimal;
  handling_fee: Decimal;
  loan_ratio: ColumnType<string | null, string | null, string | null>;
  loan_amount: Decimal;
  interest: Decimal;
  own_part: Decimal;
  total_due: Decimal;
  hold_id: string | null;
  cutoff_at: Timestamp;
  allotted_quantity: ColumnType<number | null, number | null | undefined, number | null>;
  refund_amount: ColumnType<string | null, string | null | undefined, string | null>;
  reason: ColumnType<
    LocalizedText | null,
    RawBuilder<LocalizedText> | null | undefined,
    RawBuilder<LocalizedText> | null
  >;
  business_date: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface IpoApplicationEventsTable {
  event_id: Generated<string>;
  application_id: string;
  from_status: IpoApplicationStatus | null;
  to_status: IpoApplicationStatus;
  actor_kind: AuditActorKind;
  actor_id: string;
  reason: string | null;
  at: CreatedAt;
}
