-- The audience of `investors` is the pitch's funded investors (issue 34: "funded and signed investors";
-- never an unfunded commitment): a commitment marked funded, whose money the founder recorded on an
-- agreement both signed. 0033 also counted a closing commitment with a signed agreement whose money had
-- not arrived.
CREATE OR REPLACE FUNCTION update_audience(p_pitch uuid, p_followers boolean)
RETURNS TABLE (user_id uuid, relation text) LANGUAGE sql STABLE AS $$
  WITH investors AS (
    SELECT DISTINCT c.investor_id AS user_id
    FROM commitments c
    WHERE c.pitch_id = p_pitch AND c.status = 'funded'
      AND EXISTS (SELECT 1 FROM agreements a WHERE a.commitment_id = c.id AND a.status = 'completed')
  ), everyone AS (
    SELECT i.user_id, 'investor' AS relation FROM investors i
    UNION ALL
    SELECT f.investor_id, 'follower' FROM pitch_follows f
    WHERE p_followers AND f.pitch_id = p_pitch
      AND NOT EXISTS (SELECT 1 FROM investors i WHERE i.user_id = f.investor_id)
  )
  SELECT e.user_id, e.relation FROM everyone e
  JOIN users u ON u.id = e.user_id
  JOIN pitches p ON p.id = p_pitch
  WHERE u.deleted_at IS NULL AND u.suspended_at IS NULL AND u.id <> p.owner_id
$$;
