/** Jest globalTeardown of the server projects (Jest runs it once): removes this run's templates. */
import { removeTemplates } from './database-templates';

export default removeTemplates;
