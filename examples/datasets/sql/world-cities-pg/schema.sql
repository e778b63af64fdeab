CREATE TABLE country (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  continent TEXT NOT NULL
);

CREATE TABLE city (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  country_code TEXT NOT NULL REFERENCES country (code),
  population INTEGER NOT NULL
);
