// Jest setup file of the `server-pg` project: the same tests on PostgreSQL at TEST_DATABASE_URL.
process.env.TEST_DB_DIALECT = 'postgres';
