INSERT INTO country (code, name, continent) VALUES
  ('FR', 'France', 'Europe'),
  ('DE', 'Germany', 'Europe'),
  ('IN', 'India', 'Asia'),
  ('JP', 'Japan', 'Asia'),
  ('BR', 'Brazil', 'South America');

INSERT INTO city (id, name, country_code, population) VALUES
  (1, 'Paris', 'FR', 2102650),
  (2, 'Marseille', 'FR', 873076),
  (3, 'Berlin', 'DE', 3878100),
  (4, 'Hamburg', 'DE', 1910160),
  (5, 'Bombay', 'IN', 12478447),
  (6, 'Delhi', 'IN', 11034555),
  (7, 'Tokyo', 'JP', 13960236),
  (8, 'Osaka', 'JP', 2752412),
  (9, 'Sao Paulo', 'BR', 11451245);
