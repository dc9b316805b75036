-- Image attachments in customer service: a message may carry one image, kept like a
-- deposit proof (re-encoded, random file name, outside any web root); its text may then be empty.
ALTER TABLE chat_messages ADD COLUMN image_file text;
ALTER TABLE chat_messages ADD COLUMN image_type text;
