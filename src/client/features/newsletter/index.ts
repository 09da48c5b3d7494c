/** What other features may use from the newsletter feature. */
export { NewsletterBox } from './components/NewsletterBox';
