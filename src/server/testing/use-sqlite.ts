// Jest setup file of the `server` project: the server tests run on an in-memory SQLite database.
process.env.TEST_DB_DIALECT = 'sqlite';
