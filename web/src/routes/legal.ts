// The privacy policy and the terms: long texts that only their own addresses open, in a chunk of
// their own so that the landing and sign-in pages do not carry them.
export { default as PrivacyPage } from '../features/legal/PrivacyPage.tsx';
export { default as TermsPage } from '../features/legal/TermsPage.tsx';
