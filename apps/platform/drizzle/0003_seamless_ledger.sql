-- Seamless wallet: one round trip per operation (issue 13). Idempotency records bind the request (member and a hash of
-- the request's content), keys are scoped by merchant and vendor, and each operation is one call of
-- seamless_operation(), which locks the member's wallet first and touches the house account last. The house is kept
-- in 16 rows per merchant ('house', 'house:1' .. 'house:15', by member id): every winning or losing call updates the
-- house and holds its row until commit, so with one row all players' calls queued on it (measured: most backends
-- waiting on that row's lock); its balance is the sum of its rows.
ALTER TABLE "ledger_transactions" ADD COLUMN "request_hash" text;
--> statement-breakpoint
UPDATE "ledger_transactions" SET "idempotency_key" = 'seamless:' || "merchant_id" || ':' || substr("idempotency_key", 10) WHERE "idempotency_key" LIKE 'seamless:%';
--> statement-breakpoint
-- Refusals stored as final before this change although they were transient (a settle before its bet): forgotten, so
-- the vendor's next retry settles the stranded round. They moved no money (a 'rejected' row has no entries).
DELETE FROM "ledger_transactions" WHERE "kind" = 'rejected' AND "result" ->> 'error' = 'bet_not_found';
--> statement-breakpoint
DROP INDEX IF EXISTS "bet_records_vendor_tx";
--> statement-breakpoint
CREATE UNIQUE INDEX "bet_records_merchant_vendor_tx" ON "bet_records" USING btree ("merchant_id","vendor","bet_tx_id");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION seamless_operation(
  p_op text, p_merchant integer, p_member integer, p_vendor text, p_game integer, p_tx_id text, p_bet_tx_id text,
  p_round_id text, p_amount bigint, p_detail jsonb, p_hash text, p_at timestamptz
) RETURNS TABLE (status integer, answer jsonb) LANGUAGE plpgsql AS $fn$
DECLARE
  v_prefix text := 'seamless:' || p_merchant || ':' || p_vendor || ':';
  v_key text := v_prefix || p_op || ':' || p_tx_id;
  v_kind text;
  v_wallet integer;
  v_balance bigint;
  v_prev record;
  v_bet record;
  v_answer jsonb;
  v_delta bigint;
  v_tx integer;
  v_house integer;
  v_house_kind text := CASE WHEN p_member % 16 = 0 THEN 'house' ELSE 'house:' || (p_member % 16) END;
BEGIN
  SELECT CASE WHEN m.settings ->> 'singleWallet' = 'false' THEN 'vendor:' || p_vendor ELSE 'main' END INTO v_kind
    FROM merchants m WHERE m.id = p_merchant;
  -- 1. The member's wallet, locked: every operation of one member runs one after the other from here on.
  SELECT a.id, a.balance INTO v_wallet, v_balance FROM wallet_accounts a
    WHERE a.merchant_id = p_merchant AND a.member_id = p_member AND a.kind = v_kind FOR UPDATE;
  IF NOT FOUND THEN
    IF v_kind IS NOT NULL AND EXISTS (SELECT 1 FROM members WHERE id = p_member AND merchant_id = p_merchant) THEN
      BEGIN
        INSERT INTO wallet_accounts (merchant_id, member_id, kind, balance, allow_negative)
          VALUES (p_merchant, p_member, v_kind, 0, false) ON CONFLICT DO NOTHING;
      EXCEPTION WHEN foreign_key_violation THEN
        NULL; -- the member was deleted meanwhile: answered below
      END;
      SELECT a.id, a.balance INTO v_wallet, v_balance FROM wallet_accounts a
        WHERE a.merchant_id = p_merchant AND a.member_id = p_member AND a.kind = v_kind FOR UPDATE;
    END IF;
    IF v_wallet IS NULL THEN
      RETURN QUERY SELECT 404, jsonb_build_object('ok', false, 'balance', 0, 'txId', p_tx_id, 'error', 'member_not_found');
      RETURN;
    END IF;
  END IF;

  -- 2. The idempotency record: the same request again gets the first answer, another request with its key a conflict.
  SELECT t.member_id, t.request_hash, t.result INTO v_prev FROM ledger_transactions t WHERE t.idempotency_key = v_key;
  IF FOUND THEN
    IF v_prev.member_id IS DISTINCT FROM p_member OR (v_prev.request_hash IS NOT NULL AND v_prev.request_hash <> p_hash) THEN
      RETURN QUERY SELECT 409, jsonb_build_object('ok', false, 'balance', v_balance, 'txId', p_tx_id, 'error', 'duplicate_transaction_conflict');
    ELSE
      RETURN QUERY SELECT 200, v_prev.result;
    END IF;
    RETURN;
  END IF;

  -- 3. The decision. v_delta: what the member's wallet moves (the house moves the opposite); null: a final refusal.
  IF p_op = 'bet' THEN
    IF EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.idempotency_key = v_prefix || 'cancel:' || p_tx_id) THEN
      v_answer := jsonb_build_object('ok', false, 'balance', v_balance, 'txId', p_tx_id, 'error', 'bet_cancelled');
    ELSIF v_balance < p_amount THEN
      v_answer := jsonb_build_object('ok', false, 'balance', v_balance, 'txId', p_tx_id, 'error', 'insufficient_balance');
    ELSE
      v_delta := -p_amount;
      v_answer := jsonb_build_object('ok', true, 'balance', v_balance + v_delta, 'txId', p_tx_id);
    END IF;
  ELSE
    SELECT b.id, b.member_id, b.stake, b.status, b.detail INTO v_bet FROM bet_records b
      WHERE b.merchant_id = p_merchant AND b.vendor = p_vendor AND b.bet_tx_id = p_bet_tx_id;
    IF FOUND AND v_bet.member_id <> p_member THEN
      -- Another member's bet: never this member's, and nothing to store.
      RETURN QUERY SELECT 200, jsonb_build_object('ok', false, 'balance', v_balance, 'txId', p_tx_id, 'error', 'bet_not_found');
      RETURN;
    ELSIF NOT FOUND THEN
      IF EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.idempotency_key = v_prefix || 'cancel:' || p_bet_tx_id) THEN
        v_answer := CASE WHEN p_op = 'settle'
          THEN jsonb_build_object('ok', false, 'balance', v_balance, 'txId', p_tx_id, 'error', 'bet_cancelled')
          ELSE jsonb_build_object('ok', true, 'balance', v_balance, 'txId', p_tx_id, 'refunded', 0) END;
      ELSIF p_op = 'settle' THEN
        -- Transient: the bet may still arrive. Not stored, so a retry after the bet settles it.
        RETURN QUERY SELECT 200, jsonb_build_object('ok', false, 'balance', v_balance, 'txId', p_tx_id, 'error', 'bet_not_found');
        RETURN;
      ELSE
        -- A rollback before its bet: final; the tombstone written below makes the bet refused when it arrives.
        v_answer := jsonb_build_object('ok', true, 'balance', v_balance, 'txId', p_tx_id, 'refunded', 0);
      END IF;
    ELSIF v_bet.status = 'settled' THEN
      v_answer := jsonb_build_object('ok', false, 'balance', v_balance, 'txId', p_tx_id, 'error', 'already_settled');
    ELSIF v_bet.status = 'rolledback' THEN
      v_answer := CASE WHEN p_op = 'settle'
        THEN jsonb_build_object('ok', false, 'balance', v_balance, 'txId', p_tx_id, 'error', 'bet_cancelled')
        ELSE jsonb_build_object('ok', true, 'balance', v_balance, 'txId', p_tx_id, 'refunded', 0) END;
    ELSIF p_op = 'settle' THEN
      v_delta := p_amount;
      v_answer := jsonb_build_object('ok', true, 'balance', v_balance + v_delta, 'txId', p_tx_id);
    ELSE
      v_delta := v_bet.stake;
      v_answer := jsonb_build_object('ok', true, 'balance', v_balance + v_delta, 'txId', p_tx_id, 'refunded', v_bet.stake);
    END IF;
  END IF;

  -- 4. The record. A request of another member with this key may have committed since step 2 (this member's are
  -- serialised by the wallet lock): DO NOTHING waits for it, then it is re-read and answered as in step 2.
  INSERT INTO ledger_transactions (merchant_id, member_id, kind, idempotency_key, request_hash, result, created_at)
    VALUES (p_merchant, p_member, CASE WHEN v_delta IS NULL THEN 'rejected' ELSE p_op END, v_key, p_hash, v_answer, p_at)
    ON CONFLICT (idempotency_key) DO NOTHING RETURNING id INTO v_tx;
  IF v_tx IS NULL THEN
    SELECT t.member_id, t.request_hash, t.result INTO v_prev FROM ledger_transactions t WHERE t.idempotency_key = v_key;
    IF v_prev.member_id IS DISTINCT FROM p_member OR (v_prev.request_hash IS NOT NULL AND v_prev.request_hash <> p_hash) THEN
      RETURN QUERY SELECT 409, jsonb_build_object('ok', false, 'balance', v_balance, 'txId', p_tx_id, 'error', 'duplicate_transaction_conflict');
    ELSE
      RETURN QUERY SELECT 200, v_prev.result;
    END IF;
    RETURN;
  END IF;
  IF p_op = 'rollback' THEN
    IF v_bet.id IS NULL THEN
      INSERT INTO ledger_transactions (merchant_id, member_id, kind, idempotency_key, result, created_at)
        VALUES (p_merchant, p_member, 'tombstone', v_prefix || 'cancel:' || p_bet_tx_id, jsonb_build_object('cancelledBy', p_tx_id), p_at)
        ON CONFLICT (idempotency_key) DO NOTHING;
    END IF;
  END IF;

  -- 5. The money and the round: the member's wallet, then the bet record, then the house, last and briefly.
  IF v_delta IS NOT NULL AND v_delta <> 0 THEN
    UPDATE wallet_accounts SET balance = balance + v_delta WHERE id = v_wallet RETURNING balance INTO v_balance;
    INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after) VALUES (v_tx, v_wallet, v_delta, v_balance);
  END IF;
  IF v_delta IS NOT NULL THEN
    IF p_op = 'bet' THEN
      INSERT INTO bet_records (merchant_id, member_id, game_id, vendor, category, bet_tx_id, round_id, stake, payout, valid_bet, status, detail, created_at)
        VALUES (p_merchant, p_member, p_game, p_vendor, coalesce((SELECT g.category FROM games g WHERE g.id = p_game), 'RNG'),
                p_tx_id, p_round_id, p_amount, 0, 0, 'open', p_detail, p_at);
    ELSIF p_op = 'settle' THEN
      UPDATE bet_records SET status = 'settled', payout = p_amount, valid_bet = stake, settled_at = p_at,
        detail = CASE WHEN p_detail IS NULL THEN detail ELSE jsonb_build_object('bet', detail, 'result', p_detail) END
        WHERE id = v_bet.id;
    ELSE
      UPDATE bet_records SET status = 'rolledback', valid_bet = 0, settled_at = p_at WHERE id = v_bet.id;
    END IF;
  END IF;
  IF v_delta IS NOT NULL AND v_delta <> 0 THEN
    LOOP
      WITH h AS (
        UPDATE wallet_accounts SET balance = balance - v_delta
          WHERE merchant_id = p_merchant AND member_id IS NULL AND kind = v_house_kind RETURNING id, balance
      )
      INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after) SELECT v_tx, h.id, -v_delta, h.balance FROM h
        RETURNING account_id INTO v_house;
      EXIT WHEN v_house IS NOT NULL;
      INSERT INTO wallet_accounts (merchant_id, member_id, kind, balance, allow_negative)
        VALUES (p_merchant, NULL, v_house_kind, 0, true) ON CONFLICT DO NOTHING;
    END LOOP;
  END IF;
  RETURN QUERY SELECT 200, v_answer;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION seamless_balance(p_merchant integer, p_member integer, p_vendor text)
RETURNS TABLE (status integer, answer jsonb) LANGUAGE sql STABLE AS $fn$
  SELECT CASE WHEN mb.id IS NULL THEN 404 ELSE 200 END,
         CASE WHEN mb.id IS NULL THEN jsonb_build_object('ok', false, 'balance', 0, 'error', 'member_not_found')
              ELSE jsonb_build_object('ok', true, 'balance', coalesce((
                SELECT a.balance FROM wallet_accounts a
                  WHERE a.merchant_id = p_merchant AND a.member_id = p_member
                    AND a.kind = CASE WHEN m.settings ->> 'singleWallet' = 'false' THEN 'vendor:' || p_vendor ELSE 'main' END), 0)) END
    FROM (SELECT 1) one
    LEFT JOIN merchants m ON m.id = p_merchant
    LEFT JOIN members mb ON mb.id = p_member AND mb.merchant_id = p_merchant AND m.id IS NOT NULL
$fn$;
