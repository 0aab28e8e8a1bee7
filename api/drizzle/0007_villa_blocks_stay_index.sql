-- Hand-written: an expression index drizzle cannot express.
-- The storefront search looks up every block that touches a stay, whatever the villa. Searched on
-- "period" alone, the planner may pick the (villa_id, period) exclusion index (its costs tie with
-- villa_blocks_period_idx, and an index-only scan wins once VACUUM has run), which has to walk the
-- whole index for a condition on its second column. The search states the condition on this
-- expression instead, which only this index matches. For a block, daterange(lower, upper) is the
-- period itself: dateranges are canonical '[)' and blocks are never empty or unbounded.
CREATE INDEX "villa_blocks_stay_idx" ON "villa_blocks" USING gist (daterange(lower("period"), upper("period"), '[)'));
