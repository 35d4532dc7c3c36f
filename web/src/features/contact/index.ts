export { ContactForm, CONTACT_TOAST } from './components/contact-form';
